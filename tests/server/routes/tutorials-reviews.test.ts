import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/index.js";
import {
  bookLesson,
  everyDay,
  HOUR,
  patchLesson,
  putAvailability,
  testClock,
} from "../../support/lessons.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { book, counts, getTutorial, postTutorial } from "../../support/tutorials.js";

// Monday 7 January 2030, midnight UTC: the app's clock, which the "may review" rule reads.
const NOW = "2030-01-07T00:00:00.000Z";
const time = testClock(NOW);
let t: TestApp;
let owner: SignedIn;
let learner: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { clock: time.clock });
  owner = await t.user("Owner");
  learner = await t.user("Learner");
  expect((await putAvailability(t, owner, everyDay())).statusCode).toBe(200);
});
afterAll(() => {
  time.set(NOW);
  return t.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_BOOKED = { error: MESSAGES.notBooked, code: "NOT_BOOKED" };

const review = (id: string, who?: SignedIn) =>
  t.app.inject({ method: "PUT", url: `/api/tutorials/${id}/review`, headers: who?.headers ?? {} });

/** A tutorial of `owner` that `who` has booked (untimed): the reviewer's right to review it. */
async function bookedTutorial(...who: SignedIn[]) {
  const tut = await postTutorial(t, owner);
  for (const p of who) {
    const res = await book(t, p, tut._id);
    if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
  }
  return tut;
}

describe("PUT /api/tutorials/:id/review", () => {
  it("counts one review per user, thanks them and answers the new count", async () => {
    const tut = await bookedTutorial(learner);
    const first = await review(tut._id, learner);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: "Thanks! Review submitted.",
      review: 1,
      reviewId: expect.stringMatching(UUID),
    });
    const again = await review(tut._id, learner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "You have already reviewed this tutorial.", code: "CONFLICT" });
    expect((await getTutorial(t, tut._id)).review).toBe(1);
    const stats = await t.app.inject({ method: "GET", url: "/api/stats/tutorials" });
    expect(stats.json().totalReviews).toBe(1);
  });

  it("refuses the owner (403), a signed-out caller (401), unknown (404) and malformed ids (400)", async () => {
    const tut = await bookedTutorial(learner);
    const before = await counts(t);
    const own = await review(tut._id, owner);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: "You cannot review your own tutorial.", code: "FORBIDDEN" });
    expect((await review(tut._id)).statusCode).toBe(401);
    expect((await review("0f3c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b", learner)).statusCode).toBe(404);
    expect((await review("12", learner)).statusCode).toBe(400);
    expect(await counts(t)).toEqual(before);
    expect((await getTutorial(t, tut._id)).review).toBe(0);
  });

  it("counts once when the same user sends several reviews at the same moment", async () => {
    const tut = await bookedTutorial(learner);
    const answers = await Promise.all(Array.from({ length: 5 }, () => review(tut._id, learner)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await getTutorial(t, tut._id)).review).toBe(1);
  });

  it("counts every user when different users review at the same moment", async () => {
    const people = await Promise.all(Array.from({ length: 4 }, (_, i) => t.user(`Reviewer ${i}`)));
    const tut = await bookedTutorial(...people);
    const answers = await Promise.all(people.map((p) => review(tut._id, p)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.map((r) => r.json().review).sort()).toEqual([1, 2, 3, 4]);
    expect((await getTutorial(t, tut._id)).review).toBe(4);
  });
});

describe("who may review: a booking of the tutorial", () => {
  it("refuses a signed-in non-owner without a booking with 403 NOT_BOOKED and stores nothing", async () => {
    const tut = await postTutorial(t, owner);
    const stranger = await t.user("No Booking");
    const before = await counts(t);
    for (const url of [`/api/tutorials/${tut._id}/review`, `/api/tutorials/${tut._id}`]) {
      const res = await t.app.inject({
        method: "PUT",
        url,
        headers: stranger.headers,
        payload: { ReviewCount: 1 },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(NOT_BOOKED);
    }
    expect(await counts(t)).toEqual(before);
    expect((await getTutorial(t, tut._id)).review).toBe(0);
  });

  it("refuses a booking of another tutorial of the same owner", async () => {
    const booked = await bookedTutorial(learner);
    const other = await postTutorial(t, owner);
    const before = await counts(t);
    expect((await review(other._id, learner)).json()).toEqual(NOT_BOOKED);
    expect(await counts(t)).toEqual(before);
    expect((await review(booked._id, learner)).statusCode).toBe(200);
  });

  it("refuses a lesson until it was confirmed and its end has passed by the app's clock, then allows it", async () => {
    time.set(NOW);
    const tut = await postTutorial(t, owner);
    const student = await t.user("Lesson Student");
    const start = "2030-01-08T10:00:00.000Z";
    const booked = await bookLesson(t, student, tut._id, start);
    expect(booked.statusCode, booked.body).toBe(201);
    const lessonId: string = booked.json().insertedId;

    // Requested, not answered yet.
    expect((await review(tut._id, student)).json()).toEqual(NOT_BOOKED);
    expect((await patchLesson(t, owner, lessonId, { status: "confirmed" })).statusCode).toBe(200);
    // Confirmed, not yet started; then under way (one minute before its end).
    expect((await review(tut._id, student)).json()).toEqual(NOT_BOOKED);
    time.set(new Date(new Date(start).getTime() + HOUR - 60_000).toISOString());
    const before = await counts(t);
    const during = await review(tut._id, student);
    expect(during.statusCode).toBe(403);
    expect(during.json()).toEqual(NOT_BOOKED);
    expect(await counts(t)).toEqual(before);

    // Its end (start + 60 minutes) has passed.
    time.set(new Date(new Date(start).getTime() + HOUR).toISOString());
    const after = await review(tut._id, student);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ review: 1 });
    expect(await counts(t)).toEqual({ ...before, reviews: before.reviews + 1 });
    time.set(NOW);
  });

  it("refuses a past lesson that was never confirmed", async () => {
    time.set(NOW);
    const tut = await postTutorial(t, owner);
    const student = await t.user("Declined Student");
    const start = "2030-01-09T10:00:00.000Z";
    const booked = await bookLesson(t, student, tut._id, start);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await patchLesson(t, owner, booked.json().insertedId, { status: "declined" })).statusCode).toBe(
      200,
    );
    time.set("2030-01-10T00:00:00.000Z");
    const before = await counts(t);
    expect((await review(tut._id, student)).json()).toEqual(NOT_BOOKED);
    expect(await counts(t)).toEqual(before);
    time.set(NOW);
  });
});

describe("PUT /api/tutorials/:id (ReviewCount)", () => {
  it("is the same action: the server counts and ignores the number sent", async () => {
    const tut = await bookedTutorial(learner);
    const url = `/api/tutorials/${tut._id}`;
    const res = await t.app.inject({
      method: "PUT",
      url,
      headers: learner.headers,
      payload: { ReviewCount: 999 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Thanks! Review submitted.",
      review: 1,
      reviewId: expect.stringMatching(UUID),
    });
    const twice = await t.app.inject({ method: "PUT", url: `${url}/review`, headers: learner.headers });
    expect(twice.statusCode).toBe(409);
    const noBody = await t.app.inject({ method: "PUT", url, headers: learner.headers });
    expect(noBody.statusCode).toBe(409);
    const own = await t.app.inject({
      method: "PUT",
      url,
      headers: owner.headers,
      payload: { ReviewCount: 5 },
    });
    expect(own.statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url, payload: { ReviewCount: 5 } })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: "PUT",
      url,
      headers: learner.headers,
      payload: { ReviewCount: "lots" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await getTutorial(t, tut._id)).review).toBe(1);
  });
});
