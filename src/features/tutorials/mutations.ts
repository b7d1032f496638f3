import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CreateTutorialBody,
  deleteResponseSchema,
  insertedSchema,
  type Tutorial,
  type UpdateTutorialBody,
} from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { tagged } from "../../lib/etag.js";
import { idempotencyHeaders } from "../../lib/idempotency.js";
import { bookingKeys, reviewKeys, statsKeys, tutorialKeys } from "../../lib/query-keys.js";
import type { ReviewInput } from "../../offline/index.js";
import { showPending } from "../offline/pending-view.js";
import { sendEdit, sendWrite } from "../offline/send-write.js";

/*
 * Writes to tutorials. Apart from the reads (./api.ts) because they bring the outbox and the
 * schemas of every write it can replay: a screen that only lists tutorials starts without them.
 */

/** After any change to a tutorial, the lists and the home statistics are stale. */
function useInvalidateTutorials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tutorialKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: statsKeys.all }),
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

/** PUT /tutorials/update/{id} (owner only) through the outbox; while queued, the cached copies show the edit. */
export function useUpdateTutorial() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTutorials();
  return useMutation({
    /** `etag`: the version the form was filled from (a stale form then meets the conflict dialog). */
    mutationFn: (input: { id: string; body: UpdateTutorialBody; etag?: string }) =>
      sendEdit("tutorial-update", input),
    onSuccess: (result) => {
      if (result.status === "queued") return showPending(queryClient, result.item);
      // In conflict: the conflict dialog shows both versions; the cache keeps the server's.
      if (result.status === "conflict") return;
      queryClient.setQueryData(tutorialKeys.detail(result.data._id), tagged(result.data, result.etag));
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
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
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      return invalidate();
    },
  });
}

export type ReviewVariables = ReviewInput;

/** One review per user per tutorial, through the outbox. */
export function useReviewTutorial() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTutorials();
  return useMutation({
    mutationFn: (input: ReviewVariables) => sendWrite("review", input),
    onSuccess: (result, { id }) => {
      if (result.status === "queued") return;
      const { review } = result.data;
      queryClient.setQueryData<Tutorial>(tutorialKeys.detail(id), (old) => (old ? { ...old, review } : old));
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: tutorialKeys.detail(id) });
      return invalidate();
    },
  });
}
