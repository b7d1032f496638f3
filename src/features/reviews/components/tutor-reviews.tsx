import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ProfileSection } from "../../profile/components/profile-parts.js";
import { tutorReviewsQueryOptions } from "../api.js";
import { ReviewItem } from "./review-item.js";
import { RatingBadge } from "./stars.js";

/**
 * A public profile's reviews (docs/product.md, See Profile): the tutor's rating over all their
 * tutorials and their latest reviews; nothing for a person nobody has reviewed.
 */
export function TutorReviews({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const { data } = useQuery(tutorReviewsQueryOptions(uid));
  if (!data || data.items.length === 0) return null;
  const { ratingCount } = data;
  const ratings = i18n._(msg({ message: plural(ratingCount, { one: "# rating", other: "# ratings" }) }));
  return (
    <ProfileSection id="reviews-heading" title={t`Reviews`}>
      <div className="flex flex-col gap-3">
        <p className="flex flex-wrap items-center gap-2">
          <RatingBadge rating={data.rating} />
          <span className="text-sm text-slate-700 dark:text-slate-300">{ratings}</span>
        </p>
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {data.items.map((r) => (
            <li key={r._id} className="py-3">
              <ReviewItem review={r} />
            </li>
          ))}
        </ul>
      </div>
    </ProfileSection>
  );
}
