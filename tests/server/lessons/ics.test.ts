import { describe, expect, it } from "vitest";
import { escapeText, foldLine, lessonCalendar, utcStamp } from "../../../server/lessons/ics.js";

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11), and drops controls", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg\u0007h")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng" + "h");
  });

  it("writes UTC instants as YYYYMMDDTHHMMSSZ", () => {
    expect(utcStamp(new Date("2030-01-08T09:30:00.000Z"))).toBe("20300108T093000Z");
  });

  it("folds lines over 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"é".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("keeps a hostile host out of the UID", () => {
    const body = lessonCalendar({
      lessonId: "x",
      host: "evil\r\nX-INJECTED:1",
      start: new Date(0),
      end: new Date(60_000),
      summary: "s",
      status: "CONFIRMED",
      stamp: new Date(0),
    });
    expect(body).toContain("UID:x@evilX-INJECTED:1\r\n");
    expect(body).not.toContain("\r\nX-INJECTED");
  });
});
