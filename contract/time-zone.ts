import { z } from "zod";

/**
 * IANA time zones and wall-clock times, shared by lessons (contract/lesson.ts) and the tutor
 * list's hours filter (contract/suiting-hours.ts). A leaf module: it imports no other contract.
 */
export const UNKNOWN_TIME_ZONE_MESSAGE = "Unknown time zone";

/** True for an IANA zone name this runtime knows (e.g. Asia/Dhaka, Europe/London, UTC). */
export function isTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
  } catch {
    return false;
  }
  // Asked on every stored availability read: a formatter per check would cost more than the rest.
  if (knownZones.size < 1_000) knownZones.add(name);
  return true;
}
const knownZones = new Set<string>();

/** The form of an IANA zone name; whether the runtime knows it is isTimeZone's question. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

export const timeZoneSchema = z.string().trim().refine(isTimeZone, UNKNOWN_TIME_ZONE_MESSAGE);
/**
 * A zone name in an answer of the server, which checked it with timeZoneSchema before storing it
 * and again when reading it back (server/repositories/availability-repository.ts): only its form
 * is checked. Asking Intl whether it knows a zone loads the browser's time zone data, a task of
 * 40–100 ms at 4× CPU slowdown, which Tutor Details paid on every visit before showing any time
 * (docs/benchmarks.md).
 */
export const answeredTimeZoneSchema = z.string().regex(ZONE_NAME, UNKNOWN_TIME_ZONE_MESSAGE);

/** Minutes since midnight of an "HH:MM" wall time. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}
