import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification, Tutorial } from "../../../contract/index.js";
import { bookLesson, everyDay, patchLesson, putAvailability, testClock } from "../../support/lessons.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

/** Each stored transition tells the other side, in the transaction that stored it; a refused one tells nobody. */
const NOW = "2030-01-07T00:00:00.000Z";
const time = testClock(NOW);
let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;
let rival: SignedIn;
let tut: Tutorial;
beforeAll(async () => {
  t = await createTestApp({}, { clock: time.clock });
  tutor = await t.user("Notified Tutor");
  learner = await t.user("Notified Learner");
  rival = await t.user("Rival Learner");
  tut = await postTutorial(t, tutor, { language: "Greek" });
  expect((await putAvailability(t, tutor, everyDay())).statusCode).toBe(200);
});
afterAll(() => t.close());

async function notificationsOf(who: SignedIn): Promise<Notification[]> {
  const res = await t.app.inject({ url: "/api/notifications", headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const kinds = (list: Notification[]) => list.map((n) => `${n.type} ${n.lessonId}`);

describe("lesson notifications", () => {
  it("a request tells the tutor; a confirmation, a refusal and a cancellation tell the other side", async () => {
    const first = await bookLesson(t, learner, tut._id, "2030-01-08T10:00:00.000Z");
    expect(first.statusCode).toBe(201);
    const a = first.json().insertedId as string;
    expect(kinds(await notificationsOf(tutor))).toEqual([`lesson-requested ${a}`]);
    expect(await notificationsOf(learner)).toEqual([]);

    expect((await patchLesson(t, tutor, a, { status: "confirmed" })).statusCode).toBe(200);
    expect(kinds(await notificationsOf(learner))).toEqual([`lesson-confirmed ${a}`]);

    const second = (await bookLesson(t, learner, tut._id, "2030-01-09T10:00:00.000Z")).json()
      .insertedId as string;
    expect((await patchLesson(t, tutor, second, { status: "declined", reason: "Away" })).statusCode).toBe(
      200,
    );
    expect((await patchLesson(t, learner, a, { status: "cancelled" })).statusCode).toBe(200);
    expect(kinds(await notificationsOf(learner))).toEqual([
      `lesson-declined ${second}`,
      `lesson-confirmed ${a}`,
    ]);
    expect(kinds(await notificationsOf(tutor))).toEqual([
      `lesson-cancelled ${a}`,
      `lesson-requested ${second}`,
      `lesson-requested ${a}`,
    ]);
  });

  it("a booking refused because the time is taken notifies nobody", async () => {
    const before = (await notificationsOf(tutor)).length;
    expect((await bookLesson(t, learner, tut._id, "2030-01-10T10:00:00.000Z")).statusCode).toBe(201);
    const refused = await bookLesson(t, rival, tut._id, "2030-01-10T10:00:00.000Z");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("SLOT_TAKEN");
    expect((await notificationsOf(tutor)).length).toBe(before + 1);
    expect(await notificationsOf(rival)).toEqual([]);
  });
});
