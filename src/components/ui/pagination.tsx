import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { formatCount } from "../../i18n/format.js";

export type PageItem = number | "gap-start" | "gap-end";

/**
 * The numbered buttons to show: every page when there are at most 7, else always 7 slots —
 * first, last, the current page with its neighbours, and gaps ('…') in between.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  if (page <= 4) return [1, 2, 3, 4, 5, "gap-end", pageCount];
  if (page >= pageCount - 3)
    return [1, "gap-start", pageCount - 4, pageCount - 3, pageCount - 2, pageCount - 1, pageCount];
  return [1, "gap-start", page - 1, page, page + 1, "gap-end", pageCount];
}

const base =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const idle =
  "border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
const current =
  "border-brand-700 bg-brand-700 text-white dark:border-brand-200 dark:bg-brand-200 dark:text-slate-950";

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Tutor pages"; 'Pagination' in the screen's language without it. */
  label?: string;
}

/**
 * Prev / numbered pages / Next. Hidden when everything fits on one page. The numbers are written
 * in the language's digits; the chevrons point the reading way (docs/decisions.md, "Languages").
 */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const { t, i18n } = useLingui();
  if (pageCount <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= pageCount && p !== page) onPageChange(p);
  };
  return (
    <nav
      aria-label={label ?? t`Pagination`}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      <button
        type="button"
        className={`${base} ${idle} order-2 gap-1 px-3 sm:order-1`}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        <Trans>Prev</Trans>
      </button>
      <ul className="order-1 flex basis-full justify-center gap-1.5 sm:order-2 sm:basis-auto">
        {pageItems(page, pageCount).map((item) => {
          if (typeof item !== "number") {
            return (
              <li
                key={item}
                aria-hidden
                className="inline-flex min-h-11 w-6 items-center justify-center text-slate-600 dark:text-slate-300"
              >
                …
              </li>
            );
          }
          const shown = formatCount(item, i18n);
          return (
            <li key={item}>
              <button
                type="button"
                className={`${base} ${item === page ? current : idle} px-2`}
                aria-label={t`Page ${shown}`}
                aria-current={item === page ? "page" : undefined}
                onClick={() => go(item)}
              >
                {shown}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`${base} ${idle} order-3 gap-1 px-3`}
        onClick={() => go(page + 1)}
        disabled={page >= pageCount}
      >
        <Trans>Next</Trans>
        <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
      </button>
    </nav>
  );
}
