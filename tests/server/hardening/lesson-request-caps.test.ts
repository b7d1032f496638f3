import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_WAITING_REQUESTS,
  MAX_WAITING_REQUESTS_PER_TUTOR,
  MESSAGES,
  type Tutorial,
} from "../../../contract/index.js";
import {
  bookLesson,
  everyDay,
  HOUR,
  patchLesson,
  putAvailability,
  testClock,
} from "../../support/lessons.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

// Monday 7 January 2030, midnight UTC; every tutor offers 08:00–20:00 UTC every day.
const time = testClock("2030-01-07T00:00:00.000Z");
let t: TestApp;
const tutors: SignedIn[] = [];
const tutorials: Tutorial[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { clock: time.clock });
  for (let i = 0; i < 6; i++) {
    const tutor = await t.user(`Cap Tutor ${i}`);
    tutors.push(tutor);
    tutorials.push(await postTutorial(t, tutor, { language: "English", price: 10 }));
    expect((await putAvailability(t, tutor, everyDay())).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const PER_TUTOR = { error: MESSAGES.waitingRequestsForTutor, code: "REQUESTS_WAITING" };
const OVERALL = { error: MESSAGES.waitingRequests, code: "REQUESTS_WAITING" };

/** The `n`-th hour from 08:00 UTC on day `day` of January 2030 (each a distinct free time). */
const at = (day: number, n: number) =>
  new Date(Date.UTC(2030, 0, day + Math.floor(n / 12), 8 + (n % 12))).toISOString();

async function rowsOf(learner: SignedIn): Promise<number> {
  const row = await t.database.db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", learner.uid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function notificationsOf(who: SignedIn): Promise<number> {
  const row = await t.database.db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("uid", "=", who.uid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Books `count` lessons of `learner` with tutorial `i`, on `day` from hour `from`; all must be 201. */
async function fill(learner: SignedIn, i: number, day: number, count: number, from = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let n = from; n < from + count; n++) {
    const res = await bookLesson(t, learner, tutorials[i]!._id, at(day, n));
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().insertedId);
  }
  return ids;
}

describe("caps on a learner's waiting lesson requests (429 REQUESTS_WAITING)", () => {
  it("refuses the 6th request for one tutor with the per-tutor text; nothing stored, no notification", async () => {
    const learner = await t.user("Many Requests");
    await fill(learner, 0, 10, MAX_WAITING_REQUESTS_PER_TUTOR);
    const rows = await rowsOf(learner);
    const bell = await notificationsOf(tutors[0]!);
    const res = await bookLesson(t, learner, tutorials[0]!._id, at(10, 6), { key: "cap-refused-1" });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(PER_TUTOR);
    expect(PER_TUTOR.error).toBe(
      "You already have 5 lesson requests waiting for this tutor. Wait for an answer or cancel one first.",
    );
    expect(await rowsOf(learner)).toBe(rows);
    expect(await notificationsOf(tutors[0]!)).toBe(bell);
    // Another tutor's calendar is still open to the same learner.
    expect((await bookLesson(t, learner, tutorials[1]!._id, at(10, 6))).statusCode).toBe(201);
  });

  it("refuses the 21st request overall with the overall text, whichever tutor it is for", async () => {
    const learner = await t.user("Busy Learner");
    for (let i = 0; i < 5; i++) await fill(learner, i, 12, MAX_WAITING_REQUESTS / 5);
    const rows = await rowsOf(learner);
    const bell = await notificationsOf(tutors[5]!);
    const res = await bookLesson(t, learner, tutorials[5]!._id, at(12, 0));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(OVERALL);
    expect(await rowsOf(learner)).toBe(rows);
    expect(await notificationsOf(tutors[5]!)).toBe(bell);
    // Untimed bookings are not requests: SPEC's Book Now still works.
    const untimed = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: learner.headers,
      payload: { tutorId: tutorials[5]!._id },
    });
    expect(untimed.statusCode).toBe(201);
  });

  it("frees a place when the tutor confirms or declines, or the learner cancels", async () => {
    const learner = await t.user("Answered Learner");
    const tutor = tutors[1]!;
    const ids = await fill(learner, 1, 14, MAX_WAITING_REQUESTS_PER_TUTOR);
    const next = (n: number) => bookLesson(t, learner, tutorials[1]!._id, at(14, n));
    expect((await next(5)).json()).toEqual(PER_TUTOR);

    expect((await patchLesson(t, tutor, ids[0]!, { status: "confirmed" })).statusCode).toBe(200);
    expect((await next(5)).statusCode).toBe(201);
    expect((await next(6)).statusCode).toBe(429);

    expect((await patchLesson(t, tutor, ids[1]!, { status: "declined" })).statusCode).toBe(200);
    expect((await next(6)).statusCode).toBe(201);
    expect((await next(7)).statusCode).toBe(429);

    expect((await patchLesson(t, learner, ids[2]!, { status: "cancelled" })).statusCode).toBe(200);
    expect((await next(7)).statusCode).toBe(201);
    expect((await next(8)).statusCode).toBe(429);
  });

  it("answers a replayed Idempotency-Key with its first answer, cap reached or not", async () => {
    const learner = await t.user("Replaying Learner");
    const first = await bookLesson(t, learner, tutorials[2]!._id, at(16, 0), { key: "cap-replay-1" });
    expect(first.statusCode).toBe(201);
    await fill(learner, 2, 16, MAX_WAITING_REQUESTS_PER_TUTOR - 1, 1);
    const replay = await bookLesson(t, learner, tutorials[2]!._id, at(16, 0), { key: "cap-replay-1" });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotency-replayed"]).toBe("true");
    expect(replay.json()).toEqual(first.json());
    const refused = await bookLesson(t, learner, tutorials[2]!._id, at(16, 6), { key: "cap-replay-2" });
    expect(refused.statusCode).toBe(429);
    const again = await bookLesson(t, learner, tutorials[2]!._id, at(16, 6), { key: "cap-replay-2" });
    expect([again.statusCode, again.json()]).toEqual([429, PER_TUTOR]);
  });

  it("never passes a cap under concurrency: parallel requests of one learner count each other", async () => {
    const learner = await t.user("Racing Learner");
    const tries = 12;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, n) =>
        bookLesson(t, learner, tutorials[3]!._id, at(18, n), { key: `cap-race-${n}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_WAITING_REQUESTS_PER_TUTOR);
    expect(codes.filter((c) => c === 429)).toHaveLength(tries - MAX_WAITING_REQUESTS_PER_TUTOR);
    expect(await rowsOf(learner)).toBe(MAX_WAITING_REQUESTS_PER_TUTOR);

    const other = await t.user("Racing Everywhere");
    const overall = await Promise.all(
      tutorials.flatMap((tut, i) =>
        Array.from({ length: 4 }, (_, n) => bookLesson(t, other, tut._id, at(20 + i, n + 4))),
      ),
    );
    expect(overall.filter((a) => a.statusCode === 201)).toHaveLength(MAX_WAITING_REQUESTS);
    const refused = overall.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.json())).toEqual(refused.map(() => OVERALL));
    expect(await rowsOf(other)).toBe(MAX_WAITING_REQUESTS);
  });

  // Last: it moves the clock.
  it("frees a place when a request expires, swept or not", async () => {
    const learner = await t.user("Expiring Learner");
    // Today (7 January) at 10:00 and on later hours, then wait until 08:30: 10:00 is due to expire.
    await fill(learner, 4, 7, MAX_WAITING_REQUESTS_PER_TUTOR, 2);
    expect((await bookLesson(t, learner, tutorials[4]!._id, at(8, 0))).json()).toEqual(PER_TUTOR);
    time.set("2030-01-07T08:30:00.000Z");
    expect((await bookLesson(t, learner, tutorials[4]!._id, at(8, 0))).statusCode).toBe(201);
    expect((await bookLesson(t, learner, tutorials[4]!._id, at(8, 1))).statusCode).toBe(429);
    time.advance(HOUR);
    expect((await bookLesson(t, learner, tutorials[4]!._id, at(8, 1))).statusCode).toBe(201);
  });
});
