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
export const QUARTERS_A_DAY = DAY_MS / QUARTER_MS;
/**
 * A tutor's row keeps one bit per quarter hour of FREE_HOURS_DAYS + 1 whole UTC days from the day
 * it was written (migrations/015_tutor_free_hours.sql): enough for FREE_HOURS_DAYS from any moment
 * of that day.
 */
export const FREE_BITS = (FREE_HOURS_DAYS + 1) * QUARTERS_A_DAY;
/** How many days old a row may be and still be matched (the sweep rewrites each daily). */
export const MATCHED_DAYS_BACK = 2;
/** A learner's mask reaches from MATCHED_DAYS_BACK days ago to the end of the newest row's bits. */
export const MASK_BITS = MATCHED_DAYS_BACK * QUARTERS_A_DAY + FREE_BITS;

export const quarterOf = (ms: number) => Math.floor(ms / QUARTER_MS);
export const utcDayOf = (ms: number) => Math.floor(ms / DAY_MS);

/** Quarter hours as a string of '0' and '1' (a `bit` literal), bit i standing for `firstDay`'s quarter i. */
function bitsOf(quarters: readonly number[], firstDay: number, length: number): string {
  const bits = new Uint8Array(length).fill(48); // "0"
  const origin = firstDay * QUARTERS_A_DAY;
  for (const q of quarters) if (q >= origin && q < origin + length) bits[q - origin] = 49; // "1"
  return new TextDecoder().decode(bits);
}

/** A tutor's row: the UTC day of `now`, and their free starts as bits from that day's 00:00. */
export function freeBits(starts: readonly number[], now: Date): { firstDay: number; free: string } {
  const firstDay = utcDayOf(now.getTime());
  return { firstDay, free: bitsOf(starts, firstDay, FREE_BITS) };
}

/**
 * A learner's hours as the repository matches them: bits of MASK_BITS from `baseDay`, so that a row
 * written on day d compares with the mask's bits from (d - baseDay) days on.
 */
export interface SuitingMask {
  baseDay: number;
  mask: string;
}

export function suitingMask(quarters: readonly number[], now: Date): SuitingMask {
  const baseDay = utcDayOf(now.getTime()) - MATCHED_DAYS_BACK;
  return { baseDay, mask: bitsOf(quarters, baseDay, MASK_BITS) };
}

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
const remembered = new Map<string, SuitingMask>();

/**
 * The mask of suitingQuarters, remembered for the quarter hour it was worked out in: the same
 * days, hours and zone asked again in that quarter hour get the same answer without walking 14
 * days of instants.
 */
export function suitingMaskNow(h: SuitingHours, now: Date): SuitingMask {
  const key = `${h.days.join(",")}|${h.fromMinutes}|${h.toMinutes}|${h.timeZone}|${quarterOf(now.getTime())}`;
  const known = remembered.get(key);
  if (known) return known;
  const value = suitingMask(suitingQuarters(h, now), now);
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
