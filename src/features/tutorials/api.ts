import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
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
  tutorialSchema,
  type UpdateTutorialBody,
} from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { idempotencyHeaders } from "../../lib/idempotency.js";

export interface TutorialsFilter {
  /** Exact language, case-insensitive (the category pages). */
  language?: string;
  /** Free search over language, tutor name and description (Find Tutors' search box). */
  q?: string;
  /** One owner's tutorials (My Tutorials). */
  userId?: string;
  /** 1-based page of PAGE_SIZE tutorials. */
  page?: number;
}

export interface TutorialsPage {
  items: Tutorial[];
  total: number;
  page: number;
  pageCount: number;
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

/** GET /tutorials: one page, filtered on the server; the total comes from X-Total-Count. */
export async function fetchTutorials(filter: TutorialsFilter, signal?: AbortSignal): Promise<TutorialsPage> {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const searchParams = new URLSearchParams({
    limit: String(PAGE_SIZE),
    offset: String((page - 1) * PAGE_SIZE),
  });
  if (filter.language?.trim()) searchParams.set("language", filter.language.trim());
  if (filter.q?.trim()) searchParams.set("q", filter.q.trim());
  if (filter.userId) searchParams.set("userId", filter.userId);
  const response = await api.get("tutorials", { searchParams, signal });
  const items = tutorialListSchema.parse(await response.json());
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const counted = header === null ? Number.NaN : Number(header);
  const total = Number.isInteger(counted) && counted >= 0 ? counted : (page - 1) * PAGE_SIZE + items.length;
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function fetchTutorial(id: string, signal?: AbortSignal): Promise<Tutorial> {
  return tutorialSchema.parse(await api.get(`tutorials/${encodeURIComponent(id)}`, { signal }).json());
}

export const tutorialsQueryOptions = (filter: TutorialsFilter) =>
  queryOptions({
    queryKey: tutorialKeys.list(filter),
    queryFn: ({ signal }) => fetchTutorials(filter, signal),
    placeholderData: keepPreviousData,
  });

export const tutorialQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tutorialKeys.detail(id),
    queryFn: ({ signal }) => fetchTutorial(id, signal),
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

/** PUT /tutorials/update/{id} (owner only) → the updated tutorial. */
export function useUpdateTutorial() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTutorials();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateTutorialBody }) => {
      const answer = await api
        .put(`tutorials/update/${encodeURIComponent(id)}`, { json: body, headers: idempotencyHeaders() })
        .json();
      return tutorialSchema.parse(answer);
    },
    onSuccess: (tutorial) => {
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
}

/** One review per user per tutorial; the owner gets 403, a repeat 409 (server texts). */
export function useReviewTutorial() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTutorials();
  return useMutation({
    mutationFn: async ({ id, via = "review", current = 0 }: ReviewVariables): Promise<ReviewResponse> => {
      const path = `tutorials/${encodeURIComponent(id)}`;
      const headers = idempotencyHeaders();
      const answer =
        via === "count"
          ? await api.put(path, { json: { ReviewCount: current + 1 }, headers }).json()
          : await api.put(`${path}/review`, { headers }).json();
      return reviewResponseSchema.parse(answer);
    },
    onSuccess: ({ review }, { id }) => {
      queryClient.setQueryData<Tutorial>(tutorialKeys.detail(id), (old) => (old ? { ...old, review } : old));
      return invalidate();
    },
  });
}
