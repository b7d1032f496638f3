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

// Every parameter is optional: links may leave any of them out.
export const pageSearch = (s: Search): { page?: number } => ({ page: pageParam(s.page) });
/** Find Tutors: the search text and the page. */
export const findTutorsSearch = (s: Search): { q?: string; page?: number } => ({
  q: textParam(s.q, 100, true),
  page: pageParam(s.page),
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
}

/** GET /api/tutorials for one page of a filter, always spelled the same way. */
export function tutorialsPagePath(filter: TutorialsPageFilter): string {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });
  if (filter.language?.trim()) params.set("language", filter.language.trim());
  if (filter.q?.trim()) params.set("q", filter.q.trim());
  if (filter.userId) params.set("userId", filter.userId);
  return `/api/tutorials?${params}`;
}

/** GET /api/tutorials/{id}, spelled once for the screen and for the HTML that brings its answer. */
export function tutorialPath(id: string): string {
  return `/api/tutorials/${encodeURIComponent(id)}`;
}
