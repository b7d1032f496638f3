import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tutorial } from "../../../contract/index.js";
import {
  bookLesson,
  everyDay,
  HOUR,
  lessonCounts,
  lessonsOf,
  patchLesson,
  putAvailability,
  slotStarts,
  testClock,
} from "../../support/lessons.js";
import { createTestApp, ENGINE, type SignedIn, type TestApp } from "../../support/test-app.js";
import { book, postTutorial } from "../../support/tutorials.js";

// Monday 7 January 2030, midnight UTC; the tutor offers 08:00–20:00 UTC every day.
const time = testClock("2030-01-07T00:00:00.000Z");
let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;
let tut: Tutorial;
beforeAll(async () => {
  t = await createTestApp({}, { clock: time.clock });
  tutor = await t.user("Lesson Tutor");
  learner = await t.user("Lesson Learner");
  tut = await postTutorial(t, tutor, { language: "Bangla", price: 15 });
  expect((await putAvailability(t, tutor, everyDay())).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("POST /api/bookings with start", () => {
  it("books a requested lesson (201, the booking's envelope) and takes its time out of the slots", async () => {
    const start = "2030-01-08T10:00:00.000Z";
    const res = await bookLesson(t, learner, tut._id, start);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      acknowledged: true,
      created: true,
      insertedId: body.booking._id,
      booking: {
        _id: body.insertedId,
        tutorId: tut._id,
        image: tut.image,
        language: "Bangla",
        price: 15,
        tutorEmail: tutor.email,
        email: learner.email,
        start,
        end: "2030-01-08T11:00:00.000Z",
        status: "requested",
        learnerName: "Lesson Learner",
        tutorName: tut.userName,
        reason: null,
      },
    });
    const starts = await slotStarts(t, tut._id, "2030-01-08T08:00:00Z", "2030-01-08T13:00:00Z");
    expect(starts).toEqual([
      "2030-01-08T08:00:00.000Z",
      "2030-01-08T08:30:00.000Z",
      "2030-01-08T09:00:00.000Z",
      "2030-01-08T11:00:00.000Z",
      "2030-01-08T11:30:00.000Z",
      "2030-01-08T12:00:00.000Z",
      "2030-01-08T12:30:00.000Z",
    ]);
    expect((await lessonsOf(t, learner, "role=learner")).map((l) => l._id)).toContain(body.insertedId);
    expect((await lessonsOf(t, tutor, "role=tutor")).map((l) => l._id)).toContain(body.insertedId);
    expect(await lessonsOf(t, tutor, "role=learner")).toEqual([]);
  });

  it("books each lesson as a booking of its own, and leaves the untimed booking as it was", async () => {
    const a = await bookLesson(t, learner, tut._id, "2030-01-08T14:00:00.000Z", { durationMinutes: 30 });
    const b = await bookLesson(t, learner, tut._id, "2030-01-08T15:00:00.000Z");
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().booking.end).toBe("2030-01-08T14:30:00.000Z");
    expect(a.json().insertedId).not.toBe(b.json().insertedId);
    const first = await book(t, learner, tut._id);
    const repeat = await book(t, learner, tut._id);
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 200]);
    expect(first.json().booking).not.toHaveProperty("start");
    expect(repeat.json().booking).toEqual(first.json().booking);
  });

  it("refuses signed out (401), unknown tutorial (404), own tutorial (403), a bad body (400); nothing stored", async () => {
    const start = "2030-01-08T16:00:00.000Z";
    const before = await lessonCounts(t);
    expect((await bookLesson(t, undefined, tut._id, start)).statusCode).toBe(401);
    const unknown = await bookLesson(t, learner, "0f3c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b", start);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Tutorial not found", code: "NOT_FOUND" });
    const own = await bookLesson(t, tutor, tut._id, start);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: "You cannot book your own tutorial.", code: "FORBIDDEN" });
    for (const [when, minutes] of [
      ["tomorrow at ten", 60],
      ["2030-01-08T16:00:00", 60],
      [start, 45],
    ] as const) {
      const res = await bookLesson(t, learner, tut._id, when, { durationMinutes: minutes });
      expect(res.statusCode, `${when} ${minutes}`).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    expect(await lessonCounts(t)).toEqual(before);
  });

  it("is 409 CONFLICT for a time the availability does not offer; nothing stored", async () => {
    const before = await lessonCounts(t);
    const outside = [
      "2030-01-08T20:00:00.000Z", // after the window
      "2030-01-08T19:30:00.000Z", // a 60-minute lesson would run past 20:00
      "2030-01-08T10:15:00.000Z", // not on :00 or :30
      "2030-01-07T01:00:00.000Z", // less than 2 hours ahead (and outside)
      "2030-03-20T10:00:00.000Z", // more than 60 days ahead
    ];
    for (const start of outside) {
      const res = await bookLesson(t, learner, tut._id, start);
      expect(res.statusCode, start).toBe(409);
      expect(res.json()).toEqual({
        error: "This time is not in the tutor's availability.",
        code: "CONFLICT",
      });
    }
    expect(await lessonCounts(t)).toEqual(before);
  });

  it("is 409 SLOT_TAKEN for a time overlapping a live lesson of the tutor, on any tutorial", async () => {
    const other = await postTutorial(t, tutor, { language: "Urdu" });
    const second = await t.user("Second Learner");
    const before = await lessonCounts(t);
    // 10:30–11:00 overlaps the 10:00–11:00 lesson booked above, through the tutor's other tutorial.
    const res = await bookLesson(t, second, other._id, "2030-01-08T10:30:00.000Z", { durationMinutes: 30 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: "This time is no longer free. Please choose another time.",
      code: "SLOT_TAKEN",
    });
    expect(await lessonCounts(t)).toEqual(before);
    // Back to back is fine: [11:00, 11:30) touches [10:00, 11:00) without overlapping it.
    expect(
      (await bookLesson(t, second, other._id, "2030-01-08T11:00:00.000Z", { durationMinutes: 30 }))
        .statusCode,
    ).toBe(201);
  });
});

describe(`many learners racing for one time (${ENGINE})`, () => {
  it("gives exactly one 201 and 409 SLOT_TAKEN to all the others, keyed or not", async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, (_, i) => t.user(`Racer ${i}`)));
    const start = "2030-01-09T12:00:00.000Z";
    const answers = await Promise.all(
      racers.map((r, i) =>
        bookLesson(t, r, tut._id, i % 2 ? start : "2030-01-09T12:30:00.000Z", {
          durationMinutes: i % 2 ? 60 : 30,
          key: i % 3 === 0 ? `race-${i}` : undefined,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe("SLOT_TAKEN");
    const live = await t.database.db
      .selectFrom("bookings")
      .select("id")
      .where("tutor_uid", "=", tutor.uid)
      .where("start_at", ">=", new Date(start))
      .where("start_at", "<", new Date("2030-01-09T13:00:00.000Z"))
      .execute();
    expect(live).toHaveLength(1);
  });
});

describe("a request not answered 2 hours before its start", () => {
  it("expires and frees its time for another learner", async () => {
    const start = "2030-01-10T10:00:00.000Z";
    const first = await bookLesson(t, learner, tut._id, start);
    expect(first.statusCode).toBe(201);
    const late = await t.user("Late Learner");
    const halfPast = "2030-01-10T10:30:00.000Z";
    const deadline = new Date(start).getTime() - 2 * HOUR;
    // Until 2 hours before its start the request holds 10:00–11:00, so 10:30 is taken.
    time.set(new Date(deadline).toISOString());
    expect(await slotStarts(t, tut._id, start, "2030-01-10T12:00:00.000Z", 30)).toEqual([
      "2030-01-10T11:00:00.000Z",
      "2030-01-10T11:30:00.000Z",
    ]);
    expect((await bookLesson(t, late, tut._id, halfPast, { durationMinutes: 30 })).json().code).toBe(
      "SLOT_TAKEN",
    );
    // A minute later it has expired: 10:30 (still over 2 hours ahead) is free again.
    time.set(new Date(deadline + 60_000).toISOString());
    expect(await slotStarts(t, tut._id, start, "2030-01-10T11:00:00.000Z", 30)).toEqual([halfPast]);
    const second = await bookLesson(t, late, tut._id, halfPast, { durationMinutes: 30 });
    expect(second.statusCode, second.body).toBe(201);
    const mine = await lessonsOf(t, learner, "role=learner&status=expired");
    expect(mine.map((l) => l._id)).toContain(first.json().insertedId);
    const theirs = await lessonsOf(t, late, "role=learner");
    expect(theirs.map((l) => [l.start, l.status])).toEqual([[halfPast, "requested"]]);
    // An expired request can no longer be confirmed.
    expect((await patchLesson(t, tutor, first.json().insertedId, { status: "confirmed" })).statusCode).toBe(
      409,
    );
    time.set("2030-01-07T00:00:00.000Z");
  });

  it("is stored as expired by the sweep's step even when nobody books or reads", async () => {
    const start = "2030-01-11T10:00:00.000Z";
    const id = (await bookLesson(t, learner, tut._id, start)).json().insertedId as string;
    const { lessonsRepository } = await import("../../../server/repositories/lessons-repository.js");
    const swept = await lessonsRepository(t.database.db).expireDue(new Date("2030-01-11T08:00:01.000Z"));
    expect(swept).toBeGreaterThanOrEqual(1);
    const row = await t.database.db
      .selectFrom("bookings")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.status).toBe("expired");
  });
});

describe("GET /api/tutorials/:id/slots", () => {
  it("answers free times in UTC, ascending, for 30 or 60 minutes; none for a tutor without availability", async () => {
    const thirty = await slotStarts(t, tut._id, "2030-01-12T08:00:00Z", "2030-01-12T09:30:00Z", 30);
    expect(thirty).toEqual([
      "2030-01-12T08:00:00.000Z",
      "2030-01-12T08:30:00.000Z",
      "2030-01-12T09:00:00.000Z",
    ]);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/tutorials/${tut._id}/slots?from=2030-01-12T19:00:00Z&to=2030-01-12T23:00:00Z`,
    });
    expect(res.json()).toEqual([{ start: "2030-01-12T19:00:00.000Z", end: "2030-01-12T20:00:00.000Z" }]);
    const newcomer = await t.user("No Hours Tutor");
    const theirs = await postTutorial(t, newcomer);
    expect(await slotStarts(t, theirs._id, "2030-01-12T00:00:00Z", "2030-01-13T00:00:00Z")).toEqual([]);
  });

  it("is 400 for a range over 31 days, an empty or reversed one, a bad duration or instant; 404 unknown", async () => {
    const bad = [
      "from=2030-01-08T00:00:00Z&to=2030-02-08T00:00:01Z",
      "from=2030-01-08T00:00:00Z&to=2030-01-08T00:00:00Z",
      "from=2030-01-09T00:00:00Z&to=2030-01-08T00:00:00Z",
      "from=2030-01-08T00:00:00Z&to=2030-01-09T00:00:00Z&duration=45",
      "from=yesterday&to=2030-01-09T00:00:00Z",
      "to=2030-01-09T00:00:00Z",
    ];
    for (const q of bad) {
      const res = await t.app.inject({ method: "GET", url: `/api/tutorials/${tut._id}/slots?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    const ok = await t.app.inject({
      method: "GET",
      url: `/api/tutorials/${tut._id}/slots?from=2030-01-08T00:00:00Z&to=2030-02-08T00:00:00Z`,
    });
    expect(ok.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/tutorials/0f3c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b/slots?from=2030-01-08T00:00:00Z&to=2030-01-09T00:00:00Z",
    });
    expect(unknown.statusCode).toBe(404);
  });
});
