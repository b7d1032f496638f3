import { sql } from "kysely";
import type { Db } from "../db/connect.js";

/** A lesson's own columns, beside the booking's. */
export interface LessonValues {
  learnerName: string;
  start: Date;
  end: Date;
  now: Date;
}

/**
 * INSERT … SELECT of one booking (with `lesson`, a lesson in state requested): the tutorial's
 * image, language, price, e-mail and owner are copied from its row in the same statement, never
 * taken from the client (docs/product.md, Bookings). No row is inserted for an unknown tutorial.
 */
export function insertBookingOf(
  db: Db,
  tutorialId: string,
  who: { uid: string; email: string },
  lesson?: LessonValues,
) {
  const base = [
    "tutor_id",
    "user_id",
    "image",
    "language",
    "price",
    "tutor_email",
    "email",
    "tutor_uid",
  ] as const;
  const timed = ["learner_name", "start_at", "end_at", "status", "updated_at"] as const;
  return db
    .insertInto("bookings")
    .columns(lesson ? [...base, ...timed] : [...base])
    .expression((eb) =>
      eb
        .selectFrom("tutorials")
        .select([
          "id",
          sql<string>`${who.uid}::text`.as("booker_uid"),
          "image",
          "language",
          "price",
          "email",
          sql<string>`${who.email}::text`.as("booker_email"),
          "user_id as tutor_uid",
          ...(lesson
            ? [
                sql<string>`${lesson.learnerName}::text`.as("learner_name"),
                sql<Date>`${lesson.start}::timestamptz`.as("start_at"),
                sql<Date>`${lesson.end}::timestamptz`.as("end_at"),
                sql<string>`'requested'`.as("status"),
                sql<Date>`${lesson.now}::timestamptz`.as("updated_at"),
              ]
            : []),
        ])
        .where("id", "=", tutorialId),
    );
}
