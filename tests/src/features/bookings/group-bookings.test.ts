import { describe, expect, it } from "vitest";
import type { Booking, Lesson } from "../../../../contract/index.js";
import { groupBookings } from "../../../../src/features/bookings/components/my-booked-tutors-page.js";

const NOW = Date.parse("2026-12-01T12:00:00.000Z");
const HOUR = 3_600_000;

function booking(n: number): Booking {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    tutorId: "00000000-0000-4000-8000-000000000099",
    image: "/uploads/a.webp",
    language: "English",
    price: 10,
    tutorEmail: "tutor@example.com",
    email: "me@example.com",
  };
}
function lesson(b: Booking, hoursFromNow: number, status: Lesson["status"]): Lesson {
  const start = new Date(NOW + hoursFromNow * HOUR);
  return {
    ...b,
    start: start.toISOString(),
    end: new Date(start.getTime() + HOUR).toISOString(),
    status,
    learnerName: "Me",
    tutorName: "Tutor",
    reason: null,
  };
}

describe("My booked tutors' groups", () => {
  it("puts lessons to come first, soonest first; untimed bookings next; the rest after, latest first", () => {
    const [a, b, c, d, e, f, g] = [1, 2, 3, 4, 5, 6, 7].map(booking);
    const lessons = new Map<string, Lesson>([
      [a._id, lesson(a, 48, "confirmed")],
      [b._id, lesson(b, 5, "requested")],
      [c._id, lesson(c, -48, "completed")],
      [d._id, lesson(d, 24, "cancelled")],
      [e._id, lesson(e, -2, "declined")],
      // Started half an hour ago and still running: still to come until it ends.
      [f._id, lesson(f, -0.5, "confirmed")],
    ]);
    const groups = groupBookings([a, b, c, d, e, f, g], lessons, NOW);
    expect(groups.upcoming.map((x) => x._id)).toEqual([f._id, b._id, a._id]);
    expect(groups.untimed.map((x) => x._id)).toEqual([g._id]);
    expect(groups.past.map((x) => x._id)).toEqual([d._id, e._id, c._id]);
  });
});
