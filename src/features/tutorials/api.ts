import {
  keepPreviousData,
  type Query,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import {
  type CreateTutorialBody,
  deleteResponseSchema,
  insertedSchema,
  PAGE_SIZE,
  type ReviewResponse,
  reviewResponseSchema,
  TOTAL_COUNT_HEADER,
  type Tutorial,
  type TutorialsPageFilter,
  tutorialSchema,
  tutorialsPagePath,
  type UpdateTutorialBody,
} from "../../../contract/index.js";
import { api, isNetworkError } from "../../lib/api-client.js";
import { takeFirstAnswer } from "../../lib/first-data.js";
import { idempotencyHeaders } from "../../lib/idempotency.js";
import { STALE_MS } from "../../lib/query-client.js";
import { QueuedWrite, sendWrite } from "../../offline/runtime.js";
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
}

/** Query keys: every list lives under ["tutorials", "list"], every detail under ["tutorials", "detail"]. */
export const tutorialKeys = {
  all: ["tutorials"] as const,
  lists: () => [...tutorialKeys.all, "list"] as const,
  list: (f: TutorialsFilter) =>
    [
      ...tutorialKeys.lists(),
      { language: f.language || "", q: f.q || "", userId: f.userId || "", page: f.page ?? 1 },
    ] as const,
  details: () => [...tutorialKeys.all, "detail"] as const,
  detail: (id: string) => [...tutorialKeys.details(), id] as const,
};

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
  const first = takeFirstAnswer(path);
  if (first) {
    body = first.body;
    counted = first.total ?? Number.NaN;
  } else {
    const response = await api.get(path.slice("/api/".length), { signal });
    body = await response.json();
    const header = response.headers.get(TOTAL_COUNT_HEADER);
    if (header !== null) counted = Number(header);
  }
  const items = tutorialListSchema.parse(body);
  const total = Number.isInteger(counted) && counted >= 0 ? counted : (page - 1) * PAGE_SIZE + items.length;
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function fetchTutorial(id: string, signal?: AbortSignal): Promise<Tutorial> {
  return tutorialSchema.parse(await api.get(`tutorials/${encodeURIComponent(id)}`, { signal }).json());
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
        const saved = savedTutorials(client);
        if (saved.length === 0) throw err;
        return { ...searchSaved(saved, filter), savedOnly: true };
      }
    },
    placeholderData: keepPreviousData,
    // A page found offline is asked of the server again as soon as the network is back.
    staleTime: (query) => (query.state.data?.savedOnly ? 0 : STALE_MS),
  });

export const tutorialQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tutorialKeys.detail(id),
    queryFn: async ({ signal, client }) => {
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

/** After any change to a tutorial, the lists and the home statistics are stale. */
function useInvalidateTutorials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tutorialKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ["stats"] }),
    ]);
}

/** POST /tutorials → the new id. A missing id in the answer means it was not saved. */
export function useCreateTutorial() {
  const invalidate = useInvalidateTutorials();
  return useMutation({
    mutationFn: async (body: CreateTutorialBody) => {
      const answer = await api.post("tutorials", { json: body, headers: idempotencyHeaders() }).json();
      return insertedSchema.parse(answer).insertedId;
    },
    onSuccess: () => invalidate(),
  });
}

/**
 * Optimistic: the saved copies of tutorial `id` — its details and every list holding it (My
 * Tutorials, where Edit Tutorial leads) — show a queued edit until the server confirms it.
 * `predicate` narrows the queries changed (see src/offline/pending-view.ts).
 */
export function showTutorialEdit(
  queryClient: QueryClient,
  id: string,
  body: UpdateTutorialBody,
  predicate: (query: Query) => boolean = () => true,
): void {
  queryClient.setQueriesData<Tutorial>({ queryKey: tutorialKeys.detail(id), predicate }, (old) =>
    old ? { ...old, ...body } : old,
  );
  const holdsIt = (query: Query) =>
    predicate(query) &&
    Boolean((query.state.data as TutorialsPage | undefined)?.items.some((t) => t._id === id));
  queryClient.setQueriesData<TutorialsPage>({ queryKey: tutorialKeys.lists(), predicate: holdsIt }, (old) =>
    old ? { ...old, items: old.items.map((t) => (t._id === id ? { ...t, ...body } : t)) } : old,
  );
}

/** PUT /tutorials/update/{id} (owner only) through the outbox → the updated tutorial, or queued. */
export function useUpdateTutorial() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTutorials();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: string;
      body: UpdateTutorialBody;
    }): Promise<Tutorial | QueuedWrite> => {
      const answer = await sendWrite({
        kind: "tutorial-update",
        method: "PUT",
        path: `/api/tutorials/update/${encodeURIComponent(id)}`,
        body,
        summary: `Edit your ${body.language} tutorial`,
        meta: { tutorialId: id, language: body.language, price: body.price, image: body.image },
      });
      return answer instanceof QueuedWrite ? answer : tutorialSchema.parse(answer);
    },
    onSuccess: (tutorial, { id, body }) => {
      if (tutorial instanceof QueuedWrite) {
        showTutorialEdit(queryClient, id, body);
        return;
      }
      queryClient.setQueryData(tutorialKeys.detail(tutorial._id), tutorial);
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      return invalidate();
    },
  });
}

/** DELETE /tutorials/{id} (owner only); its bookings go with it on the server. */
export function useDeleteTutorial() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTutorials();
  return useMutation({
    mutationFn: async ({ id, userId }: { id: string; userId: string }) => {
      const answer = await api
        .delete(`tutorials/${encodeURIComponent(id)}`, { json: { userId }, headers: idempotencyHeaders() })
        .json();
      return deleteResponseSchema.parse(answer);
    },
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: tutorialKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      return invalidate();
    },
  });
}

export interface ReviewVariables {
  id: string;
  /**
   * "review": PUT /tutorials/{id}/review (My Booked Tutors).
   * "count": PUT /tutorials/{id} with ReviewCount (the review-increase button); the server counts.
   */
  via?: "review" | "count";
  /** The count the person sees now; sent as ReviewCount + 1 on the "count" path, never trusted. */
  current?: number;
  /** For the pending-changes list. */
  language?: string;
}

/** One review per user per tutorial; the owner gets 403, a repeat 409 (server texts). */
export function useReviewTutorial() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTutorials();
  return useMutation({
    mutationFn: async ({
      id,
      via = "review",
      current = 0,
      language,
    }: ReviewVariables): Promise<ReviewResponse | QueuedWrite> => {
      const path = `/api/tutorials/${encodeURIComponent(id)}`;
      const answer = await sendWrite({
        kind: "review",
        method: "PUT",
        path: via === "count" ? path : `${path}/review`,
        body: via === "count" ? { ReviewCount: current + 1 } : undefined,
        summary: `Review ${language ?? "a"} tutorial`,
        meta: { tutorId: id },
      });
      return answer instanceof QueuedWrite ? answer : reviewResponseSchema.parse(answer);
    },
    onSuccess: (result, { id }) => {
      if (result instanceof QueuedWrite) return;
      const { review } = result;
      queryClient.setQueryData<Tutorial>(tutorialKeys.detail(id), (old) => (old ? { ...old, review } : old));
      return invalidate();
    },
  });
}
