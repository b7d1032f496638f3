import { z } from "zod";
import { bookingSchema, createBookingBodySchema, createBookingResponseSchema } from "./booking.js";
import { safeText } from "./text.js";
import { answeredTimeZoneSchema, minutesOf, timeZoneSchema } from "./time-zone.js";
import { idSchema } from "./tutorial.js";

/**
 * Lessons: a tutor's weekly availability in their own time zone, the free slots it gives, and
 * lessons (bookings with a time) through their life. What each rule means for people is in
 * docs/product.md (Lessons); why it is built this way, in docs/decisions.md (Lessons).
 */

/** Lessons last 30 or 60 minutes. */
export const LESSON_DURATIONS = [30, 60] as const;
export type LessonDuration = (typeof LESSON_DURATIONS)[number];
export function isLessonDuration(minutes: number): minutes is LessonDuration {
  return (LESSON_DURATIONS as readonly number[]).includes(minutes);
}
/** Nothing can be booked less than this many hours ahead… */
export const BOOKING_MIN_NOTICE_HOURS = 2;
/** …nor more than this many days ahead. */
export const BOOKING_MAX_AHEAD_DAYS = 60;
/** A learner may cancel up to this many hours before the start (a tutor at any time). */
export const LEARNER_CANCEL_NOTICE_HOURS = 12;
/** A request not answered this many hours before its start expires and frees its slot. */
export const REQUEST_EXPIRY_HOURS = 2;
/** GET /tutorials/{id}/slots answers for at most this many days at once. */
export const SLOTS_RANGE_MAX_DAYS = 31;
/** The slot picker shows this many days from now. */
export const PICKER_DAYS = 14;

export const CANCEL_RULE_MESSAGE = "Lessons can be cancelled up to 12 hours before they start.";
export const SLOT_TAKEN_MESSAGE = "This time is no longer free. Please choose another time.";
export const OUTSIDE_AVAILABILITY_MESSAGE = "This time is not in the tutor's availability.";
/** A wall-clock time on the hour or half hour; "24:00" only ends a window at midnight. */
export const wallTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):(?:00|30)$|^24:00$/, "Times must be HH:MM on the hour or half hour");

export const weeklyWindowSchema = z
  .object({
    /** 1 = Monday … 7 = Sunday (ISO 8601). */
    weekday: z.number().int().min(1).max(7),
    start: wallTimeSchema.refine((t) => t !== "24:00", "A window cannot start at 24:00"),
    end: wallTimeSchema,
  })
  .refine((w) => minutesOf(w.end) > minutesOf(w.start), {
    message: "A window must end after it starts",
    path: ["end"],
  });
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

export const dateSchema = z.iso.date();

export const availabilityExceptionSchema = z.object({ date: dateSchema, available: z.literal(false) });
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;

function overlapping(weekly: WeeklyWindow[]): boolean {
  const sorted = [...weekly].sort((a, b) => a.weekday - b.weekday || minutesOf(a.start) - minutesOf(b.start));
  return sorted.some(
    (w, i) =>
      i > 0 && sorted[i - 1].weekday === w.weekday && minutesOf(sorted[i - 1].end) > minutesOf(w.start),
  );
}

function availabilityWith(timeZone: z.ZodType<string, string>) {
  return z
    .object({
      timeZone,
      weekly: z.array(weeklyWindowSchema).max(70),
      exceptions: z.array(availabilityExceptionSchema).max(366),
    })
    .refine((a) => !overlapping(a.weekly), {
      message: "Windows of one weekday cannot overlap",
      path: ["weekly"],
    });
}
/** GET and PUT /tutors/{uid}/availability. */
export const availabilitySchema = availabilityWith(timeZoneSchema);
/** The same, as the app reads the server's answer (answeredTimeZoneSchema). */
export const availabilityAnswerSchema = availabilityWith(answeredTimeZoneSchema);
export type Availability = z.infer<typeof availabilitySchema>;

export const isoInstantSchema = z.iso.datetime({ offset: true });

export const slotsQuerySchema = z.object({
  from: isoInstantSchema,
  to: isoInstantSchema,
  duration: z.coerce
    .number()
    .int()
    .refine((d) => (LESSON_DURATIONS as readonly number[]).includes(d), "Lessons last 30 or 60 minutes")
    .default(60),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

/** A free time, as UTC instants. */
export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;
export const slotsSchema = z.array(slotSchema);

export const LESSON_STATUSES = [
  "requested",
  "confirmed",
  "declined",
  "cancelled",
  "expired",
  "completed",
] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** POST /bookings with a time: SPEC's fields plus `start` and `durationMinutes`. */
export const createLessonBodySchema = createBookingBodySchema.extend({
  start: isoInstantSchema,
  durationMinutes: z
    .number()
    .int()
    .refine((d) => (LESSON_DURATIONS as readonly number[]).includes(d), "Lessons last 30 or 60 minutes")
    .default(60),
});
export type CreateLessonBody = z.infer<typeof createLessonBodySchema>;

/** A booking with a time, as both sides read it. */
export const lessonSchema = bookingSchema.extend({
  start: z.string(),
  end: z.string(),
  status: z.enum(LESSON_STATUSES),
  learnerName: z.string(),
  tutorName: z.string(),
  /** The tutor's reason when they cancelled; null otherwise. */
  reason: z.string().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;
export const lessonsSchema = z.array(lessonSchema);

export const lessonsQuerySchema = z.object({
  role: z.enum(["learner", "tutor"]),
  status: z.enum(LESSON_STATUSES).optional(),
  from: isoInstantSchema.optional(),
});
export type LessonsQuery = z.infer<typeof lessonsQuerySchema>;

/** PATCH /lessons/{id}. */
export const lessonPatchSchema = z.object({
  status: z.enum(["confirmed", "declined", "cancelled"]),
  reason: safeText(500).optional(),
});
export type LessonPatch = z.infer<typeof lessonPatchSchema>;

export const lessonIdParamsSchema = z.object({ id: idSchema });

export const LESSON_NOTIFICATION_TYPES = [
  "lesson-requested",
  "lesson-confirmed",
  "lesson-declined",
  "lesson-cancelled",
] as const;
/** `review-posted` tells the tutor; `review-replied` tells the reviewer (docs/product.md, Reviews). */
export const REVIEW_NOTIFICATION_TYPES = ["review-posted", "review-replied"] as const;
export const NOTIFICATION_TYPES = [...LESSON_NOTIFICATION_TYPES, ...REVIEW_NOTIFICATION_TYPES] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * A notification of the bell: what happened (`type`), to what (a lesson's `lessonId`, or a review
 * notification's `tutorialId` and `reviewId`), and who and when: `actorName` is the other person
 * (the learner or the tutor of the lesson, the reviewer or the tutor who replied; null when not
 * known), `start` a lesson's start, `language` the tutorial's or lesson's subject. The who-and-when
 * fields may be missing from notifications saved by an older version of the app.
 */
export const notificationSchema = z.object({
  _id: idSchema,
  type: z.enum(NOTIFICATION_TYPES),
  /** Null on a review notification. */
  lessonId: idSchema.nullable(),
  tutorialId: idSchema.nullable().optional(),
  reviewId: idSchema.nullable().optional(),
  actorName: z.string().nullable().optional(),
  start: z.string().nullable().optional(),
  language: z.string().nullable().optional(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsSchema = z.array(notificationSchema);

export const markReadBodySchema = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkReadBody = z.infer<typeof markReadBodySchema>;
export const markReadResponseSchema = z.object({ unread: z.number().int().min(0) });

/**
 * POST /bookings as the server reads it: the untimed booking, or a lesson when `start` is
 * given (then createLessonBodySchema's rules apply; durationMinutes defaults to 60).
 */
export const bookingOrLessonBodySchema = createBookingBodySchema.extend({
  start: isoInstantSchema.optional(),
  durationMinutes: createLessonBodySchema.shape.durationMinutes.optional(),
});
export type BookingOrLessonBody = z.infer<typeof bookingOrLessonBodySchema>;

/** POST /bookings with `start`: the booking's envelope, its booking being the lesson. */
export const createLessonResponseSchema = createBookingResponseSchema.extend({ booking: lessonSchema });
export type CreateLessonResponse = z.infer<typeof createLessonResponseSchema>;
