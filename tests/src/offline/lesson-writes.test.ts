import { describe, expect, it } from "vitest";
import { SLOT_TAKEN_MESSAGE } from "../../../contract/index.js";
import { outboxInput, writeKinds } from "../../../src/offline/index.js";

/** The lesson kinds (src/offline/lesson-writes.ts): what they send, how they are named, what a refusal means. */
const TUTORIAL = "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a07";
const START = "2026-12-01T03:00:00.000Z";

describe("lesson writes", () => {
  it("lesson-book posts the time and length, keeps the lesson's face in meta, and is named for Pending changes", () => {
    const item = outboxInput("lesson-book", {
      tutorId: TUTORIAL,
      start: START,
      language: "English",
      tutorName: "James",
    });
    expect(item).toMatchObject({
      method: "POST",
      path: "/api/bookings",
      summary: "Book English lesson with James",
    });
    expect(item.body).toEqual({ tutorId: TUTORIAL, start: START, language: "English", durationMinutes: 60 });
    expect(item.meta).toMatchObject({
      tutorId: TUTORIAL,
      start: START,
      durationMinutes: 60,
      tutorName: "James",
    });
  });

  it("a 409 refusal of lesson-book means the time is no longer free; other refusals keep the server's text", () => {
    const refusal = writeKinds["lesson-book"].refusal;
    expect(refusal?.(409, "Conflict")).toBe(SLOT_TAKEN_MESSAGE);
    expect(refusal?.(403, "You cannot book your own tutorial.")).toBe("You cannot book your own tutorial.");
  });

  it("lesson-update patches the lesson with its state and the tutor's reason", () => {
    const item = outboxInput("lesson-update", {
      id: "l-1",
      status: "cancelled",
      reason: "Ill",
      language: "English",
      withName: "Sam",
      start: START,
    });
    expect(item).toMatchObject({
      method: "PATCH",
      path: "/api/lessons/l-1",
      summary: "Cancel lesson: English with Sam",
    });
    expect(item.body).toEqual({ status: "cancelled", reason: "Ill" });
    // What names it in the screen's language (src/features/offline/item-summary.ts).
    expect(item.meta).toEqual({
      lessonId: "l-1",
      status: "cancelled",
      language: "English",
      withName: "Sam",
      start: START,
    });
    // Sent from the outbox, an answer also refreshes the bell (the request's notification is read).
    expect(writeKinds["lesson-update"].touches).toEqual(["bookings", "lessons", "notifications"]);
  });
});
