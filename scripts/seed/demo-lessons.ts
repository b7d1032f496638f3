import type { Availability, LessonDuration } from "../../contract/index.js";
import type { Db } from "../../server/db/connect.js";
import type { StoredLessonStatus } from "../../server/db/schema.js";
import { notifyLessonChange } from "../../server/lessons/notify.js";
import { computeSlots } from "../../server/lessons/slot-times.js";

/**
 * Demo availability in four zones, and a few lessons in each state, so that the slot picker,
 * My booked tutors, My lessons, Availability and the bell all show something after `npm start`.
 * Times are computed from the availability at seeding time, so they are real slots.
 */
export const DEMO_AVAILABILITY: Record<string, Availability> = {
  "demo-tutor-amina": {
    timeZone: "Asia/Dhaka",
    weekly: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "16:00", end: "21:00" })),
    exceptions: [],
  },
  "demo-tutor-james": {
    timeZone: "Europe/London",
    weekly: [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, start: "09:00", end: "12:00" },
      { weekday, start: "14:00", end: "18:00" },
    ]),
    exceptions: [],
  },
  "demo-tutor-farhan": {
    timeZone: "America/New_York",
    weekly: [2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "08:00", end: "11:00" })),
    exceptions: [],
  },
  // Sunday to Thursday, the working week in Bangladesh and in Jordan; both in Dhaka's afternoon
  // and evening, when its school pupils are free.
  "demo-tutor-tasnim": {
    timeZone: "Asia/Dhaka",
    weekly: [7, 1, 2, 3, 4].map((weekday) => ({ weekday, start: "15:00", end: "20:00" })),
    exceptions: [],
  },
  "demo-tutor-yusuf": {
    timeZone: "Asia/Amman",
    weekly: [7, 1, 2, 3, 4].map((weekday) => ({ weekday, start: "14:00", end: "19:00" })),
    exceptions: [],
  },
};

interface DemoLesson {
  tutor: string;
  /** The lesson is the first free slot this many days from now (negative: in the past). */
  daysFromNow: number;
  status: StoredLessonStatus;
  durationMinutes: LessonDuration;
}

const LEARNER = { uid: "demo-learner-nadia", name: "Nadia Karim", email: "nadia@tutornest.example" };

const DEMO_LESSONS: DemoLesson[] = [
  { tutor: "demo-tutor-amina", daysFromNow: 3, status: "requested", durationMinutes: 60 },
  { tutor: "demo-tutor-james", daysFromNow: 5, status: "confirmed", durationMinutes: 60 },
  { tutor: "demo-tutor-farhan", daysFromNow: 2, status: "requested", durationMinutes: 30 },
  { tutor: "demo-tutor-james", daysFromNow: -6, status: "confirmed", durationMinutes: 60 },
  { tutor: "demo-tutor-amina", daysFromNow: -10, status: "confirmed", durationMinutes: 30 },
];

const DAY = 86_400_000;

/** The first slot of `tutor` on or after `daysFromNow` days from now (past days as if booked then). */
function slotFor(l: DemoLesson, now: number): { start: Date; end: Date } {
  const from = new Date(now + l.daysFromNow * DAY);
  const bookedAt = new Date(Math.min(now, from.getTime()) - 7 * DAY);
  const [slot] = computeSlots({
    availability: DEMO_AVAILABILITY[l.tutor],
    busy: [],
    from,
    to: new Date(from.getTime() + 7 * DAY),
    durationMinutes: l.durationMinutes,
    now: bookedAt,
  });
  return slot;
}

/**
 * Seeds the demo availability and lessons once: when no tutor has set any availability yet and the
 * demo accounts and tutorials exist (a data folder from before lessons gets them too).
 */
export async function seedDemoLessons(db: Db, now = Date.now()): Promise<{ seeded: boolean }> {
  const any = await db.selectFrom("availability").select("uid").limit(1).executeTakeFirst();
  if (any) return { seeded: false };
  const tutorials = await db
    .selectFrom("tutorials")
    .select(["id", "user_id", "user_name", "email", "image", "language", "price"])
    .where("user_id", "in", Object.keys(DEMO_AVAILABILITY))
    .orderBy("created_at", "asc")
    .execute();
  const learner = await db
    .selectFrom("users")
    .select("uid")
    .where("uid", "=", LEARNER.uid)
    .executeTakeFirst();
  if (tutorials.length === 0 || !learner) return { seeded: false };
  await db.transaction().execute(async (trx) => {
    for (const [uid, a] of Object.entries(DEMO_AVAILABILITY)) {
      await trx
        .insertInto("availability")
        .values({
          uid,
          time_zone: a.timeZone,
          weekly: JSON.stringify(a.weekly),
          exceptions: JSON.stringify(a.exceptions),
        })
        .execute();
    }
    for (const l of DEMO_LESSONS) {
      const tutorial = tutorials.find((t) => t.user_id === l.tutor);
      if (!tutorial) continue;
      const { start, end } = slotFor(l, now);
      const row = await trx
        .insertInto("bookings")
        .values({
          tutor_id: tutorial.id,
          user_id: LEARNER.uid,
          image: tutorial.image,
          language: tutorial.language,
          price: tutorial.price,
          tutor_email: tutorial.email,
          email: LEARNER.email,
          start_at: start,
          end_at: end,
          status: l.status,
          tutor_uid: l.tutor,
          learner_name: LEARNER.name,
          created_at: new Date(Math.min(now, start.getTime()) - 7 * DAY),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // The bell has something to show on both sides: the tutor's request, the learner's confirmation.
      if (start.getTime() > now) {
        const notice =
          l.status === "requested"
            ? ({ uid: l.tutor, type: "lesson-requested" } as const)
            : ({ uid: LEARNER.uid, type: "lesson-confirmed" } as const);
        await notifyLessonChange(trx, { ...notice, lessonId: row.id });
      }
    }
  });
  return { seeded: true };
}
