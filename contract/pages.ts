import { PAGE_SIZE } from "./constants.js";
import { isSafeText } from "./text-rules.js";

/**
 * How screens are addressed, shared by the PWA and the server (which answers a list screen's
 * first API call inside its HTML): the URL search parameters of the routes, and the API path of
 * a page of tutorials.
 *
 * Read by plain functions, no zod: route definitions ship with the first paint, and zod there
 * brings its whole core along (~14 KB gzip). A value that does not fit is dropped, never an error
 * page: these come from links people edit and share.
 */
type Search = Record<string, unknown>;

/** A 1-based page number ("3" or 3); anything else is no page. */
export function pageParam(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : undefined;
}

/** A text of at most `max` characters, trimmed if asked; anything else is no text. */
function textParam(value: unknown, max: number, trim = false): string | undefined {
  // The router reads "?q=123" as the number 123: still the text someone typed.
  const raw = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== "string") return undefined;
  const text = trim ? raw.trim() : raw;
  // Text the API would refuse (a NUL, broken Unicode) is no text either.
  return text.length <= max && isSafeText(text) ? text : undefined;
}

/** A number ≥ 0 with at most two decimals ("12.5" or 12.5); anything else is none. */
function priceParam(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= 99_999_999
    ? Math.round(n * 100) / 100
    : undefined;
}

/** The list's sorts (contract/tutorial.ts TUTORIAL_SORTS), repeated here to keep zod off first paint. */
export const LIST_SORTS = ["newest", "price", "-price", "rating"] as const;
export type ListSort = (typeof LIST_SORTS)[number];
/** The ratings the filters offer: 'Any', '3+', '4+', '4.5+'. */
export const MIN_RATING_CHOICES = [3, 4, 4.5] as const;
/** 'When': parts of the learner's day, as wall-clock [from, to) in their device's time zone. */
export const DAY_PARTS = {
  morning: { from: "06:00", to: "12:00" },
  afternoon: { from: "12:00", to: "17:00" },
  evening: { from: "17:00", to: "22:00" },
} as const;
export type DayPart = keyof typeof DAY_PARTS;

/** The filters of a tutor list (docs/product.md, Find Tutors), as the address holds them. */
export interface ListFilters {
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  sort?: ListSort;
  /** ISO weekdays, Monday = 1, ascending. */
  days?: number[];
  time?: DayPart;
}

/** The filters of a list's address; a value that does not fit is dropped. */
export function listFiltersSearch(s: Search): ListFilters {
  const minRating =
    typeof s.minRating === "string" || typeof s.minRating === "number" ? Number(s.minRating) : Number.NaN;
  const sort = LIST_SORTS.find((x) => x === s.sort);
  const days =
    typeof s.days === "string" || typeof s.days === "number"
      ? [...new Set(String(s.days).split(",").map(Number))]
          .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7)
          .sort()
      : [];
  const time =
    typeof s.time === "string" && Object.hasOwn(DAY_PARTS, s.time) ? (s.time as DayPart) : undefined;
  const f: ListFilters = {
    minPrice: priceParam(s.minPrice),
    maxPrice: priceParam(s.maxPrice),
    minRating: (MIN_RATING_CHOICES as readonly number[]).includes(minRating) ? minRating : undefined,
    sort: sort === "newest" ? undefined : sort,
    days: days.length > 0 ? days : undefined,
    time,
  };
  if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice) f.maxPrice = undefined;
  return f;
}

/** How many filters are set (the 'Filters' button's count); the sort is not a filter. */
export function activeFilterCount(f: ListFilters): number {
  return (
    Number(f.minPrice !== undefined || f.maxPrice !== undefined) +
    Number(f.minRating !== undefined) +
    Number(f.days !== undefined || f.time !== undefined)
  );
}

// Every parameter is optional: links may leave any of them out.
export const pageSearch = (s: Search): { page?: number } => ({ page: pageParam(s.page) });
/** Find Tutors: the search text and the page. */
export const findTutorsSearch = (s: Search): { q?: string; page?: number } & ListFilters => ({
  q: textParam(s.q, 100, true),
  page: pageParam(s.page),
  ...listFiltersSearch(s),
});
/** A category page: the page and the filters. */
export const categorySearch = (s: Search): { page?: number } & ListFilters => ({
  page: pageParam(s.page),
  ...listFiltersSearch(s),
});
/** Forgot Password: the e-mail to prefill. */
export const emailSearch = (s: Search): { email?: string } => ({ email: textParam(s.email, 320) });
/** Login: where to go back to (checked to be a path of this site where it is used). */
export const redirectSearch = (s: Search): { redirect?: string } => ({
  redirect: textParam(s.redirect, 2048),
});

export interface TutorialsPageFilter {
  /** Exact language, case-insensitive (the category pages). */
  language?: string;
  /** Free search over language, tutor name and description. */
  q?: string;
  /** One owner's tutorials. */
  userId?: string;
  /** 1-based page of PAGE_SIZE tutorials. */
  page?: number;
  /** The list's filters and sort; 'When' needs `timeZone`, the device's. */
  filters?: ListFilters;
  timeZone?: string;
}

/** GET /api/tutorials for one page of a filter, always spelled the same way. */
export function tutorialsPagePath(filter: TutorialsPageFilter): string {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });
  if (filter.language?.trim()) params.set("language", filter.language.trim());
  if (filter.q?.trim()) params.set("q", filter.q.trim());
  if (filter.userId) params.set("userId", filter.userId);
  const f = filter.filters ?? {};
  if (f.minPrice !== undefined) params.set("minPrice", String(f.minPrice));
  if (f.maxPrice !== undefined) params.set("maxPrice", String(f.maxPrice));
  if (f.minRating !== undefined) params.set("minRating", String(f.minRating));
  if (f.sort && f.sort !== "newest") params.set("sort", f.sort);
  if ((f.days || f.time) && filter.timeZone) {
    if (f.days) params.set("days", f.days.join(","));
    if (f.time) {
      params.set("from", DAY_PARTS[f.time].from);
      params.set("to", DAY_PARTS[f.time].to);
    }
    params.set("tz", filter.timeZone);
  }
  return `/api/tutorials?${params}`;
}

/** GET /api/tutorials/{id}, spelled once for the screen and for the HTML that brings its answer. */
export function tutorialPath(id: string): string {
  return `/api/tutorials/${encodeURIComponent(id)}`;
}
