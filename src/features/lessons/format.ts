import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LessonStatus, Slot } from "../../../contract/index.js";
import { formatDate } from "../../i18n/format.js";

/**
 * Lesson times as people read them: always in the device's own time zone, through Intl (which
 * knows daylight saving), never by a fixed offset (docs/product.md, Lessons (learner)); in the
 * screen's language, whose `i18n` (the component's `useLingui().i18n`) every formatter takes.
 */

/** The device's IANA time zone, e.g. "Europe/Berlin". */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * Hours and minutes. Bangla names the part of the day in words ("১০:০০ সকাল"), where Intl would
 * write AM/PM in Latin letters; the other languages as Intl writes them ("10:00 AM", "١٠:٠٠ ص").
 */
function clock(i18n: I18n): Intl.DateTimeFormatOptions {
  return i18n.locale === "bn"
    ? { hour: "numeric", minute: "2-digit", dayPeriod: "short" }
    : { hour: "2-digit", minute: "2-digit" };
}

/** "Tuesday, December 1" (in the screen's language, the device's zone). */
export const formatDay = (iso: string, i18n: I18n) =>
  formatDate(new Date(iso), { weekday: "long", day: "numeric", month: "long" }, i18n);
/** "10:00 AM". */
export const formatTime = (iso: string, i18n: I18n) => formatDate(new Date(iso), clock(i18n), i18n);
/** "Tue, Dec 1, 2026, 10:00 AM". */
export const formatDateTime = (iso: string, i18n: I18n) =>
  formatDate(
    new Date(iso),
    { weekday: "short", day: "numeric", month: "short", year: "numeric", ...clock(i18n) },
    i18n,
  );

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

/** Slots grouped by the device's local day, in order, each day named in the screen's language. */
export function groupByDay(slots: Slot[], i18n: I18n): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const day = localDay(slot.start);
    let group = days.get(day);
    if (!group) {
      group = { day, label: formatDay(slot.start, i18n), slots: [] };
      days.set(day, group);
    }
    group.slots.push(slot);
  }
  return [...days.values()];
}

/** A lesson's state in words (docs/product.md, Lessons (learner)). */
export const STATUS_TEXT: Record<LessonStatus, MessageDescriptor> = {
  requested: msg`Requested — waiting for the tutor`,
  confirmed: msg`Confirmed`,
  declined: msg`Declined by the tutor`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired — the tutor did not answer in time`,
  completed: msg`Completed`,
};
