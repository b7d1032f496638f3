import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tutorial } from "../../../contract/index.js";
import {
  bookLesson,
  everyDay,
  HOUR,
  lessonsOf,
  patchLesson,
  putAvailability,
  testClock,
} from "../../support/lessons.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

// Monday 7 January 2030, midnight UTC; the tutor offers 08:00–20:00 UTC every day.
const NOW = "2030-01-07T00:00:00.000Z";
const time = testClock(NOW);
let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;
let stranger: SignedIn;
let tut: Tutorial;
beforeAll(async () => {
  t = await createTestApp({}, { clock: time.clock });
  tutor = await t.user("Patch Tutor");
  learner = await t.user("Patch Learner");
  stranger = await t.user("Stranger");
  tut = await postTutorial(t, tutor, { language: "French" });
  expect((await putAvailability(t, tutor, everyDay())).statusCode).toBe(200);
});
afterAll(() => {
  time.set(NOW);
  return t.close();
});

let day = 8;
/** A new requested lesson at 10:00 UTC on a day of its own. */
async function requested(): Promise<{ id: string; start: string }> {
  const start = `2030-01-${String(day++).padStart(2, "0")}T10:00:00.000Z`;
  const res = await bookLesson(t, learner, tut._id, start);
  if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
  return { id: res.json().insertedId, start };
}
async function statusOf(id: string): Promise<string | null | undefined> {
  const row = await t.database.db
    .selectFrom("bookings")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.status;
}

describe("PATCH /api/lessons/:id", () => {
  it("lets the tutor confirm a request, then either side cancel it", async () => {
    const { id } = await requested();
    const confirmed = await patchLesson(t, tutor, id, { status: "confirmed" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      _id: id,
      status: "confirmed",
      reason: null,
      learnerName: "Patch Learner",
    });
    const cancelled = await patchLesson(t, learner, id, {
      status: "cancelled",
      reason: "ignored from a learner",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", reason: null });
  });

  it("keeps and shows the tutor's reason when they decline or cancel", async () => {
    const a = await requested();
    const declined = await patchLesson(t, tutor, a.id, { status: "declined", reason: "Away that week" });
    expect(declined.json()).toMatchObject({ status: "declined", reason: "Away that week" });
    const b = await requested();
    await patchLesson(t, tutor, b.id, { status: "confirmed" });
    const cancelled = await patchLesson(t, tutor, b.id, { status: "cancelled", reason: "Ill, sorry" });
    expect(cancelled.json()).toMatchObject({ status: "cancelled", reason: "Ill, sorry" });
    const seen = await lessonsOf(t, learner, "role=learner&status=cancelled");
    expect(seen.find((l) => l._id === b.id)?.reason).toBe("Ill, sorry");
  });

  it("is 403 for a transition the side may not make, 409 for one the state does not allow; nothing changes", async () => {
    const { id } = await requested();
    for (const status of ["confirmed", "declined"]) {
      const res = await patchLesson(t, learner, id, { status });
      expect(res.statusCode, status).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    expect(await statusOf(id)).toBe("requested");
    await patchLesson(t, tutor, id, { status: "confirmed" });
    for (const status of ["confirmed", "declined"]) {
      const res = await patchLesson(t, tutor, id, { status });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().code).toBe("CONFLICT");
    }
    expect(await statusOf(id)).toBe("confirmed");
    await patchLesson(t, tutor, id, { status: "cancelled" });
    for (const [who, status] of [
      [tutor, "cancelled"],
      [learner, "cancelled"],
      [tutor, "confirmed"],
    ] as const) {
      expect((await patchLesson(t, who, id, { status })).statusCode, status).toBe(409);
    }
    const declined = await requested();
    await patchLesson(t, tutor, declined.id, { status: "declined" });
    expect((await patchLesson(t, learner, declined.id, { status: "cancelled" })).statusCode).toBe(409);
    expect(await statusOf(declined.id)).toBe("declined");
  });

  it("refuses a learner's cancellation less than 12 hours before the start; a tutor may still cancel", async () => {
    const { id, start } = await requested();
    await patchLesson(t, tutor, id, { status: "confirmed" });
    time.set(new Date(new Date(start).getTime() - 12 * HOUR + 60_000).toISOString());
    const late = await patchLesson(t, learner, id, { status: "cancelled" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: "Lessons can be cancelled up to 12 hours before they start.",
      code: "CONFLICT",
    });
    expect(await statusOf(id)).toBe("confirmed");
    time.set(new Date(new Date(start).getTime() - HOUR).toISOString());
    const byTutor = await patchLesson(t, tutor, id, { status: "cancelled", reason: "Emergency" });
    expect(byTutor.json()).toMatchObject({ status: "cancelled", reason: "Emergency" });
    time.set(NOW);
    // Exactly 12 hours ahead is still in time.
    const other = await requested();
    time.set(new Date(new Date(other.start).getTime() - 12 * HOUR).toISOString());
    expect((await patchLesson(t, learner, other.id, { status: "cancelled" })).statusCode).toBe(200);
    time.set(NOW);
  });

  it("counts a confirmed lesson that has ended as completed, which nobody can cancel", async () => {
    const { id, start } = await requested();
    await patchLesson(t, tutor, id, { status: "confirmed" });
    time.set(new Date(new Date(start).getTime() + 2 * HOUR).toISOString());
    const done = await lessonsOf(t, learner, "role=learner&status=completed");
    expect(done.map((l) => [l._id, l.status])).toContainEqual([id, "completed"]);
    expect((await lessonsOf(t, tutor, "role=tutor&status=confirmed")).map((l) => l._id)).not.toContain(id);
    expect((await patchLesson(t, tutor, id, { status: "cancelled" })).statusCode).toBe(409);
    expect(await statusOf(id)).toBe("confirmed");
    time.set(NOW);
  });

  it("is 404 for a stranger and an unknown or untimed id, 401 signed out, 400 for a bad body; nothing changes", async () => {
    const { id } = await requested();
    const strange = await patchLesson(t, stranger, id, { status: "cancelled" });
    expect(strange.statusCode).toBe(404);
    expect(strange.json()).toEqual({ error: "Lesson not found", code: "NOT_FOUND" });
    expect(
      (await patchLesson(t, learner, "0f3c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b", { status: "cancelled" }))
        .statusCode,
    ).toBe(404);
    expect((await patchLesson(t, undefined, id, { status: "cancelled" })).statusCode).toBe(401);
    for (const body of [
      {},
      { status: "completed" },
      { status: "requested" },
      { status: "cancelled", reason: "x".repeat(501) },
    ]) {
      expect((await patchLesson(t, learner, id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patchLesson(t, learner, "not-an-id", { status: "cancelled" })).statusCode).toBe(400);
    expect(await statusOf(id)).toBe("requested");
  });

  it("frees the time of a cancelled lesson", async () => {
    const { id, start } = await requested();
    const other = await t.user("Next Learner");
    expect((await bookLesson(t, other, tut._id, start)).statusCode).toBe(409);
    await patchLesson(t, learner, id, { status: "cancelled" });
    expect((await bookLesson(t, other, tut._id, start)).statusCode).toBe(201);
  });
});

describe("GET /api/lessons", () => {
  it("answers the caller's lessons in one role, soonest first, filtered by status and from", async () => {
    const me = await t.user("List Learner");
    const later = await bookLesson(t, me, tut._id, "2030-02-01T15:00:00.000Z");
    const sooner = await bookLesson(t, me, tut._id, "2030-02-01T12:00:00.000Z");
    const ids = [sooner.json().insertedId, later.json().insertedId];
    expect((await lessonsOf(t, me, "role=learner")).map((l) => l._id)).toEqual(ids);
    expect(await lessonsOf(t, me, "role=tutor")).toEqual([]);
    await patchLesson(t, tutor, ids[1], { status: "confirmed" });
    expect((await lessonsOf(t, me, "role=learner&status=confirmed")).map((l) => l._id)).toEqual([ids[1]]);
    expect((await lessonsOf(t, me, "role=learner&status=requested")).map((l) => l._id)).toEqual([ids[0]]);
    const from = encodeURIComponent("2030-02-01T13:00:00.000Z");
    expect((await lessonsOf(t, me, `role=learner&from=${from}`)).map((l) => l._id)).toEqual([ids[1]]);
  });

  it("is 401 signed out and 400 without a valid role, status or from", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/lessons?role=learner" })).statusCode).toBe(401);
    for (const q of ["", "role=admin", "role=learner&status=lost", "role=tutor&from=yesterday"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/lessons?${q}`, headers: learner.headers });
      expect(res.statusCode, q).toBe(400);
    }
  });
});
