import type { LightMyRequestResponse } from "fastify";
import type { Availability } from "../../contract/index.js";
import type { SignedIn, TestApp } from "./test-app.js";

/** A clock tests move by hand (server/lessons/clock.ts): no sleeping for time to pass. */
export function testClock(iso: string) {
  let at = new Date(iso).getTime();
  return {
    clock: () => new Date(at),
    set(to: string) {
      at = new Date(to).getTime();
    },
    advance(ms: number) {
      at += ms;
    },
  };
}

export const HOUR = 60 * 60 * 1000;

/** Monday to Sunday 08:00–20:00 in `timeZone`: every half hour of the day is a start. */
export function everyDay(timeZone = "UTC"): Availability {
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "08:00", end: "20:00" }));
  return { timeZone, weekly, exceptions: [] };
}

export function putAvailability(
  t: TestApp,
  who: SignedIn,
  body: unknown,
  uid = who.uid,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "PUT",
    url: `/api/tutors/${uid}/availability`,
    headers: who.headers,
    payload: body as object,
  });
}

export function bookLesson(
  t: TestApp,
  who: SignedIn | undefined,
  tutorId: string,
  start: string,
  extra: { durationMinutes?: number; key?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...who?.headers };
  if (extra.key) headers["idempotency-key"] = extra.key;
  return t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers,
    payload: { tutorId, start, durationMinutes: extra.durationMinutes ?? 60 },
  });
}

export function patchLesson(
  t: TestApp,
  who: SignedIn | undefined,
  id: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "PATCH",
    url: `/api/lessons/${id}`,
    headers: who?.headers ?? {},
    payload: body as object,
  });
}

export async function lessonsOf(
  t: TestApp,
  who: SignedIn,
  query: string,
): Promise<{ _id: string; status: string; start: string; reason: string | null }[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/lessons?${query}`, headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`GET /api/lessons?${query}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function slotStarts(t: TestApp, tutorialId: string, from: string, to: string, duration = 60) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/tutorials/${tutorialId}/slots?from=${from}&to=${to}&duration=${duration}`,
  });
  if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
  return (res.json() as { start: string }[]).map((s) => s.start);
}

/** Lesson rows and availability rows, straight from the database. */
export async function lessonCounts(t: TestApp): Promise<{ lessons: number; availability: number }> {
  const db = t.database.db;
  const lessons = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("start_at", "is not", null)
    .executeTakeFirstOrThrow();
  const availability = await db
    .selectFrom("availability")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return { lessons: Number(lessons.n), availability: Number(availability.n) };
}
