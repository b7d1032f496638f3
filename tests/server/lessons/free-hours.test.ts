import { describe, expect, it } from "vitest";
import { QUARTER_MS, suitingQuarters, suitingQuartersNow } from "../../../server/lessons/free-hours.js";

/** The learner's hours as quarter hours (docs/decisions.md, "The hours that suit"). */
const evenings = { days: [1, 3], fromMinutes: 17 * 60, toMinutes: 21 * 60, timeZone: "Asia/Dhaka" };

describe("the quarter hours a learner's hours cover", () => {
  it("are every quarter of the asked hours on the asked days of the next 14 days, in the learner's zone", () => {
    const now = new Date("2030-01-06T00:00:00.000Z"); // a Sunday
    const quarters = suitingQuarters(evenings, now);
    // Two Mondays and two Wednesdays, 16 quarters each (17:00–21:00).
    expect(quarters).toHaveLength(4 * 16);
    // The first: Monday 7 January, 17:00 in Dhaka = 11:00 UTC.
    expect(new Date((quarters[0] ?? 0) * QUARTER_MS).toISOString()).toBe("2030-01-07T11:00:00.000Z");
  });

  it("are remembered within a quarter hour and worked out again in the next", () => {
    const now = new Date("2030-01-06T10:00:00.000Z");
    const first = suitingQuartersNow(evenings, now);
    expect(suitingQuartersNow(evenings, new Date(now.getTime() + 60_000))).toBe(first);
    const later = new Date(now.getTime() + QUARTER_MS);
    const next = suitingQuartersNow(evenings, later);
    expect(next).not.toBe(first);
    expect(next).toEqual(suitingQuarters(evenings, later));
  });
});
