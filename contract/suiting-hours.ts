import { z } from "zod";
import { minutesOf, timeZoneSchema } from "./time-zone.js";

/**
 * The hours that suit a learner, as GET /tutorials takes them (docs/product.md, Find Tutors):
 * `days` a comma list of ISO weekdays (Monday = 1), `from` and `to` wall-clock `HH:MM` (`to` may be
 * 24:00), `tz` the learner's IANA zone, required with any of the three. Missing days mean every
 * day; a missing `from` 00:00, a missing `to` 24:00.
 */
export const SUITING_HOURS_ERRORS = {
  days: "Must be weekdays 1 to 7 (Monday = 1), separated by commas.",
  time: "Must be a time HH:MM (00:00 to 24:00).",
  order: "from must be before to.",
  zone: "tz is required with days, from or to.",
} as const;

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

export const weekdaysParamSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^[1-7](,[1-7]){0,6}$/, SUITING_HOURS_ERRORS.days)
    .transform((s) => [...new Set(s.split(",").map(Number))].sort())
    .optional(),
);

export const clockParamSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, SUITING_HOURS_ERRORS.time)
    .optional(),
);

export const zoneParamSchema = z.preprocess(blankToUndefined, timeZoneSchema.optional());

/** The parsed filter, or none when no day or hour was asked. */
export interface SuitingHoursFilter {
  days: number[];
  fromMinutes: number;
  toMinutes: number;
  timeZone: string;
}

/** The filter the parameters ask for; checked by `suitingHoursIssue` first. */
export function suitingHoursOf(q: {
  days?: number[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  tz?: string | undefined;
}): SuitingHoursFilter | undefined {
  if (q.days === undefined && q.from === undefined && q.to === undefined) return undefined;
  if (q.tz === undefined) return undefined;
  return {
    days: q.days ?? [1, 2, 3, 4, 5, 6, 7],
    fromMinutes: q.from === undefined ? 0 : minutesOf(q.from),
    toMinutes: q.to === undefined ? 24 * 60 : minutesOf(q.to),
    timeZone: q.tz,
  };
}

/** What is wrong with the parameters together, if anything. */
export function suitingHoursIssue(q: {
  days?: number[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  tz?: string | undefined;
}): string | undefined {
  const asked = q.days !== undefined || q.from !== undefined || q.to !== undefined;
  if (asked && q.tz === undefined) return SUITING_HOURS_ERRORS.zone;
  if (q.from === "24:00") return SUITING_HOURS_ERRORS.order;
  if (q.from !== undefined && q.to !== undefined && minutesOf(q.from) >= minutesOf(q.to))
    return SUITING_HOURS_ERRORS.order;
  return undefined;
}
