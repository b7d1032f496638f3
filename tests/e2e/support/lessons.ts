import type { Page } from "playwright-core";
import type { Tutorial } from "../../../contract/index.js";
import type { TestUser } from "../../support/identity.js";
import { sessionCookie, tutorialOfNewTutor } from "./journey.js";

/**
 * Lessons in the journeys (docs/product.md, Lessons): the end-to-end stack runs with
 * DEMO_LESSONS=off, so a journey's tutor sets their own hours through the API.
 */

/** Every day, all day, in `timeZone`: free times exist whenever the journey runs. */
export function allDayAvailability(timeZone = "UTC") {
  return {
    timeZone,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
    exceptions: [],
  };
}

export interface LessonTutor {
  tutor: TestUser;
  tutorial: Tutorial;
  /** The tutor's own session cookie. */
  cookie: string;
}

/** A new tutor with one tutorial and availability every day 00:00–24:00 (PUT /api/tutors/{uid}/availability). */
export async function tutorWithHours(
  baseURL: string,
  name: string,
  fields: { language: string; price: number; description: string },
  timeZone = "UTC",
): Promise<LessonTutor> {
  const { tutor, tutorial } = await tutorialOfNewTutor(baseURL, name, fields);
  const cookie = await sessionCookie(baseURL, tutor);
  const res = await fetch(`${baseURL}/api/tutors/${tutor.uid}/availability`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify(allDayAvailability(timeZone)),
  });
  if (!res.ok) throw new Error(`PUT availability: ${res.status} ${await res.text()}`);
  return { tutor, tutorial, cookie };
}

export interface SlotJson {
  start: string;
  end: string;
}

/** GET /api/tutorials/{id}/slots for the next 14 days (what the picker asks for). */
export async function freeSlots(baseURL: string, tutorialId: string, duration = 60): Promise<SlotJson[]> {
  const from = new Date();
  from.setUTCMinutes(0, 0, 0);
  const to = new Date(from.getTime() + 14 * 24 * 3600_000);
  const q = new URLSearchParams({
    from: from.toISOString(),
    to: to.toISOString(),
    duration: String(duration),
  });
  const res = await fetch(`${baseURL}/api/tutorials/${tutorialId}/slots?${q}`);
  if (!res.ok) throw new Error(`GET slots: ${res.status} ${await res.text()}`);
  return (await res.json()) as SlotJson[];
}

/** The body of POST /api/bookings for a lesson of `tutorial` at `start`. */
export function lessonBody(tutorial: Tutorial, learner: TestUser, start: string, durationMinutes = 60) {
  return {
    tutorId: tutorial._id,
    image: tutorial.image,
    language: tutorial.language,
    price: tutorial.price,
    tutorEmail: tutorial.email,
    email: learner.email,
    start,
    durationMinutes,
  };
}

/** A lesson's time as the app writes it in the page's own locale and zone ('Tue, 1 Dec 2026, 10:00–11:00'). */
export function lessonTimeText(page: Page, start: string, end: string): Promise<string> {
  return page.evaluate(
    ([s, e]) => {
      const dateTime = new Intl.DateTimeFormat(undefined, {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      });
      const time = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
      return `${dateTime.format(new Date(s))}–${time.format(new Date(e))}`;
    },
    [start, end] as const,
  );
}

/** The date and time of an instant as the app writes it ('Tue, 1 Dec 2026, 10:00'). */
export function dateTimeText(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (s) =>
      new Intl.DateTimeFormat(undefined, {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      }).format(new Date(s)),
    iso,
  );
}
