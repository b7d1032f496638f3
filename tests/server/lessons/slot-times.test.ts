import { describe, expect, it } from "vitest";
import type { Availability, WeeklyWindow } from "../../../contract/index.js";
import { computeSlots, type Interval, isOfferedStart } from "../../../server/lessons/slot-times.js";
import { instantsOfWallTime, offsetMinutes } from "../../../server/lessons/zone-time.js";

const at = (iso: string) => new Date(iso);
const starts = (slots: Interval[]) => slots.map((s) => s.start.toISOString().slice(0, 16));

function availability(timeZone: string, weekly: WeeklyWindow[], daysOff: string[] = []): Availability {
  return { timeZone, weekly, exceptions: daysOff.map((date) => ({ date, available: false as const })) };
}

/** The slots of one UTC day range, asked well ahead (now a week before). */
function slotsOn(
  a: Availability,
  fromIso: string,
  toIso: string,
  durationMinutes: 30 | 60 = 60,
  busy: Interval[] = [],
) {
  const from = at(fromIso);
  return computeSlots({
    availability: a,
    busy,
    from,
    to: at(toIso),
    durationMinutes,
    now: new Date(from.getTime() - 7 * 86_400_000),
  });
}

describe("zone arithmetic (Intl, no fixed offsets)", () => {
  it("knows each zone's offset on either side of its daylight-saving changes", () => {
    expect(offsetMinutes(Date.parse("2026-01-15T12:00:00Z"), "Europe/London")).toBe(0);
    expect(offsetMinutes(Date.parse("2026-07-15T12:00:00Z"), "Europe/London")).toBe(60);
    expect(offsetMinutes(Date.parse("2026-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutes(Date.parse("2026-07-15T12:00:00Z"), "America/New_York")).toBe(-240);
    expect(offsetMinutes(Date.parse("2026-01-15T12:00:00Z"), "Asia/Dhaka")).toBe(360);
    expect(offsetMinutes(Date.parse("2026-07-15T12:00:00Z"), "Asia/Dhaka")).toBe(360);
  });

  it("a skipped wall time has no instant, a repeated one has two", () => {
    expect(instantsOfWallTime("2026-03-29", 60 + 30, "Europe/London")).toEqual([]);
    expect(
      instantsOfWallTime("2026-10-25", 60 + 30, "Europe/London").map((t) => new Date(t).toISOString()),
    ).toEqual(["2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z"]);
    expect(instantsOfWallTime("2026-03-08", 150, "America/New_York")).toEqual([]);
    expect(instantsOfWallTime("2026-11-01", 90, "America/New_York")).toHaveLength(2);
  });
});

describe("computeSlots", () => {
  it("Monday 09:00–12:00 in London is 09:00 UTC in winter and 08:00 UTC in summer", () => {
    const a = availability("Europe/London", [{ weekday: 1, start: "09:00", end: "12:00" }]);
    expect(starts(slotsOn(a, "2026-01-05T00:00:00Z", "2026-01-06T00:00:00Z"))).toEqual([
      "2026-01-05T09:00",
      "2026-01-05T09:30",
      "2026-01-05T10:00",
      "2026-01-05T10:30",
      "2026-01-05T11:00",
    ]);
    expect(starts(slotsOn(a, "2026-07-06T00:00:00Z", "2026-07-07T00:00:00Z"))[0]).toBe("2026-07-06T08:00");
  });

  it("London, clocks forward (29 March 2026): 01:00 and 01:30 do not exist and are not offered", () => {
    const a = availability("Europe/London", [{ weekday: 7, start: "00:00", end: "04:00" }]);
    const s = slotsOn(a, "2026-03-28T12:00:00Z", "2026-03-29T12:00:00Z", 30);
    expect(starts(s)).toEqual([
      "2026-03-29T00:00", // 00:00 GMT
      "2026-03-29T00:30",
      "2026-03-29T01:00", // 02:00 BST
      "2026-03-29T01:30",
      "2026-03-29T02:00",
      "2026-03-29T02:30", // 03:30 BST, ends at the window's 04:00 BST
    ]);
  });

  it("London, clocks back (25 October 2026): 01:00 and 01:30 happen twice and are offered once", () => {
    const a = availability("Europe/London", [{ weekday: 7, start: "00:00", end: "03:00" }]);
    const s = slotsOn(a, "2026-10-24T12:00:00Z", "2026-10-25T12:00:00Z", 30);
    expect(starts(s)).toEqual([
      "2026-10-24T23:00", // 00:00 BST
      "2026-10-24T23:30",
      "2026-10-25T00:00", // 01:00 BST, the first of the two
      "2026-10-25T00:30",
      "2026-10-25T02:00", // 02:00 GMT
      "2026-10-25T02:30",
    ]);
    expect(new Set(starts(s)).size).toBe(s.length);
  });

  it("New York, clocks forward (8 March 2026): 60-minute lessons skip 02:00–03:00 and still fit the window", () => {
    const a = availability("America/New_York", [{ weekday: 7, start: "01:00", end: "04:00" }]);
    expect(starts(slotsOn(a, "2026-03-08T00:00:00Z", "2026-03-09T00:00:00Z"))).toEqual([
      "2026-03-08T06:00", // 01:00 EST
      "2026-03-08T06:30",
      "2026-03-08T07:00", // 03:00 EDT, ends at 04:00 EDT
    ]);
  });

  it("New York, clocks back (1 November 2026): every wall time once", () => {
    const a = availability("America/New_York", [{ weekday: 7, start: "00:00", end: "03:00" }]);
    expect(starts(slotsOn(a, "2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z"))).toEqual([
      "2026-11-01T04:00", // 00:00 EDT
      "2026-11-01T04:30",
      "2026-11-01T05:00", // 01:00 EDT
      "2026-11-01T05:30",
      "2026-11-01T07:00", // 02:00 EST, ends 03:00 EST
    ]);
  });

  it("Asia/Dhaka (no daylight saving): the same UTC times all year", () => {
    const a = availability("Asia/Dhaka", [{ weekday: 1, start: "09:00", end: "10:00" }]);
    expect(starts(slotsOn(a, "2026-01-05T00:00:00Z", "2026-01-06T00:00:00Z"))).toEqual(["2026-01-05T03:00"]);
    expect(starts(slotsOn(a, "2026-07-06T00:00:00Z", "2026-07-07T00:00:00Z"))).toEqual(["2026-07-06T03:00"]);
  });

  it("a window may end at 24:00; days off and busy lessons are left out", () => {
    const a = availability("UTC", [{ weekday: 1, start: "22:00", end: "24:00" }], ["2026-01-12"]);
    const busy = [{ start: at("2026-01-05T22:30:00Z"), end: at("2026-01-05T23:00:00Z") }];
    expect(starts(slotsOn(a, "2026-01-05T00:00:00Z", "2026-01-13T00:00:00Z", 30, busy))).toEqual([
      "2026-01-05T22:00",
      "2026-01-05T23:00",
      "2026-01-05T23:30",
    ]);
  });

  it("nothing less than 2 hours or more than 60 days ahead; nothing outside [from, to)", () => {
    const a = availability(
      "UTC",
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
    );
    const now = at("2026-01-05T10:10:00Z");
    const s = computeSlots({
      availability: a,
      busy: [],
      from: now,
      to: at("2026-04-01T00:00:00Z"),
      durationMinutes: 60,
      now,
    });
    expect(s[0].start.toISOString()).toBe("2026-01-05T12:30:00.000Z");
    expect(s.at(-1)?.start.getTime()).toBeLessThanOrEqual(now.getTime() + 60 * 86_400_000);
    const narrow = computeSlots({
      availability: a,
      busy: [],
      from: at("2026-01-06T10:00:00Z"),
      to: at("2026-01-06T11:00:00Z"),
      durationMinutes: 30,
      now,
    });
    expect(starts(narrow)).toEqual(["2026-01-06T10:00", "2026-01-06T10:30"]);
    expect(
      computeSlots({
        availability: { ...a, weekly: [] },
        busy: [],
        from: now,
        to: at("2026-01-10T00:00:00Z"),
        durationMinutes: 60,
        now,
      }),
    ).toEqual([]);
  });
});

describe("isOfferedStart", () => {
  const a = availability("Europe/London", [{ weekday: 1, start: "09:00", end: "12:00" }]);
  const now = at("2026-01-01T00:00:00Z");
  it("is true for a slot start and false off the grid, outside the window or too late in it", () => {
    expect(
      isOfferedStart({ availability: a, start: at("2026-01-05T09:30:00Z"), durationMinutes: 60, now }),
    ).toBe(true);
    expect(
      isOfferedStart({ availability: a, start: at("2026-01-05T09:15:00Z"), durationMinutes: 60, now }),
    ).toBe(false);
    expect(
      isOfferedStart({ availability: a, start: at("2026-01-05T11:30:00Z"), durationMinutes: 60, now }),
    ).toBe(false);
    expect(
      isOfferedStart({ availability: a, start: at("2026-01-05T11:30:00Z"), durationMinutes: 30, now }),
    ).toBe(true);
    expect(
      isOfferedStart({ availability: a, start: at("2026-01-06T09:00:00Z"), durationMinutes: 30, now }),
    ).toBe(false);
  });
});
