import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Availability,
  availabilityAnswerSchema,
  type Lesson,
  type LessonDuration,
  lessonsSchema,
  PICKER_DAYS,
  type Slot,
  slotsSchema,
} from "../../../contract/index.js";
import { api, errorCode, errorStatus } from "../../lib/api-client.js";
import { bookingKeys, lessonKeys, notificationKeys } from "../../lib/query-keys.js";
import {
  type BookLessonResponse,
  isTimeRefused,
  type LessonBookInput,
  type LessonUpdateInput,
} from "../../offline/index.js";
import { useAuth } from "../auth/auth-store.js";
import { addBookingToCache } from "../bookings/api.js";
import { sendWrite, type WriteResult } from "../offline/send-write.js";

/**
 * The client's data layer for lessons (docs/product.md, Lessons (learner)): reads with their
 * query options, and the two writes, which go through the outbox (src/offline/lesson-writes.ts)
 * and so answer `{ status: "sent" | "queued" }` like every other write. Every key lives under
 * lessonKeys (src/lib/query-keys.ts) and is saved for offline use.
 */
export { lessonKeys };
export type LessonRole = "learner" | "tutor";

/** GET /tutors/{uid}/availability; a tutor who set none answers `weekly: []`. */
export async function fetchAvailability(uid: string, signal?: AbortSignal): Promise<Availability> {
  const path = `tutors/${encodeURIComponent(uid)}/availability`;
  return availabilityAnswerSchema.parse(await api.get(path, { signal }).json());
}

export const availabilityQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: lessonKeys.availability(uid),
    queryFn: ({ signal }) => fetchAvailability(uid, signal),
  });

/** Whether a tutor books by time (the slot picker) rather than SPEC's untimed booking. */
export const hasAvailability = (a: Availability | undefined): boolean => (a?.weekly.length ?? 0) > 0;

export interface SlotsRange {
  from: string;
  to: string;
}

/**
 * The picker's range: from the start of the current hour for PICKER_DAYS days. Rounded so that
 * the query key (and its saved copy) stays the same for an hour.
 */
export function pickerRange(now: number = Date.now()): SlotsRange {
  const from = new Date(now);
  from.setUTCMinutes(0, 0, 0);
  const to = new Date(from.getTime() + PICKER_DAYS * 24 * 60 * 60 * 1000);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** GET /tutorials/{id}/slots: free starts, ascending, as UTC instants. */
export async function fetchSlots(
  tutorialId: string,
  duration: LessonDuration,
  { from, to }: SlotsRange,
  signal?: AbortSignal,
): Promise<Slot[]> {
  const path = `tutorials/${encodeURIComponent(tutorialId)}/slots`;
  const searchParams = { from, to, duration: String(duration) };
  return slotsSchema.parse(await api.get(path, { searchParams, signal }).json());
}

export const slotsQueryOptions = (tutorialId: string, duration: LessonDuration, range: SlotsRange) =>
  queryOptions({
    queryKey: lessonKeys.slots(tutorialId, duration, range.from, range.to),
    queryFn: ({ signal }) => fetchSlots(tutorialId, duration, range, signal),
  });

/**
 * The newest saved slots of this tutorial and length still ahead of `now`, from whichever range
 * was saved last (offline, the current range may never have been fetched); undefined when none.
 */
export function savedSlots(
  queryClient: QueryClient,
  tutorialId: string,
  duration: LessonDuration,
  now: number = Date.now(),
): Slot[] | undefined {
  const newest = queryClient
    .getQueryCache()
    .findAll({ queryKey: lessonKeys.slotsOf(tutorialId, duration) })
    .filter((q) => q.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
  const slots = newest?.state.data as Slot[] | undefined;
  return slots?.filter((s) => Date.parse(s.start) > now);
}

/** GET /lessons?role=: the signed-in person's lessons in that role, soonest first. */
export async function fetchLessons(role: LessonRole, signal?: AbortSignal): Promise<Lesson[]> {
  return lessonsSchema.parse(await api.get("lessons", { searchParams: { role }, signal }).json());
}

/** The lessons of the signed-in person `uid` in that role; nothing is asked without one. */
export const lessonsQueryOptions = (uid: string | undefined, role: LessonRole) =>
  queryOptions({
    queryKey: lessonKeys.list(uid ?? "", role),
    queryFn: ({ signal }) => fetchLessons(role, signal),
    enabled: Boolean(uid),
  });

/** The server refused a lesson's time (SLOT_TAKEN, or no longer in the availability): choose another. */
export const isSlotTaken = (err: unknown): boolean => isTimeRefused(errorStatus(err));

/** The learner's lesson requests waiting for answers are at a cap: the server's words say which. */
export const isRequestsWaiting = (err: unknown): boolean => errorCode(err) === "REQUESTS_WAITING";

/** POST /bookings with a time, through the outbox: offline, the lesson waits there (shown as pending). */
export function useBookLesson() {
  const queryClient = useQueryClient();
  const uid = useAuth().user?.uid;
  return useMutation({
    mutationFn: (input: LessonBookInput): Promise<WriteResult<BookLessonResponse>> =>
      sendWrite("lesson-book", input),
    onSuccess: (result) => {
      if (result.status === "queued") return;
      if (uid) addBookingToCache(queryClient, uid, result.data.booking);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: lessonKeys.all }),
      ]);
    },
    onError: (err) => {
      // The time went to someone else: the slots shown are out of date.
      if (isSlotTaken(err)) return queryClient.invalidateQueries({ queryKey: lessonKeys.all });
    },
  });
}

/** Replaces one lesson in every cached list of the person `uid`, as the server answered it. */
export function setLessonInCache(queryClient: QueryClient, uid: string, lesson: Lesson): void {
  queryClient.setQueriesData<Lesson[]>({ queryKey: lessonKeys.lists(uid) }, (old) =>
    old?.map((l) => (l._id === lesson._id ? lesson : l)),
  );
}

/**
 * PATCH /lessons/{id} through the outbox: the tutor confirms or declines, either side cancels
 * (`reason` is the tutor's, shown to the learner). Pending, the lesson reads its coming state from
 * the outbox (usePendingLessonStatus).
 */
export function useUpdateLesson() {
  const queryClient = useQueryClient();
  const uid = useAuth().user?.uid;
  return useMutation({
    mutationFn: (input: LessonUpdateInput): Promise<WriteResult<Lesson>> => sendWrite("lesson-update", input),
    onSuccess: (result) => {
      if (result.status === "queued") return;
      if (uid) setLessonInCache(queryClient, uid, result.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: lessonKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        // An answered request's notification is now read: the bell is asked again.
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]);
    },
  });
}
