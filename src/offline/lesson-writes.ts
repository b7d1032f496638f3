import { z } from "zod";
import {
  bookingSchema,
  type CreateLessonBody,
  createBookingResponseSchema,
  createLessonBodySchema,
  LESSON_STATUSES,
  type LessonPatch,
  lessonPatchSchema,
  lessonSchema,
  SLOT_TAKEN_MESSAGE,
} from "../../contract/index.js";
import { apiPath } from "./api-path.js";
import { defineWrite } from "./write-kind.js";

/**
 * Lessons (docs/product.md, Lessons (learner)): booking a time and answering or cancelling a
 * lesson go through the outbox like every other write (docs/product.md, Offline).
 */

/** POST /bookings with a time; `tutorName` only names the write in Pending changes. */
export type LessonBookInput = z.input<typeof createLessonBodySchema> & { tutorName?: string };

/**
 * PATCH /lessons/{id}. The lesson's language, the other side's name and its start only name the
 * write (in Pending changes, in the screen's language: src/features/offline/item-summary.ts).
 */
export interface LessonUpdateInput extends LessonPatch {
  id: string;
  language?: string;
  withName?: string;
  start?: string;
}

/** The booking POST /bookings answers for a lesson: SPEC's fields plus its time and state. */
export const bookedLessonSchema = bookingSchema.extend({
  start: z.string(),
  end: z.string(),
  status: z.enum(LESSON_STATUSES),
  learnerName: z.string().optional(),
});
export type BookedLesson = z.infer<typeof bookedLessonSchema>;
export const bookLessonResponseSchema = createBookingResponseSchema.extend({ booking: bookedLessonSchema });
export type BookLessonResponse = z.infer<typeof bookLessonResponseSchema>;

/**
 * A lesson booking refused with 409 asked for a time that is not free (SLOT_TAKEN) or no longer in
 * the availability: either way the person chooses another time.
 */
export const isTimeRefused = (status: number | undefined): boolean => status === 409;

const VERB: Record<LessonPatch["status"], string> = {
  confirmed: "Confirm",
  declined: "Decline",
  cancelled: "Cancel",
};

export const lessonWrites = {
  /**
   * POST /bookings with `start` and `durationMinutes`: each lesson is its own booking. While it
   * waits, screens read it from the outbox (a pending lesson on My booked tutors and Tutor Details).
   * A 409 means the time was taken meanwhile: the screens offer the next free times.
   */
  "lesson-book": defineWrite({
    method: "POST",
    path: () => "/api/bookings",
    body: ({ tutorName: _tutorName, ...body }: LessonBookInput): CreateLessonBody => ({
      ...body,
      durationMinutes: body.durationMinutes ?? 60,
    }),
    bodySchema: createLessonBodySchema,
    answer: bookLessonResponseSchema,
    summary: ({ language, tutorName }) =>
      `Book ${language || "a"} lesson${tutorName ? ` with ${tutorName}` : ""}`,
    meta: (b) => ({
      tutorId: b.tutorId,
      start: b.start,
      durationMinutes: b.durationMinutes ?? 60,
      image: b.image ?? null,
      language: b.language ?? null,
      price: b.price ?? null,
      tutorEmail: b.tutorEmail ?? null,
      tutorName: b.tutorName ?? null,
    }),
    pending: { on: "outbox" },
    touches: ["bookings", "lessons", "stats"],
    refusal: (status, error) => (isTimeRefused(status) ? SLOT_TAKEN_MESSAGE : error),
  }),
  /**
   * PATCH /lessons/{id}: the tutor confirms or declines, either side cancels. While it waits,
   * screens read it from the outbox (the lesson shows its coming state as pending). A learner's
   * cancellation under 12 hours before the start is refused (409) with the 12-hour rule.
   */
  "lesson-update": defineWrite({
    method: "PATCH",
    path: ({ id }: LessonUpdateInput) => apiPath("lessons", id),
    body: ({ status, reason }) => (reason === undefined ? { status } : { status, reason }),
    bodySchema: lessonPatchSchema,
    answer: lessonSchema,
    summary: ({ status, language, withName }) =>
      `${VERB[status]} ${language ? `lesson: ${language}${withName ? ` with ${withName}` : ""}` : "a lesson"}`,
    meta: ({ id, status, language, withName, start }) => ({
      lessonId: id,
      status,
      language: language ?? null,
      withName: withName ?? null,
      start: start ?? null,
    }),
    pending: { on: "outbox" },
    // Refusals carry the server's own words, which say what they mean: 409 with the 12-hour rule
    // (CANCEL_RULE_MESSAGE) or a state that no longer allows it, 403 for the wrong side. An
    // answered request's notification is read once it is sent: the bell is refreshed too.
    touches: ["bookings", "lessons", "notifications"],
  }),
};
