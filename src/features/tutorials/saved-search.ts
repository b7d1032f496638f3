import type { QueryClient } from "@tanstack/react-query";
import {
  type ListSort,
  PAGE_SIZE,
  type Tutorial,
  type TutorialsPageFilter,
} from "../../../contract/index.js";
import { tutorialKeys } from "../../lib/query-keys.js";

/**
 * Find Tutors offline (docs/product.md, Offline): the same filters the server applies (all but
 * 'When', which needs the tutors' calendars and so a connection), run over
 * every tutorial the saved query cache holds (lists and details), so a search still finds what
 * was seen before.
 */
export type SavedFilter = TutorialsPageFilter;

/** Every tutorial in the query cache, newest copy of each, newest first (the server's order). */
export function savedTutorials(client: QueryClient): Tutorial[] {
  const byId = new Map<string, { tutorial: Tutorial; at: number }>();
  const keep = (t: Tutorial, at: number) => {
    const seen = byId.get(t._id);
    if (!seen || seen.at < at) byId.set(t._id, { tutorial: t, at });
  };
  for (const query of client.getQueryCache().findAll({ queryKey: tutorialKeys.all })) {
    const { data, dataUpdatedAt } = query.state;
    if (isPageData(data)) for (const t of data.items) keep(t, dataUpdatedAt);
    else if (isTutorial(data)) keep(data, dataUpdatedAt);
  }
  return [...byId.values()]
    .map((v) => v.tutorial)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0));
}

/** The server's semantics: language equal and q contained, both ignoring case; userId equal. */
export function matchesFilter(t: Tutorial, f: SavedFilter): boolean {
  const language = f.language?.trim().toLowerCase();
  if (language && t.language.toLowerCase() !== language) return false;
  if (f.userId && t.userId !== f.userId) return false;
  const q = f.q?.trim().toLowerCase();
  if (q && ![t.language, t.userName, t.description].some((s) => s.toLowerCase().includes(q))) return false;
  const { minPrice, maxPrice, minRating } = f.filters ?? {};
  if (minPrice !== undefined && t.price < minPrice) return false;
  if (maxPrice !== undefined && t.price > maxPrice) return false;
  if (minRating !== undefined && (t.rating === null || t.rating < minRating)) return false;
  return true;
}

/** The server's orders (docs/decisions.md, Filters and sorts): each ends newest first. */
function compareBy(sort: ListSort | undefined): (a: Tutorial, b: Tutorial) => number {
  const newest = (a: Tutorial, b: Tutorial) =>
    b.createdAt.localeCompare(a.createdAt) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
  if (sort === "price") return (a, b) => a.price - b.price || newest(a, b);
  if (sort === "-price") return (a, b) => b.price - a.price || newest(a, b);
  if (sort === "rating")
    return (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || b.ratingCount - a.ratingCount || newest(a, b);
  return newest;
}

export interface SavedPage {
  items: Tutorial[];
  total: number;
  page: number;
  pageCount: number;
}

export function searchSaved(all: Tutorial[], f: SavedFilter): SavedPage {
  const matching = all.filter((t) => matchesFilter(t, f)).sort(compareBy(f.filters?.sort));
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.max(1, Math.floor(f.page ?? 1));
  const start = (page - 1) * PAGE_SIZE;
  return { items: matching.slice(start, start + PAGE_SIZE), total: matching.length, page, pageCount };
}

function isTutorial(v: unknown): v is Tutorial {
  return typeof v === "object" && v !== null && "_id" in v && "language" in v && "userName" in v;
}

function isPageData(v: unknown): v is { items: Tutorial[] } {
  return typeof v === "object" && v !== null && Array.isArray((v as { items?: unknown }).items);
}
