import { useLingui } from "@lingui/react/macro";
import { formatCount, formatRating } from "../../../i18n/format.js";

/** Five stars of 24 × 24 side by side, as one path (each a five-pointed star from its top point). */
const FIVE_STARS = [0, 24, 48, 72, 96]
  .map(
    (x) => `M${x + 12} 2l2.94 6.26 6.86.8-5.07 4.7 1.35 6.78-6.08-3.27-6.08 3.27 1.35-6.78-5.07-4.7 6.86-.8z`,
  )
  .join("");

const ROW_SIZE = { "size-4": "h-4 w-20", "size-5": "h-5 w-25" } as const;

function Row({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 120 24"
      className={className}
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      <path d={FIVE_STARS} />
    </svg>
  );
}

/**
 * Five stars, filled up to `value` (a fraction fills part of a star); drawn only, never read out.
 * One small drawing for the row and one for its filled part: a card's stars are saved with the
 * screen (src/lib/saved-screen.ts), whose size is bounded.
 */
export function StarRow({ value, size = "size-4" }: { value: number; size?: keyof typeof ROW_SIZE }) {
  const fill = Math.max(0, Math.min(5, value)) / 5;
  const box = ROW_SIZE[size];
  return (
    // Stars fill from the start of the line: right to left in Arabic.
    <span aria-hidden className={`relative inline-block shrink-0 ${box}`}>
      <Row className={`absolute inset-0 ${box} fill-none stroke-amber-500`} />
      {fill > 0 ? (
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <Row className={`${box} max-w-none fill-amber-400 stroke-amber-500`} />
        </span>
      ) : null}
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
