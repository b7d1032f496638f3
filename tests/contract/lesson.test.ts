import { describe, expect, it, vi } from "vitest";
import {
  availabilityAnswerSchema,
  availabilitySchema,
  errorCodeOf,
  isTimeZone,
  lessonPatchSchema,
  STATUS_OF_ERROR_CODE,
  slotsQuerySchema,
} from "../../contract/index.js";

describe("lesson contract", () => {
  it("knows IANA zones and refuses made-up or malformed ones", () => {
    for (const z of ["Asia/Dhaka", "Europe/London", "America/New_York", "UTC"])
      expect(isTimeZone(z)).toBe(true);
    for (const z of ["Mars/Olympus", "", "../etc", "Europe/London\u0000", "+05:00 "])
      expect(isTimeZone(z)).toBe(false);
  });

  it("reads a zone in the server's answer by its form, without asking Intl (whose first use loads the zone data)", () => {
    const asked = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const answer = (timeZone: string) =>
        availabilityAnswerSchema.safeParse({ timeZone, weekly: [], exceptions: [] }).success;
      expect(answer("Pacific/Chatham")).toBe(true);
      for (const z of ["", "../etc", "Europe/London\u0000", "+05:00 ", "<script>"])
        expect(answer(z)).toBe(false);
      expect(asked).not.toHaveBeenCalled();
      // What a person sends is still checked against the zones the runtime knows.
      expect(
        availabilitySchema.safeParse({ timeZone: "Pacific/Fiji", weekly: [], exceptions: [] }).success,
      ).toBe(true);
      expect(asked).toHaveBeenCalled();
      expect(
        availabilitySchema.safeParse({ timeZone: "Mars/Olympus", weekly: [], exceptions: [] }).success,
      ).toBe(false);
    } finally {
      asked.mockRestore();
    }
  });

  it("accepts a week of half-hour windows and refuses overlaps, end ≤ start and off-grid times", () => {
    const ok = {
      timeZone: "Europe/London",
      weekly: [
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 1, start: "12:00", end: "24:00" },
      ],
      exceptions: [{ date: "2026-12-25", available: false }],
    };
    expect(availabilitySchema.safeParse(ok).success).toBe(true);
    const bad = (weekly: unknown) => availabilitySchema.safeParse({ ...ok, weekly }).success;
    expect(bad([{ weekday: 1, start: "09:00", end: "09:00" }])).toBe(false);
    expect(bad([{ weekday: 1, start: "09:15", end: "10:00" }])).toBe(false);
    expect(bad([{ weekday: 8, start: "09:00", end: "10:00" }])).toBe(false);
    expect(
      bad([
        { weekday: 2, start: "09:00", end: "11:00" },
        { weekday: 2, start: "10:30", end: "12:00" },
      ]),
    ).toBe(false);
    expect(availabilitySchema.safeParse({ ...ok, timeZone: "Nowhere/Town" }).success).toBe(false);
  });

  it("slots last 30 or 60 minutes (60 unless said); a lesson patch names one of three states", () => {
    const from = "2026-12-01T00:00:00.000Z";
    const to = "2026-12-02T00:00:00.000Z";
    expect(slotsQuerySchema.parse({ from, to }).duration).toBe(60);
    expect(slotsQuerySchema.parse({ from, to, duration: "30" }).duration).toBe(30);
    expect(slotsQuerySchema.safeParse({ from, to, duration: "45" }).success).toBe(false);
    expect(lessonPatchSchema.safeParse({ status: "completed" }).success).toBe(false);
    expect(lessonPatchSchema.safeParse({ status: "cancelled", reason: "Ill" }).success).toBe(true);
  });

  it("SLOT_TAKEN is a 409, and a bare 409 still reads as CONFLICT", () => {
    expect(STATUS_OF_ERROR_CODE.SLOT_TAKEN).toBe(409);
    expect(errorCodeOf(409)).toBe("CONFLICT");
    expect(errorCodeOf(503)).toBe("UNAVAILABLE");
  });
});
