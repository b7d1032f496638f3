import { describe, expect, it } from "vitest";
import {
  FREE_BITS,
  freeBits,
  MASK_BITS,
  QUARTER_MS,
  QUARTERS_A_DAY,
  quarterOf,
  suitingMask,
  suitingMaskNow,
  suitingQuarters,
} from "../../../server/lessons/free-hours.js";

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
    const first = suitingMaskNow(evenings, now);
    expect(suitingMaskNow(evenings, new Date(now.getTime() + 60_000))).toBe(first);
    const later = new Date(now.getTime() + QUARTER_MS);
    const next = suitingMaskNow(evenings, later);
    expect(next).not.toBe(first);
    expect(next).toEqual(suitingMask(suitingQuarters(evenings, later), later));
  });
});

describe("free starts and a learner's hours as bits", () => {
  /** What the repository's SQL tests: the row's bits and the mask's bits from the row's day on. */
  const shareABit = (row: { firstDay: number; free: string }, m: { baseDay: number; mask: string }) => {
    const from = (row.firstDay - m.baseDay) * QUARTERS_A_DAY;
    const part = m.mask.slice(from, from + FREE_BITS);
    return [...row.free].some((bit, i) => bit === "1" && part[i] === "1");
  };

  it("set one bit per start from the row's UTC day, and the mask's from two days before", () => {
    const now = new Date("2030-01-06T10:07:00.000Z");
    const start = quarterOf(Date.parse("2030-01-07T11:00:00.000Z"));
    const row = freeBits([start], now);
    expect(row.free).toHaveLength(FREE_BITS);
    expect(row.free.indexOf("1")).toBe(QUARTERS_A_DAY + 44); // the next day, 11:00 UTC
    expect(row.free.lastIndexOf("1")).toBe(QUARTERS_A_DAY + 44);
    const m = suitingMask([start], now);
    expect(m.mask).toHaveLength(MASK_BITS);
    expect(m.mask.indexOf("1")).toBe(3 * QUARTERS_A_DAY + 44);
  });

  it("match a row written today or up to two days ago at the same quarter hour, and no other", () => {
    const now = new Date("2030-01-06T10:07:00.000Z");
    const start = quarterOf(Date.parse("2030-01-08T11:00:00.000Z"));
    const m = suitingMask([start], now);
    for (const daysAgo of [0, 1, 2]) {
      const written = new Date(now.getTime() - daysAgo * 24 * 3_600_000);
      expect(shareABit(freeBits([start], written), m)).toBe(true);
      expect(shareABit(freeBits([start + 1, start - 2], written), m)).toBe(false);
    }
  });

  it("keep no start beyond the row's 16 days", () => {
    const now = new Date("2030-01-06T00:00:00.000Z");
    const day0 = quarterOf(now.getTime());
    expect(freeBits([day0 - 1, day0 + FREE_BITS], now).free).not.toContain("1");
  });
});
