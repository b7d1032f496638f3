import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  MAX_LIST_LIMIT,
  MAX_SEARCH_RESULTS,
  MAX_TUTORIALS_PER_USER,
  PAGE_SIZE,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type Tutorial,
  type TutorialsPageFilter,
  tutorialPath,
  tutorialSchema,
  tutorialsPagePath,
} from "../../../contract/index.js";
import { api, isNetworkError } from "../../lib/api-client.js";
import { type Tagged, tagged } from "../../lib/etag.js";
import { takeFirstAnswer } from "../../lib/first-data.js";
import { STALE_MS } from "../../lib/query-client.js";
import { tutorialKeys, tutorialsOfKeys } from "../../lib/query-keys.js";
import { savedTutorials, searchSaved } from "./saved-search.js";

/** Which tutorials a list shows (contract/pages.ts). */
export type TutorialsFilter = TutorialsPageFilter;

export interface TutorialsPage {
  items: Tutorial[];
  total: number;
  page: number;
  pageCount: number;
  /** Found offline among the saved tutorials, not answered by the server. */
  savedOnly?: true;
  /** `total` is a lower bound: a search counts at most MAX_SEARCH_RESULTS matches. */
  capped?: true;
}

export { tutorialKeys };

const tutorialListSchema = z.array(tutorialSchema);

/**
 * GET /tutorials: one page, filtered on the server; the total comes from X-Total-Count. The first
 * list a page opens on may already be in its HTML (src/lib/first-data.ts).
 */
export async function fetchTutorials(filter: TutorialsFilter, signal?: AbortSignal): Promise<TutorialsPage> {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const path = tutorialsPagePath(filter);
  let body: unknown;
  let counted = Number.NaN;
  let capped = false;
  const first = takeFirstAnswer(path);
  if (first) {
    body = first.body;
    counted = first.total ?? Number.NaN;
    // The page's HTML carries the total alone: a search's total at the cap is a lower bound.
    capped = Boolean(filter.q) && counted >= MAX_SEARCH_RESULTS;
  } else {
    const response = await api.get(path.slice("/api/".length), { signal });
    body = await response.json();
    const header = response.headers.get(TOTAL_COUNT_HEADER);
    if (header !== null) counted = Number(header);
    capped = response.headers.get(TOTAL_COUNT_CAPPED_HEADER) === "true";
  }
  const items = tutorialListSchema.parse(body);
  const total = Number.isInteger(counted) && counted >= 0 ? counted : (page - 1) * PAGE_SIZE + items.length;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return { items, total, page, pageCount, ...(capped ? { capped: true as const } : {}) };
}

/**
 * GET /tutorials/{id} with its ETag; the first visit's answer may be in the page's HTML
 * (src/lib/first-data.ts).
 */
export async function fetchTutorial(id: string, signal?: AbortSignal): Promise<Tagged<Tutorial>> {
  const path = tutorialPath(id);
  const first = takeFirstAnswer(path);
  if (first) return tagged(tutorialSchema.parse(first.body), first.etag);
  const response = await api.get(path.slice("/api/".length), { signal });
  return tagged(tutorialSchema.parse(await response.json()), response.headers.get("etag"));
}

export const tutorialsQueryOptions = (filter: TutorialsFilter) =>
  queryOptions({
    queryKey: tutorialKeys.list(filter),
    queryFn: async ({ signal, client, queryKey }): Promise<TutorialsPage> => {
      try {
        return await fetchTutorials(filter, signal);
      } catch (err) {
        // No network and nothing saved under this very key: search the tutorials seen before.
        // A page saved for this key is kept as it is (the query keeps its data on failure).
        if (!isNetworkError(err) || client.getQueryData(queryKey)) throw err;
        // 'When' asks the tutors' calendars: the saved tutorials cannot answer it.
        if (filter.filters?.days || filter.filters?.time) throw err;
        const saved = savedTutorials(client);
        if (saved.length === 0) throw err;
        return { ...searchSaved(saved, filter), savedOnly: true };
      }
    },
    placeholderData: keepPreviousData,
    // A page found offline is asked of the server again as soon as the network is back.
    staleTime: (query) => (query.state.data?.savedOnly ? 0 : STALE_MS),
  });

/**
 * Every tutorial of one person (at most MAX_TUTORIALS_PER_USER), newest first, in pages of the
 * API's largest: a public profile's 'Show all' asks at most a few.
 */
export async function fetchAllTutorialsOf(uid: string, signal?: AbortSignal): Promise<Tutorial[]> {
  const all: Tutorial[] = [];
  for (let offset = 0; offset < MAX_TUTORIALS_PER_USER; offset += MAX_LIST_LIMIT) {
    const searchParams = { userId: uid, limit: MAX_LIST_LIMIT, offset };
    const page = tutorialListSchema.parse(await api.get("tutorials", { searchParams, signal }).json());
    all.push(...page);
    if (page.length < MAX_LIST_LIMIT) break;
  }
  return all;
}

export const allTutorialsOfQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: tutorialsOfKeys.person(uid),
    queryFn: ({ signal }) => fetchAllTutorialsOf(uid, signal),
    staleTime: STALE_MS,
  });

export const tutorialQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tutorialKeys.detail(id),
    queryFn: async ({ signal, client }): Promise<Tagged<Tutorial>> => {
      try {
        return await fetchTutorial(id, signal);
      } catch (err) {
        // Offline, a tutorial seen only in a list still opens from that saved copy.
        const saved = isNetworkError(err) ? savedTutorials(client).find((t) => t._id === id) : undefined;
        if (!saved) throw err;
        return saved;
      }
    },
  });
