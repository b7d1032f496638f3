import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Notification,
  notificationSchema,
  notificationsSchema,
  type Tutorial,
} from "../../../contract/index.js";
import { bookLesson, everyDay, patchLesson, putAvailability, testClock } from "../../support/lessons.js";
import { type EventStream, openEventStream, pause } from "../../support/sse.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { book, postTutorial } from "../../support/tutorials.js";

/**
 * Review notifications (docs/product.md, Reviews): `review-posted` tells the tutor of a new review,
 * `review-replied` tells the reviewer of the tutor's first reply, both on GET /api/notifications
 * and live on GET /api/events, each naming its tutorial and who; lesson notifications say who and
 * when, and a request's notification is read once the tutor has answered it.
 */
const NOW = "2030-01-07T00:00:00.000Z";
const time = testClock(NOW);
let t: TestApp;
let base = "";
let tutor: SignedIn;
let reviewer: SignedIn;
let stranger: SignedIn;
let tut: Tutorial;
const open: EventStream[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { clock: time.clock });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  [tutor, reviewer, stranger] = await Promise.all([
    t.user("Tariq Tutor"),
    t.user("Nadia Karim"),
    t.user("Sam Stranger"),
  ]);
  tut = await postTutorial(t, tutor, { language: "Greek" });
  expect((await book(t, reviewer, tut._id)).statusCode).toBe(201);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

async function notificationsOf(who: SignedIn): Promise<Notification[]> {
  const res = await t.app.inject({ url: "/api/notifications", headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const put = (tutorialId: string, who: SignedIn, body: unknown = { rating: 5, text: "Wonderful." }) =>
  t.app.inject({
    method: "PUT",
    url: `/api/tutorials/${tutorialId}/review`,
    headers: { ...who.headers, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
const reply = (id: string, who: SignedIn, text: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/reviews/${id}/reply`,
    headers: { ...who.headers, "content-type": "application/json" },
    payload: JSON.stringify({ text }),
  });
const unreply = (id: string, who: SignedIn) =>
  t.app.inject({ method: "DELETE", url: `/api/reviews/${id}/reply`, headers: who.headers });
async function connect(who: SignedIn): Promise<EventStream> {
  const s = await openEventStream(`${base}/api/events`, who.headers);
  expect(s.status).toBe(200);
  open.push(s);
  return s;
}
const ofType = (type: Notification["type"]) => (e: { data: string }) =>
  (JSON.parse(e.data) as Notification).type === type;
/** Rows of the table itself, whatever the list shows. */
async function rowsAbout(tutorialId: string): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM notifications WHERE tutorial_id = ${tutorialId}`.execute(t.database.db);
  return r.rows[0]?.n ?? -1;
}

describe("review notifications", () => {
  let reviewId = "";

  it("a new review tells the tutor, on the list and live, naming the tutorial and the reviewer", async () => {
    const tutorStream = await connect(tutor);
    const reviewerStream = await connect(reviewer);
    const res = await put(tut._id, reviewer);
    expect(res.statusCode, res.body).toBe(200);
    reviewId = res.json().reviewId;

    const expected = {
      _id: expect.any(String),
      type: "review-posted",
      lessonId: null,
      tutorialId: tut._id,
      reviewId,
      actorName: "Nadia Karim",
      start: null,
      language: "Greek",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      read: false,
    };
    const list = await notificationsOf(tutor);
    expect(list).toEqual([expected]);
    expect(notificationsSchema.parse(list)).toEqual(list);

    const live = await tutorStream.waitFor(ofType("review-posted"));
    expect(live.event).toBe("notification");
    expect(notificationSchema.parse(JSON.parse(live.data))).toEqual(list[0]);
    await pause(100);
    expect(reviewerStream.events).toEqual([]);
    expect(await notificationsOf(reviewer)).toEqual([]);
    tutorStream.close();
    reviewerStream.close();
  });

  it("a refused review notifies nobody: not booked, a repeat, one's own tutorial", async () => {
    const before = (await notificationsOf(tutor)).length;
    const notBooked = await put(tut._id, stranger);
    expect(notBooked.statusCode).toBe(403);
    expect(notBooked.json().code).toBe("NOT_BOOKED");
    expect((await put(tut._id, reviewer, { rating: 1 })).statusCode).toBe(409);
    expect((await put(tut._id, tutor)).statusCode).toBe(403);
    expect((await notificationsOf(tutor)).length).toBe(before);
    expect(await notificationsOf(stranger)).toEqual([]);
    expect(await notificationsOf(reviewer)).toEqual([]);
  });

  it("the tutor's first reply tells the reviewer, live and on the list; a rewrite does not", async () => {
    const reviewerStream = await connect(reviewer);
    const tutorBefore = await notificationsOf(tutor);
    expect((await reply(reviewId, tutor, "Thank you!")).statusCode).toBe(200);

    const list = await notificationsOf(reviewer);
    expect(list).toEqual([
      {
        _id: expect.any(String),
        type: "review-replied",
        lessonId: null,
        tutorialId: tut._id,
        reviewId,
        actorName: "Tariq Tutor",
        start: null,
        language: "Greek",
        createdAt: expect.any(String),
        read: false,
      },
    ]);
    const live = await reviewerStream.waitFor(ofType("review-replied"));
    expect(notificationSchema.parse(JSON.parse(live.data))).toEqual(list[0]);

    // Rewriting the reply tells nobody again; the tutor is never told of their own reply.
    expect((await reply(reviewId, tutor, "Thank you very much!")).statusCode).toBe(200);
    expect(await notificationsOf(reviewer)).toHaveLength(1);
    expect(await notificationsOf(tutor)).toEqual(tutorBefore);
    // Someone else's reply is refused and tells nobody.
    expect((await reply(reviewId, stranger, "Me too")).statusCode).toBe(403);
    expect(await notificationsOf(reviewer)).toHaveLength(1);
    reviewerStream.close();
  });

  it("a reply written again after its removal is new: the reviewer hears of it once more", async () => {
    expect((await unreply(reviewId, tutor)).statusCode).toBe(200);
    expect(await notificationsOf(reviewer)).toHaveLength(1);
    expect((await reply(reviewId, tutor, "Thanks again.")).statusCode).toBe(200);
    expect((await notificationsOf(reviewer)).map((n) => n.type)).toEqual([
      "review-replied",
      "review-replied",
    ]);
  });

  it("a deleted review takes its notifications along", async () => {
    const other = await postTutorial(t, tutor, { language: "Latin" });
    expect((await book(t, stranger, other._id)).statusCode).toBe(201);
    const res = await put(other._id, stranger, {});
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().reviewId as string;
    expect((await reply(id, tutor, "Glad to help.")).statusCode).toBe(200);
    expect(await rowsAbout(other._id)).toBe(2);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/reviews/${id}`,
      headers: stranger.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await rowsAbout(other._id)).toBe(0);
    expect(await notificationsOf(stranger)).toEqual([]);
  });

  it("deleting the tutorial removes its review notifications, both sides'", async () => {
    expect(await rowsAbout(tut._id)).toBe(3);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/tutorials/${tut._id}`,
      headers: tutor.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await rowsAbout(tut._id)).toBe(0);
    expect((await notificationsOf(tutor)).filter((n) => n.tutorialId === tut._id)).toEqual([]);
    expect(await notificationsOf(reviewer)).toEqual([]);
  });

  it("the table refuses a review notification without its tutorial and a lesson one without its lesson", async () => {
    await expect(
      sql`INSERT INTO notifications (uid, type) VALUES (${tutor.uid}, 'review-posted')`.execute(
        t.database.db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`INSERT INTO notifications (uid, type) VALUES (${tutor.uid}, 'lesson-requested')`.execute(
        t.database.db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`INSERT INTO notifications (uid, type, lesson_id) VALUES (${tutor.uid}, 'review-gossip', NULL)`.execute(
        t.database.db,
      ),
    ).rejects.toThrow();
  });
});

describe("lesson notifications say who and when", () => {
  let lessons: Tutorial;
  beforeAll(async () => {
    lessons = await postTutorial(t, tutor, { language: "Welsh" });
    expect((await putAvailability(t, tutor, everyDay())).statusCode).toBe(200);
  });
  const requestOf = async (lessonId: string) =>
    (await notificationsOf(tutor)).find((n) => n.type === "lesson-requested" && n.lessonId === lessonId);

  it("a request names the learner and the start; the answer names the tutor", async () => {
    const start = "2030-01-08T10:00:00.000Z";
    const booked = await bookLesson(t, reviewer, lessons._id, start);
    expect(booked.statusCode, booked.body).toBe(201);
    const lessonId = booked.json().insertedId as string;
    expect(await requestOf(lessonId)).toMatchObject({
      actorName: "Nadia Karim",
      start,
      language: "Welsh",
      tutorialId: null,
      reviewId: null,
      read: false,
    });

    expect((await patchLesson(t, tutor, lessonId, { status: "confirmed" })).statusCode).toBe(200);
    const [confirmed] = await notificationsOf(reviewer);
    expect(confirmed).toMatchObject({ type: "lesson-confirmed", lessonId, actorName: "Tariq Tutor", start });
    // The tutor answered the request: its notification is read.
    expect((await requestOf(lessonId))?.read).toBe(true);

    // A cancellation names whoever cancelled it, to the other side.
    expect((await patchLesson(t, reviewer, lessonId, { status: "cancelled" })).statusCode).toBe(200);
    const cancelled = (await notificationsOf(tutor)).find((n) => n.type === "lesson-cancelled");
    expect(cancelled).toMatchObject({ lessonId, actorName: "Nadia Karim", start, read: false });
  });

  it("declining reads the request too; a learner's cancelling of their request does not", async () => {
    const declinedId = (await bookLesson(t, reviewer, lessons._id, "2030-01-09T10:00:00.000Z")).json()
      .insertedId as string;
    const withdrawnId = (await bookLesson(t, reviewer, lessons._id, "2030-01-10T10:00:00.000Z")).json()
      .insertedId as string;
    expect((await patchLesson(t, tutor, declinedId, { status: "declined", reason: "Away" })).statusCode).toBe(
      200,
    );
    expect((await requestOf(declinedId))?.read).toBe(true);
    expect((await patchLesson(t, reviewer, withdrawnId, { status: "cancelled" })).statusCode).toBe(200);
    expect((await requestOf(withdrawnId))?.read).toBe(false);
  });

  it("a refused answer leaves the request unread", async () => {
    const id = (await bookLesson(t, reviewer, lessons._id, "2030-01-11T10:00:00.000Z")).json()
      .insertedId as string;
    // The learner cannot confirm their own request.
    expect((await patchLesson(t, reviewer, id, { status: "confirmed" })).statusCode).toBe(403);
    expect((await requestOf(id))?.read).toBe(false);
  });
});
