import { sql } from "kysely";
import {
  type Availability,
  type AvailabilityException,
  availabilitySchema,
  type WeeklyWindow,
} from "../../contract/index.js";
import type { Db } from "../db/connect.js";

/** What a tutor who set no availability answers: no hours, so no slots. */
export const NO_AVAILABILITY: Availability = { timeZone: "UTC", weekly: [], exceptions: [] };

/** Windows in weekday and time order, so that the stored copy reads the same however it was sent. */
function sortedWeekly(weekly: WeeklyWindow[]): WeeklyWindow[] {
  return [...weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
}
function sortedExceptions(exceptions: AvailabilityException[]): AvailabilityException[] {
  const byDate = new Map(exceptions.map((e) => [e.date, e]));
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** jsonb as text: both drivers pass a string parameter through unchanged. */
const json = (value: unknown) => sql<string>`cast(${JSON.stringify(value)} as text)::jsonb`;

/** A stored availability row (or none) as the contract's shape. */
export function availabilityOf(
  row: { time_zone: string | null; weekly: unknown; exceptions: unknown } | undefined,
): Availability {
  if (!row?.time_zone) return NO_AVAILABILITY;
  // Stored only after this schema accepted it; parsed again so the type is earned, not cast.
  const parsed = availabilitySchema.safeParse({
    timeZone: row.time_zone,
    weekly: row.weekly,
    exceptions: row.exceptions,
  });
  return parsed.success ? parsed.data : NO_AVAILABILITY;
}

export function availabilityRepository(db: Db) {
  return {
    /** The tutor's availability, or NO_AVAILABILITY when they set none. */
    async get(uid: string): Promise<Availability> {
      const row = await db
        .selectFrom("availability")
        .select(["time_zone", "weekly", "exceptions"])
        .where("uid", "=", uid)
        .executeTakeFirst();
      return availabilityOf(row);
    },

    /** Replaces the tutor's availability and answers it as stored. */
    async put(uid: string, a: Availability, now: Date): Promise<Availability> {
      const weekly = sortedWeekly(a.weekly);
      const exceptions = sortedExceptions(a.exceptions);
      await db
        .insertInto("availability")
        .values({
          uid,
          time_zone: a.timeZone,
          weekly: json(weekly),
          exceptions: json(exceptions),
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column("uid").doUpdateSet({
            time_zone: a.timeZone,
            weekly: json(weekly),
            exceptions: json(exceptions),
            updated_at: now,
          }),
        )
        .execute();
      return { timeZone: a.timeZone, weekly, exceptions };
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof availabilityRepository>;
