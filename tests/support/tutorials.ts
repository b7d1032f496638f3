import type { LightMyRequestResponse } from "fastify";
import type { Booking, Tutorial } from "../../contract/index.js";
import type { SignedIn, TestApp } from "./test-app.js";

export function tutorialBody(overrides: Record<string, unknown> = {}) {
  return {
    image: "/uploads/test.webp",
    language: "English",
    price: 12.5,
    description: "Conversational English for beginners.",
    ...overrides,
  };
}

/** Posts a tutorial as `who` and returns it as stored. */
export async function postTutorial(
  t: TestApp,
  who: SignedIn,
  overrides: Record<string, unknown> = {},
): Promise<Tutorial> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/tutorials",
    headers: who.headers,
    payload: tutorialBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/tutorials: ${res.statusCode} ${res.body}`);
  return getTutorial(t, res.json().insertedId);
}

export async function getTutorial(t: TestApp, id: string): Promise<Tutorial> {
  const res = await t.app.inject({ method: "GET", url: `/api/tutorials/${id}` });
  if (res.statusCode !== 200) throw new Error(`GET /api/tutorials/${id}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export interface Listing {
  res: LightMyRequestResponse;
  items: Tutorial[];
  total: number;
}

export async function list(t: TestApp, query = ""): Promise<Listing> {
  const res = await t.app.inject({ method: "GET", url: `/api/tutorials${query}` });
  if (res.statusCode !== 200) throw new Error(`GET /api/tutorials${query}: ${res.statusCode} ${res.body}`);
  return { res, items: res.json(), total: Number(res.headers["x-total-count"]) };
}

export async function book(t: TestApp, who: SignedIn, tutorId: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: "POST", url: "/api/bookings", headers: who.headers, payload: { tutorId } });
}

export async function bookingsOf(t: TestApp, who: SignedIn): Promise<Booking[]> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/bookings?email=${encodeURIComponent(who.email)}`,
    headers: who.headers,
  });
  if (res.statusCode !== 200) throw new Error(`GET /api/bookings: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Row counts straight from the database, to prove that a refused call changed nothing. */
export async function counts(t: TestApp): Promise<{ tutorials: number; bookings: number; reviews: number }> {
  const db = t.database.db;
  const n = async (table: "tutorials" | "bookings" | "reviews") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { tutorials: await n("tutorials"), bookings: await n("bookings"), reviews: await n("reviews") };
}
