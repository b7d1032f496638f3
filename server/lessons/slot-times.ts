import {
  type Availability,
  BOOKING_MAX_AHEAD_DAYS,
  BOOKING_MIN_NOTICE_HOURS,
  type LessonDuration,
  minutesOf,
} from "../../contract/index.js";
import {
  addDays,
  instantOfWallTime,
  instantsOfWallTime,
  isoWeekday,
  naiveMs,
  steadyOffsetMinutes,
  wallClockOf,
} from "./zone-time.js";

/**
 * Free lesson times from a tutor's weekly availability (wall-clock windows in the tutor's zone),
 * as docs/product.md (Lessons) defines them: starts on the tutor's :00 and :30, wholly inside a
 * window in real time, not on a day off, 2 hours to 60 days ahead, overlapping no busy lesson.
 * On a daylight-saving day a start the clock skips is not offered and one it shows twice is
 * offered once (its first occurrence), so no two slots ever share a start.
 */

export interface Interval {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STEP_MINUTES = 30;

export interface SlotQuery {
  availability: Availability;
  busy: Interval[];
  from: Date;
  to: Date;
  durationMinutes: LessonDuration;
  now: Date;
}

/** Free slot starts in [from, to), ascending. */
export function computeSlots(q: SlotQuery): Interval[] {
  const { availability, durationMinutes } = q;
  const zone = availability.timeZone;
  const lo = Math.max(q.from.getTime(), q.now.getTime() + BOOKING_MIN_NOTICE_HOURS * HOUR);
  const hi = Math.min(q.to.getTime(), q.now.getTime() + BOOKING_MAX_AHEAD_DAYS * DAY + 1);
  if (lo >= hi || availability.weekly.length === 0) return [];
  const daysOff = new Set(availability.exceptions.filter((e) => !e.available).map((e) => e.date));
  const busy = q.busy.map((b) => [b.start.getTime(), b.end.getTime()] as const);
  const length = durationMinutes * MINUTE;
  const seen = new Set<number>();
  const slots: number[] = [];
  // Local dates that can hold a start in [lo, hi): from the day before to the day after.
  const last = addDays(wallClockOf(hi, zone).date, 1);
  for (let date = addDays(wallClockOf(lo, zone).date, -1); date <= last; date = addDays(date, 1)) {
    if (daysOff.has(date)) continue;
    const weekday = isoWeekday(date);
    // Most days keep one offset: their wall times map to instants without asking Intl each time.
    const steady = steadyOffsetMinutes(date, zone);
    const instantOf = (minutes: number) =>
      steady === null ? instantOfWallTime(date, minutes, zone) : naiveMs(date, minutes) - steady * MINUTE;
    const firstInstantOf = (minutes: number): number | undefined =>
      steady === null ? instantsOfWallTime(date, minutes, zone)[0] : naiveMs(date, minutes) - steady * MINUTE;
    for (const w of availability.weekly) {
      if (w.weekday !== weekday) continue;
      const endMinutes = minutesOf(w.end);
      const windowEnd = instantOf(endMinutes);
      for (let t = minutesOf(w.start); t + durationMinutes <= endMinutes; t += STEP_MINUTES) {
        const start = firstInstantOf(t);
        if (start === undefined || start < lo || start >= hi || seen.has(start)) continue;
        if (start + length > windowEnd) continue;
        if (busy.some(([bs, be]) => bs < start + length && start < be)) continue;
        seen.add(start);
        slots.push(start);
      }
    }
  }
  return slots.sort((a, b) => a - b).map((s) => ({ start: new Date(s), end: new Date(s + length) }));
}

/** Whether `start` is a slot start the availability offers (other lessons aside). */
export function isOfferedStart(o: {
  availability: Availability;
  start: Date;
  durationMinutes: LessonDuration;
  now: Date;
}): boolean {
  const at = o.start.getTime();
  return computeSlots({ ...o, busy: [], from: o.start, to: new Date(at + 1) }).some(
    (s) => s.start.getTime() === at,
  );
}
