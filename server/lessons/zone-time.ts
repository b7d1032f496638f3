/**
 * Wall-clock time in an IANA time zone ↔ UTC instants, with Intl only (no fixed offsets): the
 * zone's own rules, daylight-saving changes included, come from the runtime's time-zone data.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
}

function parts(instantMs: number, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instantMs)) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return out;
}

/** The zone's offset from UTC at an instant, in minutes (e.g. +360 for Asia/Dhaka). */
export function offsetMinutes(instantMs: number, timeZone: string): number {
  const p = parts(instantMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/** What a clock on the wall in `timeZone` shows at an instant. */
export function wallClockOf(instantMs: number, timeZone: string): WallClock {
  const p = parts(instantMs, timeZone);
  const date = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  return { date, minutes: p.hour * 60 + p.minute };
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** UTC milliseconds of a date's midnight plus `minutes`, as if the zone were UTC. */
export function naiveMs(date: string, minutes: number): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d) + minutes * 60_000;
}

/**
 * Every instant at which the wall clock in `timeZone` shows `minutes` past midnight of `date`:
 * none in the hour skipped when clocks go forward, two in the hour repeated when they go back,
 * one otherwise; ascending.
 */
export function instantsOfWallTime(date: string, minutes: number, timeZone: string): number[] {
  // "24:00" ends a day: it is the next day's midnight.
  if (minutes >= 1440)
    return instantsOfWallTime(addDays(date, Math.floor(minutes / 1440)), minutes % 1440, timeZone);
  const naive = naiveMs(date, minutes);
  // The offsets in force around that time: no zone changes its offset twice within a day.
  const offsets = new Set([
    offsetMinutes(naive - 86_400_000, timeZone),
    offsetMinutes(naive + 86_400_000, timeZone),
  ]);
  const found: number[] = [];
  for (const offset of offsets) {
    const instant = naive - offset * 60_000;
    const wall = wallClockOf(instant, timeZone);
    if (wall.date === date && wall.minutes === minutes) found.push(instant);
  }
  return found.sort((a, b) => a - b);
}

/**
 * One instant for a wall time, as calendars resolve it: the earlier of a repeated time, and for a
 * skipped time the instant the clock jumped to plus the remainder (01:30 on a spring-forward
 * night at 01:00 is read as 02:30).
 */
export function instantOfWallTime(date: string, minutes: number, timeZone: string): number {
  const exact = instantsOfWallTime(date, minutes, timeZone);
  if (exact.length > 0) return exact[0];
  const naive = naiveMs(date, minutes);
  return naive - offsetMinutes(naive - 86_400_000, timeZone) * 60_000;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  const day = new Date(naiveMs(date, 0)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(naiveMs(date, 0) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The zone's one offset over the whole local `date` (and its 24:00), or null when the offset
 * changes around it. Real local days lie within 14 hours of their naive UTC reading, and no zone
 * changes its offset twice in two days, so equal offsets at both ends mean none changed between.
 */
export function steadyOffsetMinutes(date: string, timeZone: string): number | null {
  const key = `${timeZone} ${date}`;
  const known = steadyOffsets.get(key);
  if (known !== undefined) return known;
  const before = offsetMinutes(naiveMs(date, 0) - 14 * 3_600_000, timeZone);
  const after = offsetMinutes(naiveMs(date, 1440) + 14 * 3_600_000, timeZone);
  const steady = before === after ? before : null;
  // A zone's rules do not change while the process runs: every slot question asks about the same
  // few weeks of dates, so each (zone, date) is worked out once. Bounded, simply emptied when full.
  if (steadyOffsets.size >= STEADY_OFFSETS_MAX) steadyOffsets.clear();
  steadyOffsets.set(key, steady);
  return steady;
}

const STEADY_OFFSETS_MAX = 20_000;
const steadyOffsets = new Map<string, number | null>();
