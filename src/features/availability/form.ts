import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Availability, minutesOf, type WeeklyWindow } from "../../../contract/index.js";
import { formatCount, formatDate } from "../../i18n/format.js";
import { deviceTimeZone } from "../lessons/format.js";

/** Words of the Availability screen (docs/product.md, Lessons (tutor)), as messages. */
export const AVAILABILITY_TEXTS = {
  title: msg`Availability`,
  intro: msg`The hours you teach each week, in your time zone. Learners book lessons inside them.`,
  loading: msg`Loading your availability...`,
  loadFailed: msg`Could not load your availability.`,
  offline: msg`You're offline. Your availability will load when you're back online.`,
  saved: msg`Availability saved.`,
  queued: msg`You're offline. Your availability is saved on this device and will be sent when you're back online.`,
  pending: msg`Waiting to be sent — the hours below are the ones you saved offline.`,
  saveFailed: msg`Could not save your availability.`,
  noHours: msg`Not available`,
  addHours: msg`Add hours`,
  addDayOff: msg`Add day off`,
  noDaysOff: msg`No days off.`,
  dayOffTaken: msg`That day is already a day off.`,
  save: msg`Save availability`,
  saving: msg`Saving...`,
} as const;

/** ISO weekdays (Monday = 1 … Sunday = 7), as the contract numbers them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name in the screen's language ("Monday", "সোমবার", "الاثنين"). */
export function weekdayName(weekday: number, i18n: I18n): string {
  // 1 January 2024 was a Monday.
  return formatDate(Date.UTC(2024, 0, weekday), { weekday: "long", timeZone: "UTC" }, i18n);
}

/** A date "YYYY-MM-DD" read as a calendar day, named in words (no time zone shifts it). */
export function dayName(date: string, i18n: I18n): string {
  const [y, m, d] = date.split("-").map(Number);
  return formatDate(
    Date.UTC(y, m - 1, d),
    { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" },
    i18n,
  );
}

/** A wall time "HH:MM" as it is read in the screen's language: its digits the language's ("০৯:৩০"). */
export function wallTime(time: string, i18n: I18n): string {
  return time.replace(/\d/g, (digit) => formatCount(Number(digit), i18n));
}

const pad = (n: number) => String(n).padStart(2, "0");
const HALF_HOURS = Array.from({ length: 49 }, (_, i) => `${pad(Math.floor(i / 2))}:${i % 2 ? "30" : "00"}`);
/** Windows start on the hour or half hour, 00:00 to 23:30… */
export const START_TIMES = HALF_HOURS.slice(0, -1);
/** …and end from 00:30 to 24:00 (midnight, the end of the day). */
export const END_TIMES = HALF_HOURS.slice(1);

/** Every zone this browser knows, with `current` kept even when the list lacks it (e.g. "UTC"). */
export function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * What the form starts from: a write still waiting in the outbox wins over the saved copy (so a
 * reload loses nothing typed); a tutor who never set hours starts in the device's zone.
 */
export function initialValues(saved: Availability, waiting: Availability | undefined): Availability {
  if (waiting) return waiting;
  const neverSet = saved.weekly.length === 0 && saved.exceptions.length === 0;
  return neverSet ? { ...saved, timeZone: deviceTimeZone() } : saved;
}

/** The weekdays with two windows that overlap (the server refuses them: 400). */
export function overlappingWeekdays(weekly: readonly WeeklyWindow[]): Set<number> {
  const days = new Set<number>();
  const sorted = [...weekly].sort((a, b) => a.weekday - b.weekday || minutesOf(a.start) - minutesOf(b.start));
  sorted.forEach((w, i) => {
    const before = sorted[i - 1];
    if (before && before.weekday === w.weekday && minutesOf(before.end) > minutesOf(w.start))
      days.add(w.weekday);
  });
  return days;
}

/** A new window for a day: after its last one when there is room, else 09:00–17:00. */
export function nextWindow(weekly: readonly WeeklyWindow[], weekday: number): WeeklyWindow {
  const ends = weekly.filter((w) => w.weekday === weekday).map((w) => minutesOf(w.end));
  const from = ends.length ? Math.max(...ends) : 9 * 60;
  if (from + 60 > 24 * 60) return { weekday, start: "09:00", end: "17:00" };
  const at = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
  return { weekday, start: at(from), end: at(ends.length ? from + 60 : 17 * 60) };
}

/** The body sent: windows by day and time, days off by date (the server keeps what it is given). */
export function toBody(values: Availability): Availability {
  return {
    timeZone: values.timeZone,
    weekly: [...values.weekly].sort(
      (a, b) => a.weekday - b.weekday || minutesOf(a.start) - minutesOf(b.start),
    ),
    exceptions: [...values.exceptions].sort((a, b) => a.date.localeCompare(b.date)),
  };
}
