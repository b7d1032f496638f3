import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import {
  type RatingDistribution,
  type ReviewSort,
  STAR_LEVELS,
  type Tutorial,
} from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { inputClass } from "../../../components/ui/field.js";
import { EmptyText, ErrorText, LoadingText } from "../../../components/ui/status.js";
import { formatCount, formatRating } from "../../../i18n/format.js";
import { reviewsQueryOptions } from "../api.js";
import { ReviewItem } from "./review-item.js";
import { StarRow } from "./stars.js";

/**
 * Tutor Details' reviews (docs/product.md, Tutor Details): the rating summary (mean, count, one bar
 * per star level), then the reviews REVIEWS_PAGE at a time with 'Show more', in the chosen order.
 */
export function ReviewsSection({ tutorial }: { tutorial: Tutorial }) {
  const { t } = useLingui();
  const [sort, setSort] = useState<ReviewSort>("newest");
  const query = useInfiniteQuery(reviewsQueryOptions(tutorial._id, sort));
  const sortId = useId();
  const first = query.data?.pages[0];
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const headingId = useId();

  let list: ReactNode;
  if (query.isPending) list = <LoadingText text={t`Loading reviews...`} />;
  else if (!first) list = <ErrorText text={t`Could not load the reviews.`} />;
  else if (items.length === 0) list = <EmptyText text={t`No reviews yet.`} />;
  else
    list = (
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((r) => (
          <li key={r._id} className="py-4">
            <ReviewItem review={r} tutorial={tutorial} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {t`Reviews`}
      </h2>
      <div className="mt-4 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        {first ? (
          <RatingSummary
            rating={first.rating}
            ratingCount={first.ratingCount}
            distribution={first.distribution}
          />
        ) : (
          <div />
        )}
        <div>
          <div className="flex flex-wrap items-center justify-end gap-2">
            <label htmlFor={sortId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
              {t`Sort reviews`}
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(e) => setSort(e.target.value as ReviewSort)}
              className={`${inputClass} w-auto!`}
            >
              <option value="newest">{t`Newest`}</option>
              <option value="highest">{t`Highest rated`}</option>
              <option value="lowest">{t`Lowest rated`}</option>
            </select>
          </div>
          {list}
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? t`Loading...` : t`Show more`}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The mean, how many gave stars, and one bar per star level (5 down to 1) with its count. */
function RatingSummary({
  rating,
  ratingCount,
  distribution,
}: {
  rating: number | null;
  ratingCount: number;
  distribution: RatingDistribution;
}) {
  const { t, i18n } = useLingui();
  const five = formatCount(5, i18n);
  const value = rating === null ? null : formatRating(rating, i18n);
  return (
    <div className="flex flex-col gap-3 self-start rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      {value === null ? (
        <p className="text-slate-700 dark:text-slate-300">{t`No ratings yet.`}</p>
      ) : (
        <div className="flex items-center gap-3">
          <span aria-hidden className="text-4xl font-bold">
            {value}
          </span>
          <div className="flex flex-col gap-1">
            <StarRow value={rating ?? 0} size="size-5" />
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <span className="sr-only">{t`Rated ${value} out of ${five}`}. </span>
              {i18n._(msg({ message: plural(ratingCount, { one: "# rating", other: "# ratings" }) }))}
            </p>
          </div>
        </div>
      )}
      <ul className="flex flex-col gap-1.5">
        {[...STAR_LEVELS].reverse().map((level) => {
          const n = distribution[String(level) as keyof RatingDistribution];
          const share = ratingCount > 0 ? (n / ratingCount) * 100 : 0;
          const stars = formatCount(level, i18n);
          const shown = formatCount(n, i18n);
          return (
            <li
              key={level}
              className="grid grid-cols-[3.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm"
            >
              <span className="sr-only">
                {i18n._(
                  msg({ message: plural(level, { one: `# star: ${shown}`, other: `# stars: ${shown}` }) }),
                )}
              </span>
              <span aria-hidden className="text-slate-700 dark:text-slate-300">
                {t`${stars} ★`}
              </span>
              <span aria-hidden className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden className="text-end text-slate-700 tabular-nums dark:text-slate-300">
                {shown}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
