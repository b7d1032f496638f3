import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationsSchema } from "../../../contract/index.js";
import { conversationOf, list, page, people, read, sent, unreadTotal } from "../../support/conversations.js";
import { aLesson, notifyCommitted } from "../../support/notifications.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

/** Reading a conversation: ticks, kept unread counters, and the bell left alone. */
let t: TestApp;
let ana: SignedIn;
let bo: SignedIn;
let cy: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [ana, bo, cy] = await people(t, "Ana Reads", "Bo Reads", "Cy Reads");
});
afterAll(() => t.close());

const counters = (conversationId: string) =>
  t.database.db
    .selectFrom("conversation_members")
    .select(["uid", "unread", "sent"])
    .where("conversation_id", "=", conversationId)
    .orderBy("uid")
    .execute();

const bell = async (who: SignedIn) => {
  const res = await t.app.inject({ method: "GET", url: "/api/notifications", headers: who.headers });
  return notificationsSchema.parse(res.json());
};

describe("POST /api/conversations/{id}/read and the unread counts", () => {
  it("keeps a counter per person per conversation, and a total over all of them", async () => {
    const withAna = (await conversationOf(t, bo, ana))._id;
    const withCy = (await conversationOf(t, cy, ana))._id;
    await sent(t, bo, withAna, "one");
    await sent(t, bo, withAna, "two");
    await sent(t, cy, withCy, "three");
    expect(await counters(withAna)).toEqual(
      [
        { uid: ana.uid, unread: 2, sent: 0 },
        { uid: bo.uid, unread: 0, sent: 2 },
      ].sort((x, y) => (x.uid < y.uid ? -1 : 1)),
    );
    expect(await unreadTotal(t, ana)).toBe(3);
    expect(await unreadTotal(t, bo)).toBe(0);
    const listed = await list(t, ana);
    expect(Object.fromEntries(listed.map((c) => [c._id, c.unread]))).toEqual({ [withAna]: 2, [withCy]: 1 });
    // Kept, not counted from messages: the counter is what the list and the total answer.
    await t.database.db
      .updateTable("conversation_members")
      .set({ unread: 7 })
      .where("conversation_id", "=", withCy)
      .where("uid", "=", ana.uid)
      .execute();
    expect(await unreadTotal(t, ana)).toBe(9);
  });

  it("marks the other's messages read up to now, zeroes the reader's counter, and leaves their own unread", async () => {
    const [dee, eve] = await people(t, "Dee Reads", "Eve Reads");
    const id = (await conversationOf(t, dee, eve))._id;
    const a = await sent(t, dee, id, "from dee 1");
    const b = await sent(t, dee, id, "from dee 2");
    const c = await sent(t, eve, id, "from eve");
    const res = await read(t, eve, id);
    expect([res.statusCode, res.json()]).toEqual([200, { unread: 0 }]);
    const items = (await page(t, eve, id)).items;
    const byId = Object.fromEntries(items.map((m) => [m._id, m]));
    const readAt = byId[a._id]?.readAt;
    expect(readAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(byId[b._id]?.readAt).toBe(readAt);
    expect(Date.parse(readAt ?? "")).toBeGreaterThanOrEqual(Date.parse(b.createdAt));
    // Eve's own message waits for Dee.
    expect(byId[c._id]?.readAt).toBeNull();
    expect((await list(t, eve)).find((x) => x._id === id)?.unread).toBe(0);
    expect((await list(t, dee)).find((x) => x._id === id)?.unread).toBe(1);

    // A message after the read is unread again; reading again does not move the earlier ticks.
    const later = await sent(t, dee, id, "after the read");
    expect(await unreadTotal(t, eve)).toBe(1);
    await read(t, eve, id);
    const again = Object.fromEntries((await page(t, eve, id)).items.map((m) => [m._id, m.readAt]));
    expect(again[a._id]).toBe(readAt);
    expect(again[later._id]).not.toBeNull();
    expect(await unreadTotal(t, eve)).toBe(0);

    // Dee reads: Eve's message gets its tick.
    await read(t, dee, id);
    expect((await page(t, dee, id)).items.find((m) => m._id === c._id)?.readAt).not.toBeNull();
    expect(await unreadTotal(t, dee)).toBe(0);
  });

  it("logs one message-read event only when something was newly read", async () => {
    const [fay, gus] = await people(t, "Fay Reads", "Gus Reads");
    const id = (await conversationOf(t, fay, gus))._id;
    const events = () =>
      t.database.db
        .selectFrom("notifications")
        .select(["uid", "type"])
        .where("conversation_id", "=", id)
        .orderBy("seq")
        .execute();
    await read(t, gus, id);
    expect(await events()).toEqual([]);
    await sent(t, fay, id, "hello");
    await read(t, gus, id);
    await read(t, gus, id);
    expect(await events()).toEqual([
      { uid: gus.uid, type: "message" },
      { uid: fay.uid, type: "message-read" },
    ]);
  });

  it("leaves the bell alone: GET /notifications, its unread count and mark-read never include messages", async () => {
    const [tutor, learner] = await people(t, "Bell Tutor", "Bell Learner");
    const lessonId = await aLesson(t, tutor, learner);
    const lesson = await notifyCommitted(t, tutor.uid, lessonId, "lesson-requested");
    const id = (await conversationOf(t, learner, tutor))._id;
    await sent(t, learner, id, "Is Tuesday fine?");
    await sent(t, tutor, id, "Yes");
    await read(t, learner, id);
    expect((await bell(tutor)).map((n) => n._id)).toEqual([lesson.notification._id]);
    expect(await bell(learner)).toEqual([]);
    const markRead = (who: SignedIn, payload: object) =>
      t.app.inject({ method: "POST", url: "/api/notifications/read", headers: who.headers, payload });
    const messageEvents = () =>
      t.database.db
        .selectFrom("notifications")
        .select(["id", "uid", "read"])
        .where("conversation_id", "=", id)
        .orderBy("seq")
        .execute();
    // The tutor's unread count is the lesson's alone; naming a message event marks nothing.
    const tutorsEvent = (await messageEvents()).find((e) => e.uid === tutor.uid);
    expect((await markRead(tutor, { ids: [tutorsEvent?.id] })).json()).toEqual({ unread: 1 });
    expect((await markRead(learner, { all: true })).json()).toEqual({ unread: 0 });
    expect((await markRead(tutor, { all: true })).json()).toEqual({ unread: 0 });
    expect((await messageEvents()).map((e) => e.read)).toEqual([false, false, false]);
    expect((await bell(tutor)).map((n) => n.read)).toEqual([true]);
  });

  it("answers 404 to a third person's read and changes nothing", async () => {
    const [hal, ivy, jo] = await people(t, "Hal Reads", "Ivy Reads", "Jo Reads");
    const id = (await conversationOf(t, hal, ivy))._id;
    await sent(t, hal, id, "private");
    const res = await read(t, jo, id);
    expect(res.statusCode).toBe(404);
    expect(await unreadTotal(t, ivy)).toBe(1);
  });
});
