import { describe, expect, it } from "vitest";
import type { LessonStatus } from "../../../contract/index.js";
import { lessonChanges } from "../../../server/lessons/lesson-events.js";
import { effectiveStatus, judgeTransition, type Side } from "../../../server/lessons/lesson-rules.js";

const H = 60 * 60 * 1000;
const now = new Date("2030-01-07T00:00:00.000Z");
const start = new Date(now.getTime() + 24 * H);
const judge = (side: Side, current: LessonStatus, to: "confirmed" | "declined" | "cancelled", at = start) =>
  judgeTransition({ side, current, to, start: at, now });

describe("a lesson's transitions", () => {
  it("lets only the tutor answer a request, and only a request", () => {
    expect(judge("tutor", "requested", "confirmed")).toEqual({ ok: true });
    expect(judge("tutor", "requested", "declined")).toEqual({ ok: true });
    expect(judge("learner", "requested", "confirmed")).toMatchObject({ ok: false, status: 403 });
    for (const s of ["confirmed", "declined", "cancelled", "expired", "completed"] as const) {
      expect(judge("tutor", s, "confirmed"), s).toMatchObject({ ok: false, status: 409 });
    }
  });

  it("lets either side cancel a live lesson; a learner not within 12 hours", () => {
    for (const side of ["tutor", "learner"] as const) {
      expect(judge(side, "requested", "cancelled")).toEqual({ ok: true });
      expect(judge(side, "confirmed", "cancelled")).toEqual({ ok: true });
      for (const s of ["declined", "cancelled", "expired", "completed"] as const) {
        expect(judge(side, s, "cancelled"), s).toMatchObject({ ok: false, status: 409 });
      }
    }
    const soon = new Date(now.getTime() + 12 * H - 1);
    expect(judge("learner", "confirmed", "cancelled", soon)).toEqual({
      ok: false,
      status: 409,
      message: "Lessons can be cancelled up to 12 hours before they start.",
    });
    expect(judge("learner", "confirmed", "cancelled", new Date(now.getTime() + 12 * H))).toEqual({
      ok: true,
    });
    expect(judge("tutor", "confirmed", "cancelled", soon)).toEqual({ ok: true });
  });

  it("computes completed and a not yet stored expiry", () => {
    const lesson = { start, end: new Date(start.getTime() + H) };
    expect(effectiveStatus("confirmed", lesson, now)).toBe("confirmed");
    expect(effectiveStatus("confirmed", lesson, new Date(start.getTime() + 2 * H))).toBe("completed");
    expect(effectiveStatus("requested", lesson, new Date(start.getTime() - 2 * H))).toBe("requested");
    expect(effectiveStatus("requested", lesson, new Date(start.getTime() - 2 * H + 1))).toBe("expired");
  });

  it("tells the other side of each transition", () => {
    const parties = { lessonId: "l", learnerUid: "learner", tutorUid: "tutor" };
    expect(lessonChanges(parties, "requested", "learner")).toEqual([
      { uid: "tutor", type: "lesson-requested", lessonId: "l" },
    ]);
    expect(lessonChanges(parties, "confirmed", "tutor")).toEqual([
      { uid: "learner", type: "lesson-confirmed", lessonId: "l" },
    ]);
    expect(lessonChanges(parties, "declined", "tutor")[0].uid).toBe("learner");
    expect(lessonChanges(parties, "cancelled", "learner")[0]).toMatchObject({
      uid: "tutor",
      type: "lesson-cancelled",
    });
    expect(lessonChanges(parties, "cancelled", "tutor")[0]).toMatchObject({ uid: "learner" });
    expect(lessonChanges(parties, "expired", "tutor")).toEqual([]);
  });
});
