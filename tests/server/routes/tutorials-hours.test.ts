import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tutorial } from "../../../contract/index.js";
import { FREE_BITS, utcDayOf } from "../../../server/lessons/free-hours.js";
import { FREE_HOURS_MAX_AGE_MS } from "../../../server/repositories/free-hours-repository.js";
import { repositories } from "../../../server/repositories/index.js";
import { FEW_SUITING_TUTORS } from "../../../server/repositories/tutorials-repository.js";
import { bookLesson, HOUR, patchLesson, putAvailability, testClock } from "../../support/lessons.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

/**
 * The hours that suit (docs/product.md, Find Tutors; docs/decisions.md, "The hours that suit"):
 * GET /tutorials?days=&from=&to=&tz= keeps the tutorials whose tutor has a free 60-minute slot in
 * the next 14 days starting on one of the days at a wall-clock time in [from, to) in tz.
 */
// Monday 7 January 2030, midnight UTC.
const NOW = "2030-01-07T00:00:00.000Z";
const time = testClock(NOW);
let t: TestApp;
let dhaka: SignedIn;
let london: SignedIn;
let none: SignedIn;
let learner: SignedIn;
let tDhaka: Tutorial;
let tLondon: Tutorial;
let tNone: Tutorial;
beforeAll(async () => {
  t = await createTestApp({}, { clock: time.clock });
  [dhaka, london, none, learner] = await Promise.all([
    t.user("Hours Dhaka"),
    t.user("Hours London"),
    t.user("Hours None"),
    t.user("Hours Learner"),
  ]);
  // Mondays 09:00–12:00 in Dhaka (03:00–06:00 UTC); Saturdays 10:00–12:00 in London.
  const dhakaHours = {
    timeZone: "Asia/Dhaka",
    weekly: [{ weekday: 1, start: "09:00", end: "12:00" }],
    exceptions: [],
  };
  const londonHours = {
    timeZone: "Europe/London",
    weekly: [{ weekday: 6, start: "10:00", end: "12:00" }],
    exceptions: [],
  };
  expect((await putAvailability(t, dhaka, dhakaHours)).statusCode).toBe(200);
  expect((await putAvailability(t, london, londonHours)).statusCode).toBe(200);
  tDhaka = await postTutorial(t, dhaka, { language: "English", price: 10 });
  tLondon = await postTutorial(t, london, { language: "English", price: 30 });
  tNone = await postTutorial(t, none, { language: "English", price: 10 });
});
afterAll(() => {
  time.set(NOW);
  return t.close();
});

async function matching(query: string): Promise<{ ids: string[]; total: number }> {
  const res = await t.app.inject({ url: `/api/tutorials?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: (res.json() as Tutorial[]).map((x) => x._id).sort(),
    total: Number(res.headers["x-total-count"]),
  };
}
const ids = (...ts: Tutorial[]) => ts.map((x) => x._id).sort();

describe("GET /tutorials with the hours that suit", () => {
  it("keeps the tutors free then, in the learner's own zone", async () => {
    expect(await matching("days=1&from=09:00&to=12:00&tz=Asia/Dhaka")).toEqual({
      ids: ids(tDhaka),
      total: 1,
    });
    // The same hours seen from UTC, and from London on its Saturday.
    expect((await matching("days=1&from=03:00&to=04:00&tz=UTC")).ids).toEqual(ids(tDhaka));
    expect((await matching("days=6&from=10:00&to=11:00&tz=Europe/London")).ids).toEqual(ids(tLondon));
    // Every day from 00:00 to 24:00 in one zone: every tutor with hours, none without.
    expect((await matching("days=1,2,3,4,5,6,7&from=00:00&to=24:00&tz=UTC")).ids).toEqual(
      ids(tDhaka, tLondon),
    );
    expect((await matching("days=2,3&tz=Asia/Dhaka")).ids).toEqual([]);
    expect((await matching("days=1,2,3,4,5,6,7&tz=UTC")).ids).not.toContain(tNone._id);
  });

  it("asks for a start in [from, to): a 60-minute lesson starts no later than an hour before the window ends", async () => {
    expect((await matching("days=1&from=11:00&to=11:30&tz=Asia/Dhaka")).ids).toEqual(ids(tDhaka));
    expect((await matching("days=1&from=11:30&to=12:00&tz=Asia/Dhaka")).ids).toEqual([]);
    expect((await matching("days=1&from=08:00&to=09:00&tz=Asia/Dhaka")).ids).toEqual([]);
  });

  it("combines with the other filters and counts the matches", async () => {
    const both = "days=1,6&from=00:00&to=24:00&tz=UTC";
    expect(await matching(`${both}&maxPrice=20`)).toEqual({ ids: ids(tDhaka), total: 1 });
    expect(await matching(`${both}&language=English&sort=-price`)).toEqual({
      ids: ids(tDhaka, tLondon),
      total: 2,
    });
  });

  it("answers the same when more than FEW_SUITING_TUTORS tutors are free then (each tutor tested as the list is walked)", async () => {
    const asked = [
      "days=1&from=09:00&to=12:00&tz=Asia/Dhaka",
      "days=6&from=10:00&to=11:00&tz=Europe/London",
      "days=1,6&from=00:00&to=24:00&tz=UTC&maxPrice=20",
      "days=2,3&tz=Asia/Dhaka",
    ];
    const few = await Promise.all(asked.map(matching));
    // Tutors without tutorials, free at every quarter hour of their 16 days.
    const db = t.database.db;
    await sql`INSERT INTO tutor_free_hours (uid, first_day, free, computed_at)
      SELECT 'many-' || k, ${utcDayOf(Date.parse(NOW))}::int, ${"1".repeat(FREE_BITS)}::bit(${sql.lit(FREE_BITS)}), now()
      FROM generate_series(1, ${FEW_SUITING_TUTORS}::int) AS k`.execute(db);
    try {
      expect(await Promise.all(asked.map(matching))).toEqual(few);
    } finally {
      await db.deleteFrom("tutor_free_hours").where("uid", "like", "many-%").execute();
    }
  });

  it("follows lessons: a booked time is no longer free, a cancelled one is free again", async () => {
    const window = "days=1&from=09:00&to=09:30&tz=Asia/Dhaka";
    expect((await matching(window)).ids).toEqual(ids(tDhaka));
    // 09:00 Dhaka on the two Mondays of the next 14 days: 7 and 14 January.
    const first = await bookLesson(t, learner, tDhaka._id, "2030-01-07T03:00:00.000Z");
    const second = await bookLesson(t, learner, tDhaka._id, "2030-01-14T03:00:00.000Z");
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect((await matching(window)).ids).toEqual([]);
    const cancelled = await patchLesson(t, learner, second.json().insertedId, { status: "cancelled" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await matching(window)).ids).toEqual(ids(tDhaka));
  });

  it("follows the availability at once", async () => {
    const friday = "days=5&from=18:00&to=19:00&tz=Asia/Dhaka";
    expect((await matching(friday)).ids).toEqual([]);
    const hours = {
      timeZone: "Asia/Dhaka",
      weekly: [
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 5, start: "18:00", end: "20:00" },
      ],
      exceptions: [],
    };
    expect((await putAvailability(t, dhaka, hours)).statusCode).toBe(200);
    expect((await matching(friday)).ids).toEqual(ids(tDhaka));
  });

  it("honours daylight saving: London's 10:00 is 10:00 UTC in March and 09:00 UTC from 31 March", async () => {
    const tutor = await t.user("Hours DST");
    const hours = {
      timeZone: "Europe/London",
      weekly: [{ weekday: 1, start: "10:00", end: "11:00" }],
      exceptions: [],
    };
    time.set("2030-03-25T00:00:00.000Z");
    try {
      expect((await putAvailability(t, tutor, hours)).statusCode).toBe(200);
      const tut = await postTutorial(t, tutor, { language: "DST test" });
      // Monday 25 March (winter time) and Monday 1 April (summer time) are in the next 14 days.
      expect((await matching("language=DST test&days=1&from=10:00&to=10:15&tz=UTC")).ids).toEqual(ids(tut));
      expect((await matching("language=DST test&days=1&from=09:00&to=09:15&tz=UTC")).ids).toEqual(ids(tut));
      expect((await matching("language=DST test&days=1&from=10:00&to=10:15&tz=Europe/London")).ids).toEqual(
        ids(tut),
      );
      expect((await matching("language=DST test&days=1&from=09:00&to=10:00&tz=Europe/London")).ids).toEqual(
        [],
      );
      // A week later only summer Mondays are ahead: 09:00 UTC, never 10:00 UTC.
      time.set("2030-03-26T00:00:00.000Z");
      expect((await putAvailability(t, tutor, hours)).statusCode).toBe(200);
      expect((await matching("language=DST test&days=1&from=10:00&to=10:15&tz=UTC")).ids).toEqual([]);
    } finally {
      time.set(NOW);
    }
  });

  it("refuses bad days, times and zones with 400, and days or hours without a zone", async () => {
    for (const q of [
      "days=0&tz=UTC",
      "days=8&tz=UTC",
      "days=1,x&tz=UTC",
      "days=1;2&tz=UTC",
      "from=25:00&tz=UTC",
      "from=9:00&tz=UTC",
      "from=10:00&to=09:00&tz=UTC",
      "from=10:00&to=10:00&tz=UTC",
      "from=24:00&tz=UTC",
      "days=1",
      "from=09:00",
      "days=1&tz=Mars/Olympus",
      "days=1&tz=%00",
    ]) {
      const res = await t.app.inject({ url: `/api/tutorials?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe("VALIDATION");
    }
  });

  it("keeps every tutor's hours reaching 14 days ahead: the sweep rewrites a day-old copy", async () => {
    const repos = repositories(t.database.db);
    const later = new Date(Date.parse(NOW) + FREE_HOURS_MAX_AGE_MS + HOUR);
    expect(await repos.freeHours.sweep(new Date(NOW))).toBe(0);
    expect(await repos.freeHours.sweep(later)).toBeGreaterThanOrEqual(2);
    const rows = await t.database.db.selectFrom("tutor_free_hours").select(["uid", "computed_at"]).execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // Every copy is now at most a day old (the DST test's tutor was written later still).
    for (const r of rows) expect(new Date(r.computed_at).getTime()).toBeGreaterThanOrEqual(later.getTime());
    expect(
      rows.filter((r) => new Date(r.computed_at).getTime() === later.getTime()).length,
    ).toBeGreaterThanOrEqual(2);
    // A tutor who clears their hours leaves the filter (and the table).
    expect(
      (await putAvailability(t, london, { timeZone: "Europe/London", weekly: [], exceptions: [] }))
        .statusCode,
    ).toBe(200);
    expect((await matching("days=6&from=10:00&to=11:00&tz=Europe/London")).ids).toEqual([]);
    const left = await t.database.db
      .selectFrom("tutor_free_hours")
      .select("uid")
      .where("uid", "=", london.uid)
      .execute();
    expect(left).toEqual([]);
  });
});
