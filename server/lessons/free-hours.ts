import type { Availability } from "../../contract/index.js";
import { computeSlots, type Interval } from "./slot-times.js";
import { isoWeekday, offsetMinutes } from "./zone-time.js";

/**
 * The hours that suit a learner (docs/decisions.md, "The hours that suit"). Instants are counted
 * in quarter hours since 1970 (UTC): every slot starts on a tutor's :00 or :30, which in any zone
 * (offsets such as +05:45 included) is a whole quarter hour.
 */
export const QUARTER_MS = 15 * 60_000;
/** How far a learner's filter looks ahead. */
export const SUITING_DAYS = 14;
/** How far a tutor's stored starts reach: a day more, so a row a day old still covers 14 days. */
export const FREE_HOURS_DAYS = SUITING_DAYS + 1;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export const quarterOf = (ms: number) => Math.floor(ms / QUARTER_MS);

/** The quarter hours at which the tutor's free 60-minute slots start, from `now` on. */
export function freeStarts(availability: Availability, busy: Interval[], now: Date): number[] {
  const to = new Date(now.getTime() + FREE_HOURS_DAYS * DAY_MS);
  return computeSlots({ availability, busy, from: now, to, durationMinutes: 60, now }).map((s) =>
    quarterOf(s.start.getTime()),
  );
}

/** A learner's hours: ISO weekdays (Monday = 1) and a wall-clock [from, to) in minutes, in `timeZone`. */
export interface SuitingHours {
  days: readonly number[];
  fromMinutes: number;
  toMinutes: number;
  timeZone: string;
}

/** How many learners' hours are remembered (a preset of the filters is asked again and again). */
const REMEMBERED_HOURS = 256;
const remembered = new Map<string, number[]>();

/**
 * suitingQuarters, remembered for the quarter hour it was worked out in: the same days, hours and
 * zone asked again in that quarter hour get the same answer without walking 14 days of instants.
 */
export function suitingQuartersNow(h: SuitingHours, now: Date): readonly number[] {
  const key = `${h.days.join(",")}|${h.fromMinutes}|${h.toMinutes}|${h.timeZone}|${quarterOf(now.getTime())}`;
  const known = remembered.get(key);
  if (known) return known;
  const value = suitingQuarters(h, now);
  if (remembered.size >= REMEMBERED_HOURS) remembered.delete(remembered.keys().next().value ?? "");
  remembered.set(key, value);
  return value;
}

/**
 * Every quarter hour of the next SUITING_DAYS days that starts on one of `days` at a wall-clock
 * time in [from, to) in the learner's zone. Walked instant by instant, so a day whose clock
 * changes is read as it is (a skipped time is not there, a repeated one counts once).
 */
export function suitingQuarters(h: SuitingHours, now: Date): number[] {
  const days = new Set(h.days);
  const first = quarterOf(now.getTime()) + 1;
  const last = quarterOf(now.getTime() + SUITING_DAYS * DAY_MS);
  const out: number[] = [];
  // The zone's offset is asked once an hour, and at every quarter of an hour in which it changes.
  let hourStart = Number.NaN;
  let steady: number | null = null;
  for (let q = first; q <= last; q++) {
    const ms = q * QUARTER_MS;
    const hour = Math.floor(ms / HOUR_MS) * HOUR_MS;
    if (hour !== hourStart) {
      hourStart = hour;
      const a = offsetMinutes(hour, h.timeZone);
      steady = a === offsetMinutes(hour + HOUR_MS, h.timeZone) ? a : null;
    }
    const offset = steady ?? offsetMinutes(ms, h.timeZone);
    const local = ms + offset * 60_000;
    const date = new Date(local).toISOString().slice(0, 10);
    const minutes = Math.floor((local % DAY_MS) / 60_000);
    if (!days.has(isoWeekday(date))) continue;
    if (minutes >= h.fromMinutes && minutes < h.toMinutes) out.push(q);
  }
  return out;
}
