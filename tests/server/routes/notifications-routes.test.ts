import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER, notificationsSchema } from "../../../contract/index.js";
import { REPLAYED_HEADER } from "../../../server/plugins/idempotency.js";
import { aLesson, notifyCommitted } from "../../support/notifications.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;
let lessonId: string;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await t.user("Notified Tutor");
  learner = await t.user("Notified Learner");
  lessonId = await aLesson(t, tutor, learner);
});
afterAll(() => t.close());

const list = async (who: SignedIn) => {
  const res = await t.app.inject({ method: "GET", url: "/api/notifications", headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return notificationsSchema.parse(res.json());
};
const markRead = (who: SignedIn, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/notifications/read",
    headers: { ...who.headers, ...headers },
    payload: payload as object,
  });

describe("notifications", () => {
  it("answer 401 to a signed-out caller, read or write", async () => {
    const get = await t.app.inject({ method: "GET", url: "/api/notifications" });
    expect(get.statusCode).toBe(401);
    expect(get.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    const post = await t.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      payload: { all: true },
    });
    expect(post.statusCode).toBe(401);
  });

  it("list the caller's own, newest first, in the contract's shape", async () => {
    const first = await notifyCommitted(t, tutor.uid, lessonId, "lesson-requested");
    const second = await notifyCommitted(t, learner.uid, lessonId, "lesson-confirmed");
    const third = await notifyCommitted(t, tutor.uid, lessonId, "lesson-cancelled");
    expect(third.seq).toBeGreaterThan(first.seq);
    const mine = await list(tutor);
    expect(mine.map((n) => n._id)).toEqual([third.notification._id, first.notification._id]);
    expect(mine[0]).toEqual({
      _id: third.notification._id,
      type: "lesson-cancelled",
      lessonId,
      tutorialId: null,
      reviewId: null,
      // An untimed booking (aLesson) has neither a learner name nor a start.
      actorName: null,
      start: null,
      language: "English",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      read: false,
    });
    expect((await list(learner)).map((n) => n._id)).toEqual([second.notification._id]);
  });

  it("mark only the caller's own ids read, and answer the unread count", async () => {
    const learnerOnes = await list(learner);
    const tutorOnes = await list(tutor);
    // The tutor names one of their own and one of the learner's: only their own changes.
    const res = await markRead(tutor, { ids: [tutorOnes[0]._id, learnerOnes[0]._id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unread: tutorOnes.length - 1 });
    expect((await list(learner)).every((n) => !n.read)).toBe(true);
    expect((await list(tutor)).map((n) => n.read)).toEqual([true, ...tutorOnes.slice(1).map(() => false)]);
  });

  it("mark all read with { all: true }, leaving other people's alone", async () => {
    const res = await markRead(tutor, { all: true });
    expect(res.json()).toEqual({ unread: 0 });
    expect((await list(tutor)).every((n) => n.read)).toBe(true);
    expect((await list(learner)).every((n) => !n.read)).toBe(true);
  });

  it("refuse a body that is neither { ids } nor { all: true } (400)", async () => {
    for (const body of [{}, { ids: [] }, { ids: ["not-a-uuid"] }, { all: false }, { ids: "x" }]) {
      const res = await markRead(learner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION" });
    }
    expect((await list(learner)).every((n) => !n.read)).toBe(true);
  });

  it("take an Idempotency-Key: a repeat replays the first answer", async () => {
    const key = randomUUID();
    const first = await markRead(learner, { all: true }, { [IDEMPOTENCY_HEADER]: key });
    expect(first.json()).toEqual({ unread: 0 });
    await notifyCommitted(t, learner.uid, lessonId, "lesson-declined");
    const again = await markRead(learner, { all: true }, { [IDEMPOTENCY_HEADER]: key });
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe("true");
    expect(again.json()).toEqual({ unread: 0 });
    // The replay changed nothing: the new one stays unread.
    expect((await list(learner))[0].read).toBe(false);
  });

  it("go with their lesson when it is deleted", async () => {
    await t.database.db.deleteFrom("bookings").where("id", "=", lessonId).execute();
    expect(await list(tutor)).toEqual([]);
  });
});
