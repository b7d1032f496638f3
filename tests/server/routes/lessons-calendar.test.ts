import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookLesson, everyDay, putAvailability, testClock } from "../../support/lessons.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

const time = testClock("2030-01-07T00:00:00.000Z");
let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;
let lessonId: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock: time.clock });
  tutor = await t.user("Tutor; Name, \\Odd");
  learner = await t.user("Learner, Jr.");
  const tut = await postTutorial(t, tutor, { language: "Spanish, Latin; American \\ B2" });
  expect((await putAvailability(t, tutor, everyDay())).statusCode).toBe(200);
  const res = await bookLesson(t, learner, tut._id, "2030-01-08T09:30:00.000Z");
  expect(res.statusCode).toBe(201);
  lessonId = res.json().insertedId;
});
afterAll(() => t.close());

const ics = (who: SignedIn | undefined, id = lessonId) =>
  t.app.inject({ method: "GET", url: `/api/lessons/${id}/calendar.ics`, headers: who?.headers ?? {} });
/** The file's lines with RFC 5545 folding undone. */
const unfolded = (body: string) => body.replace(/\r\n /g, "").split("\r\n");

describe("GET /api/lessons/:id/calendar.ics", () => {
  it("answers one VEVENT in UTC with a stable UID and the other person in the summary, escaped", async () => {
    const res = await ics(learner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.body.endsWith("\r\n")).toBe(true);
    expect(res.body.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const lines = unfolded(res.body);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    const uid = lines.find((l) => l.startsWith("UID:"));
    expect(uid).toBe(`UID:${lessonId}@localhost`);
    expect(lines).toContain("DTSTART:20300108T093000Z");
    expect(lines).toContain("DTEND:20300108T103000Z");
    expect(lines).toContain("STATUS:TENTATIVE");
    expect(lines).toContain(
      "SUMMARY:Spanish\\, Latin\\; American \\\\ B2 lesson with Tutor\\; Name\\, \\\\Odd",
    );
    const tutors = unfolded((await ics(tutor)).body);
    expect(tutors).toContain("SUMMARY:Spanish\\, Latin\\; American \\\\ B2 lesson with Learner\\, Jr.");
    expect(tutors).toContain(uid);
  });

  it("escapes line breaks in stored values, so a value cannot add a property", async () => {
    await t.database.db
      .updateTable("bookings")
      .set({ learner_name: "Mallory\r\nATTENDEE:mailto:evil@example.com" })
      .where("id", "=", lessonId)
      .execute();
    const lines = unfolded((await ics(tutor)).body);
    expect(lines.some((l) => l.startsWith("ATTENDEE"))).toBe(false);
    expect(lines.find((l) => l.startsWith("SUMMARY:"))).toContain(
      "with Mallory\\nATTENDEE:mailto:evil@example.com",
    );
  });

  it("is 404 for a stranger or an unknown lesson, 401 signed out, 400 for a bad id", async () => {
    const stranger = await t.user("Stranger");
    const res = await ics(stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Lesson not found", code: "NOT_FOUND" });
    expect((await ics(learner, "0f3c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b")).statusCode).toBe(404);
    expect((await ics(undefined)).statusCode).toBe(401);
    expect((await ics(learner, "nope")).statusCode).toBe(400);
  });
});
