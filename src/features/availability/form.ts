import { type Availability, minutesOf, type WeeklyWindow } from "../../../contract/index.js";
import { deviceTimeZone } from "../lessons/format.js";

/** Words of the Availability screen (docs/product.md, Lessons (tutor)). */
export const AVAILABILITY_TEXTS = {
  title: "Availability",
  intro: "The hours you teach each week, in your time zone. Learners book lessons inside them.",
  loading: "Loading your availability...",
  loadFailed: "Could not load your availability.",
  offline: "You're offline. Your availability will load when you're back online.",
  saved: "Availability saved.",
  queued:
    "You're offline. Your availability is saved on this device and will be sent when you're back online.",
  pending: "Waiting to be sent — the hours below are the ones you saved offline.",
  saveFailed: "Could not save your availability.",
  noHours: "Not available",
  addHours: "Add hours",
  addDayOff: "Add day off",
  noDaysOff: "No days off.",
  dayOffTaken: "That day is already a day off.",
  save: "Save availability",
  saving: "Saving...",
} as const;

/** ISO weekdays (Monday = 1), as the contract numbers them. */
export const WEEKDAYS = [
  { weekday: 1, name: "Monday" },
  { weekday: 2, name: "Tuesday" },
  { weekday: 3, name: "Wednesday" },
  { weekday: 4, name: "Thursday" },
  { weekday: 5, name: "Friday" },
  { weekday: 6, name: "Saturday" },
  { weekday: 7, name: "Sunday" },
] as const;

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
