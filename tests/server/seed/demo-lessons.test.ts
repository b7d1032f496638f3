import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_WAITING_REQUESTS, MAX_WAITING_REQUESTS_PER_TUTOR } from "../../../contract/index.js";
import { DEMO_AVAILABILITY, seedDemoLessons } from "../../../scripts/seed/demo-lessons.js";
import { seedDemoData } from "../../../scripts/seed/seed.js";
import { isOfferedStart } from "../../../server/lessons/slot-times.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

/** After `npm start`, a newcomer sees lessons: availability in four zones and lessons in every state. */
let t: TestApp;
const now = Date.parse("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

describe("demo lessons", () => {
  it("gives the demo tutors availability in Asia/Dhaka, Europe/London, America/New_York and Asia/Amman", async () => {
    expect(await seedDemoLessons(t.database.db, now)).toEqual({ seeded: true });
    const res = await t.app.inject({ url: "/api/tutors/demo-tutor-james/availability" });
    expect(res.json().timeZone).toBe("Europe/London");
    const zones = new Set(
      await Promise.all(
        Object.keys(DEMO_AVAILABILITY).map(
          async (uid) => (await t.app.inject({ url: `/api/tutors/${uid}/availability` })).json().timeZone,
        ),
      ),
    );
    expect(zones).toEqual(new Set(["Asia/Dhaka", "Europe/London", "America/New_York", "Asia/Amman"]));
  });

  it("books the demo learner requested, confirmed and past lessons, each at a time the tutor offers", async () => {
    const rows = await t.database.db
      .selectFrom("bookings")
      .select(["start_at", "end_at", "status", "tutor_uid", "created_at"])
      .where("start_at", "is not", null)
      .execute();
    expect(rows.map((r) => r.status).sort()).toEqual([
      "confirmed",
      "confirmed",
      "confirmed",
      "requested",
      "requested",
    ]);
    // Within the caps on waiting requests, so that the demo learner can still book.
    const requested = rows.filter((r) => r.status === "requested").map((r) => r.tutor_uid as string);
    expect(requested.length).toBeLessThan(MAX_WAITING_REQUESTS);
    for (const tutor of new Set(requested)) {
      expect(requested.filter((uid) => uid === tutor).length).toBeLessThan(MAX_WAITING_REQUESTS_PER_TUTOR);
    }
    const past = rows.filter((r) => new Date(r.end_at as Date).getTime() < now);
    expect(past).toHaveLength(2);
    for (const r of rows) {
      const start = new Date(r.start_at as Date);
      const minutes = (new Date(r.end_at as Date).getTime() - start.getTime()) / 60_000;
      expect(
        isOfferedStart({
          availability: DEMO_AVAILABILITY[r.tutor_uid as string],
          start,
          durationMinutes: minutes as 30 | 60,
          now: new Date(r.created_at as Date),
        }),
      ).toBe(true);
    }
  });

  it("leaves a notification for each upcoming lesson: requests to the tutors, the confirmation to the learner", async () => {
    const rows = await t.database.db.selectFrom("notifications").select(["uid", "type"]).execute();
    expect(rows.map((r) => `${r.uid} ${r.type}`).sort()).toEqual([
      "demo-learner-nadia lesson-confirmed",
      "demo-tutor-amina lesson-requested",
      "demo-tutor-farhan lesson-requested",
    ]);
  });

  it("seeds once", async () => {
    expect(await seedDemoLessons(t.database.db, now)).toEqual({ seeded: false });
    const count = await t.database.db
      .selectFrom("availability")
      .select((e) => e.fn.countAll().as("n"))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(5);
  });
});
