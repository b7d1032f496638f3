import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { formatCount, formatRating } from "../../../i18n/format.js";

const FIVE = [1, 2, 3, 4, 5] as const;

/** Five stars, filled up to `value` (a fraction fills part of a star); drawn only, never read out. */
export function StarRow({ value, size = "size-4" }: { value: number; size?: string }) {
  return (
    // Stars fill from the start of the line: right to left in Arabic.
    <span aria-hidden className="inline-flex shrink-0">
      {FIVE.map((n) => {
        const fill = Math.max(0, Math.min(1, value - (n - 1)));
        return (
          <span key={n} className={`relative inline-block ${size}`}>
            <Star className={`absolute inset-0 ${size} text-amber-500`} />
            {fill > 0 ? (
              <span
                className="absolute inset-y-0 start-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star className={`${size} fill-amber-400 text-amber-500`} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/**
 * A tutorial's rating as stars and a number, named 'Rated 4.7 out of 5' (docs/product.md, Cards),
 * or 'New' when nobody has given it stars yet.
 */
export function RatingBadge({ rating, ratingCount }: { rating: number | null; ratingCount?: number }) {
  const { t, i18n } = useLingui();
  if (rating === null) {
    return (
      <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
        {t`New`}
      </span>
    );
  }
  const value = formatRating(rating, i18n);
  const five = formatCount(5, i18n);
  return (
    <span
      role="img"
      aria-label={t`Rated ${value} out of ${five}`}
      className="inline-flex items-center gap-1 text-sm"
    >
      <StarRow value={rating} />
      <span aria-hidden className="font-semibold text-slate-800 dark:text-slate-100">
        {value}
      </span>
      {ratingCount !== undefined ? (
        <span aria-hidden className="text-slate-600 dark:text-slate-400">
          ({formatCount(ratingCount, i18n)})
        </span>
      ) : null}
    </span>
  );
}
