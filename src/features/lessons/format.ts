import type { LessonStatus, Slot } from "../../../contract/index.js";

/**
 * Lesson times as people read them: always in the device's own time zone, through Intl (which
 * knows daylight saving), never by a fixed offset (docs/product.md, Lessons (learner)).
 */

/** The device's IANA time zone, e.g. "Europe/Berlin". */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** The line naming the zone every time on the screen is in. */
export const zoneLine = (zone: string = deviceTimeZone()) => `Times in your time zone: ${zone}`;

/** Built once, when first used: a formatter is costly, and the picker formats hundreds of times. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
const dayFormat = once(
  () => new Intl.DateTimeFormat(undefined, { weekday: "long", day: "numeric", month: "long" }),
);
const timeFormat = once(() => new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" }));
const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }),
);

/** "Tuesday, 1 December" (in the device's language and zone). */
export const formatDay = (iso: string) => dayFormat().format(new Date(iso));
/** "10:00". */
export const formatTime = (iso: string) => timeFormat().format(new Date(iso));
/** "Tue, 1 Dec 2026, 10:00". */
export const formatDateTime = (iso: string) => dateTimeFormat().format(new Date(iso));

/** The local calendar day of an instant, "YYYY-MM-DD", for grouping. */
function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export interface SlotDay {
  day: string;
  label: string;
  slots: Slot[];
}

/** Slots grouped by the device's local day, in order. */
export function groupByDay(slots: Slot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const day = localDay(slot.start);
    let group = days.get(day);
    if (!group) {
      group = { day, label: formatDay(slot.start), slots: [] };
      days.set(day, group);
    }
    group.slots.push(slot);
  }
  return [...days.values()];
}

/** A lesson's state in words (docs/product.md, Lessons (learner)). */
export const STATUS_TEXT: Record<LessonStatus, string> = {
  requested: "Requested — waiting for the tutor",
  confirmed: "Confirmed",
  declined: "Declined by the tutor",
  cancelled: "Cancelled",
  expired: "Expired — the tutor did not answer in time",
  completed: "Completed",
};
