import type { Selectable } from "kysely";
import type { Booking } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import { recoverable } from "../db/request-transaction.js";
import type { BookingsTable } from "../db/schema.js";
import { insertBookingOf } from "./booking-insert.js";

export type BookingOutcome =
  | { kind: "created"; booking: Booking }
  | { kind: "existing"; booking: Booking }
  | { kind: "not_found" }
  | { kind: "own" };

export function toBooking(row: Selectable<BookingsTable>): Booking {
  return {
    _id: row.id,
    tutorId: row.tutor_id,
    image: row.image,
    language: row.language,
    price: Number(row.price),
    tutorEmail: row.tutor_email,
    email: row.email,
  };
}

/** PostgreSQL's foreign_key_violation: the tutorial vanished between our read and our write. */
function isForeignKeyViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && err.code === "23503";
}

export function bookingsRepository(db: Db) {
  async function existing(userId: string, tutorId: string) {
    const row = await db
      .selectFrom("bookings")
      .selectAll()
      .where("user_id", "=", userId)
      .where("tutor_id", "=", tutorId)
      .where("start_at", "is", null)
      .executeTakeFirst();
    return row && toBooking(row);
  }

  return {
    /**
     * Books a tutorial for the booker. image, language, price and tutorEmail are copied from
     * the tutorial row in the same statement, never taken from the client. One untimed booking
     * per (user, tutorial): the unique index decides, and a repeat gets the existing booking.
     */
    async create(booker: { userId: string; email: string }, tutorId: string): Promise<BookingOutcome> {
      const tutorial = await db
        .selectFrom("tutorials")
        .select("user_id")
        .where("id", "=", tutorId)
        .executeTakeFirst();
      if (!tutorial) return { kind: "not_found" };
      if (tutorial.user_id === booker.userId) return { kind: "own" };
      let row: Selectable<BookingsTable> | undefined;
      try {
        // A foreign-key failure must leave a keyed request's transaction usable.
        row = await recoverable(db, (trx) =>
          insertBookingOf(trx, tutorId, { uid: booker.userId, email: booker.email })
            // The unique index covers untimed bookings only (each lesson is a booking of its own).
            .onConflict((oc) => oc.columns(["user_id", "tutor_id"]).where("start_at", "is", null).doNothing())
            .returningAll()
            .executeTakeFirst(),
        );
      } catch (err) {
        if (isForeignKeyViolation(err)) return { kind: "not_found" };
        throw err;
      }
      if (row) return { kind: "created", booking: toBooking(row) };
      const before = await existing(booker.userId, tutorId);
      return before ? { kind: "existing", booking: before } : { kind: "not_found" };
    },

    /**
     * The bookings made by this uid (whatever e-mail they were made under), newest first, each
     * with its tutor's name as the tutorial has it now.
     */
    async listByUser(userId: string): Promise<Booking[]> {
      const rows = await db
        .selectFrom("bookings")
        .innerJoin("tutorials as t", "t.id", "bookings.tutor_id")
        .selectAll("bookings")
        .select("t.user_name as tutor_name")
        .where("bookings.user_id", "=", userId)
        .orderBy("bookings.created_at", "desc")
        .orderBy("bookings.id", "desc")
        .execute();
      return rows.map((row) => ({ ...toBooking(row), tutorName: row.tutor_name }));
    },
  };
}
export type BookingsRepository = ReturnType<typeof bookingsRepository>;
