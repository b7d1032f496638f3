import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useMemo } from "react";
import {
  REVIEWS_PAGE,
  type ReplyBody,
  type Review,
  type ReviewEdit,
  type ReviewSort,
  type ReviewsPage,
  reviewsPageSchema,
  reviewsSchema,
  type TutorReviews,
  tutorReviewsSchema,
} from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { reviewKeys, statsKeys, tutorialKeys } from "../../lib/query-keys.js";
import type { OutboxItem, ReviewAbout } from "../../offline/index.js";
import { useAuth } from "../auth/auth-store.js";
import { sendWrite } from "../offline/send-write.js";
import { useOutbox } from "../offline/use-outbox.js";

/** GET /tutorials/{id}/reviews: one page in `sort` order, with the rating summary. */
export async function fetchReviewsPage(
  tutorialId: string,
  sort: ReviewSort,
  offset: number,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  const searchParams = { sort, limit: REVIEWS_PAGE, offset };
  const answer = await api.get(`tutorials/${encodeURIComponent(tutorialId)}/reviews`, {
    searchParams,
    signal,
  });
  return reviewsPageSchema.parse(await answer.json());
}

/** A tutorial's reviews, REVIEWS_PAGE at a time ('Show more' asks for the next page). */
export const reviewsQueryOptions = (tutorialId: string, sort: ReviewSort) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.page(tutorialId, sort),
    queryFn: ({ pageParam, signal }) => fetchReviewsPage(tutorialId, sort, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((n, p) => n + p.items.length, 0);
      return seen < last.total && last.items.length > 0 ? seen : undefined;
    },
  });

/** GET /tutors/{uid}/reviews: a tutor's rating over all their tutorials and latest reviews. */
export const tutorReviewsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: reviewKeys.tutor(uid),
    queryFn: async ({ signal }): Promise<TutorReviews> =>
      tutorReviewsSchema.parse(await api.get(`tutors/${encodeURIComponent(uid)}/reviews`, { signal }).json()),
  });

/** GET /reviews/mine: the signed-in person's reviews, newest first. */
export async function fetchMyReviews(signal?: AbortSignal): Promise<Review[]> {
  return reviewsSchema.parse(await api.get("reviews/mine", { signal }).json());
}

export const myReviewsQueryOptions = (uid: string | undefined) =>
  queryOptions({
    queryKey: reviewKeys.mine(uid ?? ""),
    queryFn: ({ signal }) => fetchMyReviews(signal),
    enabled: Boolean(uid),
  });

/** The person's review of each tutorial they reviewed, by tutorial id (none signed out). */
export function useMyReviews(): { byTutorial: ReadonlyMap<string, Review>; isPending: boolean } {
  const uid = useAuth().user?.uid;
  const query = useQuery(myReviewsQueryOptions(uid));
  const byTutorial = useMemo(() => new Map(query.data?.map((r) => [r.tutorialId, r])), [query.data]);
  return { byTutorial, isPending: Boolean(uid) && query.isPending };
}

/** The review changes of `tutorialId` still waiting in the outbox, for its card to say so. */
export function useReviewChangesWaiting(tutorialId: string): readonly OutboxItem[] {
  const uid = useAuth().user?.uid;
  const items = useOutbox();
  return useMemo(
    () =>
      items.filter(
        (i) =>
          i.uid === uid &&
          i.state === "pending" &&
          (i.kind === "review-edit" || i.kind === "review-delete") &&
          i.meta?.tutorialId === tutorialId,
      ),
    [items, uid, tutorialId],
  );
}

/** The tutor's reply to `reviewId` still waiting in the outbox (a new text or its removal), if any. */
export function useReplyWaiting(reviewId: string): OutboxItem | undefined {
  const uid = useAuth().user?.uid;
  const items = useOutbox();
  return useMemo(
    () =>
      items.findLast(
        (i) =>
          i.uid === uid &&
          i.state === "pending" &&
          (i.kind === "reply-set" || i.kind === "reply-delete") &&
          i.meta?.reviewId === reviewId,
      ),
    [items, uid, reviewId],
  );
}

/** After a review changes: its tutorial's reviews and rating, the lists' ratings, the person's own list. */
function useRefreshReviews() {
  const queryClient = useQueryClient();
  return (tutorialId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: tutorialKeys.detail(tutorialId) }),
      queryClient.invalidateQueries({ queryKey: tutorialKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: statsKeys.all }),
    ]);
}

/** PATCH /reviews/{id}: the author's new stars and words, through the outbox. */
export function useEditReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (input: ReviewAbout & { body: ReviewEdit }) => sendWrite("review-edit", input),
    onSuccess: (result, { tutorialId }) => (result.status === "sent" ? refresh(tutorialId) : undefined),
  });
}

/** DELETE /reviews/{id}: the author removes their review, through the outbox. */
export function useDeleteReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (input: ReviewAbout) => sendWrite("review-delete", input),
    onSuccess: (result, { tutorialId }) => (result.status === "sent" ? refresh(tutorialId) : undefined),
  });
}

/** PUT or DELETE /reviews/{id}/reply: the tutor's reply (`text`) or its removal (null). */
export function useSetReply() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ text, ...about }: ReviewAbout & { text: string | null }) =>
      text === null
        ? sendWrite("reply-delete", about)
        : sendWrite("reply-set", { ...about, body: { text } as ReplyBody }),
    onSuccess: (result, { tutorialId }) => (result.status === "sent" ? refresh(tutorialId) : undefined),
  });
}
