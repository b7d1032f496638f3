import type { InjectOptions } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema, IDEMPOTENCY_HEADER } from "../../../contract/index.js";
import {
  fuzzBody,
  fuzzMultipart,
  fuzzString,
  fuzzUrlPart,
  MALFORMED_MULTIPART,
  type Rng,
  rng,
} from "../../support/fuzz.js";
import { call } from "../../support/profiles.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { postTutorial, tutorialBody } from "../../support/tutorials.js";

/**
 * Every write of the API, and every read that takes text in its path or query, sent hostile
 * input by a signed-in user: never a 5xx, every refusal in the one error shape, and a refused
 * write stores nothing. Seeded: a failure prints its seed and request; `FUZZ_SEED=<n>` replays.
 */
const DEFAULT_SEED = 20261123;
const SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const WRITES = 320;
const READS = 120;
const UPLOADS = 80;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Fixture {
  me: SignedIn;
  /** Signs in and out in the fuzz (logout may end a session, so never `me`'s). */
  leaver: SignedIn;
  mine: string;
  theirs: string;
  education: string;
  experience: string;
  /** A lesson `me` booked with `theirs`'s tutor. */
  lesson: string;
  /** `me`'s review of `theirs` (booked untimed), which `me` may change or delete. */
  myReview: string;
  /** Another person's review of `mine`, which `me` may reply to. */
  theirReview: string;
  /** The other person (a recorded user `me` may message) and their conversation with `me`. */
  otherUid: string;
  conversation: string;
}
interface Endpoint {
  method: Method;
  /** The route as the API documents it, to check that no write is left out. */
  route: string;
  /** A path; `id(real)` is the real id now and then, mostly a fuzzed, encoded segment. */
  url: (f: Fixture, id: (real: string) => string) => string;
  valid?: (f: Fixture) => Record<string, unknown>;
  as?: (f: Fixture) => SignedIn;
}

const education = { degree: "BSc", school: "Dhaka", year: "2020" };
const experience = { role: "Tutor", company: "School", duration: "2 years", description: "Line 1\nLine 2" };
const profileForm = {
  name: "Fuzz Person",
  headline: "h",
  location: "l",
  bio: "b",
  skills: ["a"],
  education: [education],
  experience: [experience],
  avatar: "/uploads/a.webp",
};

/** Every hour of every day in UTC: any whole hour over 2 hours ahead is a lesson time. */
const allDay = {
  timeZone: "UTC",
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
  exceptions: [],
};

const ENDPOINTS: Endpoint[] = [
  { method: "POST", route: "/api/tutorials", url: () => "/api/tutorials", valid: () => tutorialBody() },
  {
    method: "PUT",
    route: "/api/tutorials/update/{id}",
    url: (f, id) => `/api/tutorials/update/${id(f.mine)}`,
    valid: () => tutorialBody(),
  },
  { method: "DELETE", route: "/api/tutorials/{id}", url: (f, id) => `/api/tutorials/${id(f.mine)}` },
  {
    method: "PUT",
    route: "/api/tutorials/{id}/review",
    url: (f, id) => `/api/tutorials/${id(f.theirs)}/review`,
    valid: () => ({ rating: 5, text: "Great lessons." }),
  },
  {
    method: "PUT",
    route: "/api/tutorials/{id}",
    url: (f, id) => `/api/tutorials/${id(f.theirs)}`,
    valid: () => ({ ReviewCount: 3 }),
  },
  {
    method: "POST",
    route: "/api/bookings",
    url: () => "/api/bookings",
    valid: (f) => ({ tutorId: f.theirs, image: "/uploads/x.webp", language: "English", price: 1 }),
  },
  {
    method: "PATCH",
    route: "/api/reviews/{id}",
    url: (f, id) => `/api/reviews/${id(f.myReview)}`,
    valid: () => ({ rating: 4, text: "Clear and patient." }),
  },
  { method: "DELETE", route: "/api/reviews/{id}", url: (f, id) => `/api/reviews/${id(f.myReview)}` },
  {
    method: "PUT",
    route: "/api/reviews/{id}/reply",
    url: (f, id) => `/api/reviews/${id(f.theirReview)}/reply`,
    valid: () => ({ text: "Thank you!" }),
  },
  {
    method: "DELETE",
    route: "/api/reviews/{id}/reply",
    url: (f, id) => `/api/reviews/${id(f.theirReview)}/reply`,
  },
  {
    method: "PUT",
    route: "/api/favourites/{tutorialId}",
    url: (f, id) => `/api/favourites/${id(f.theirs)}`,
  },
  {
    method: "DELETE",
    route: "/api/favourites/{tutorialId}",
    url: (f, id) => `/api/favourites/${id(f.theirs)}`,
  },
  {
    method: "PUT",
    route: "/api/tutors/{uid}/availability",
    url: (f) => `/api/tutors/${f.me.uid}/availability`,
    valid: () => allDay,
  },
  {
    method: "PATCH",
    route: "/api/lessons/{id}",
    url: (f, id) => `/api/lessons/${id(f.lesson)}`,
    valid: () => ({ status: "cancelled", reason: "x" }),
  },
  {
    method: "POST",
    route: "/api/users",
    url: () => "/api/users",
    valid: (f) => ({
      uid: f.me.uid,
      displayName: "Fuzz",
      email: f.me.email,
      photoURL: "https://a.example/p.png",
    }),
  },
  {
    method: "PATCH",
    route: "/api/profile/{uid}",
    url: (f) => `/api/profile/${f.me.uid}`,
    valid: () => ({ bio: "x" }),
  },
  {
    method: "PATCH",
    route: "/api/profile/{uid}/avatar",
    url: (f) => `/api/profile/${f.me.uid}/avatar`,
    valid: () => ({ avatarUrl: "/uploads/a.webp" }),
  },
  {
    method: "PATCH",
    route: "/api/profile/{uid}/banner",
    url: (f) => `/api/profile/${f.me.uid}/banner`,
    valid: () => ({ bannerUrl: "https://cdn.example.com/b.webp" }),
  },
  {
    method: "POST",
    route: "/api/profile/{uid}/skills",
    url: (f) => `/api/profile/${f.me.uid}/skills`,
    valid: () => ({ skill: "Go" }),
  },
  {
    method: "DELETE",
    route: "/api/profile/{uid}/skills",
    url: (f) => `/api/profile/${f.me.uid}/skills`,
    valid: () => ({ skill: "Go" }),
  },
  {
    method: "PUT",
    route: "/api/users/update/{uid}",
    url: (f) => `/api/users/update/${f.me.uid}`,
    valid: () => profileForm,
  },
  {
    method: "POST",
    route: "/api/education/{uid}",
    url: (f) => `/api/education/${f.me.uid}`,
    valid: () => education,
  },
  {
    method: "PATCH",
    route: "/api/education/{uid}/{entryId}",
    url: (f, id) => `/api/education/${f.me.uid}/${id(f.education)}`,
    valid: () => education,
  },
  {
    method: "DELETE",
    route: "/api/education/{uid}/{entryId}",
    url: (f, id) => `/api/education/${f.me.uid}/${id(f.education)}`,
  },
  {
    method: "POST",
    route: "/api/experience/{uid}",
    url: (f) => `/api/experience/${f.me.uid}`,
    valid: () => experience,
  },
  {
    method: "PATCH",
    route: "/api/experience/{uid}/{entryId}",
    url: (f, id) => `/api/experience/${f.me.uid}/${id(f.experience)}`,
    valid: () => experience,
  },
  {
    method: "DELETE",
    route: "/api/experience/{uid}/{entryId}",
    url: (f, id) => `/api/experience/${f.me.uid}/${id(f.experience)}`,
  },
  // The image upload's non-file paths: JSON or nothing where multipart is expected.
  { method: "POST", route: "/api/images", url: () => "/api/images", valid: () => ({ image: "x" }) },
  {
    method: "POST",
    route: "/api/jwt",
    url: () => "/api/jwt",
    valid: (f) => ({ email: f.leaver.email }),
    as: (f) => f.leaver,
  },
  { method: "POST", route: "/api/logout", url: () => "/api/logout", as: (f) => f.leaver },
  {
    method: "POST",
    route: "/api/notifications/read",
    url: () => "/api/notifications/read",
    valid: () => ({ all: true }),
  },
  {
    method: "POST",
    route: "/api/conversations",
    url: () => "/api/conversations",
    valid: (f) => ({ with: f.otherUid, tutorialId: f.theirs }),
  },
  {
    method: "POST",
    route: "/api/conversations/{id}/messages",
    url: (f, id) => `/api/conversations/${id(f.conversation)}/messages`,
    valid: () => ({ text: "Hello,\nare you free on Tuesday?" }),
  },
  {
    method: "POST",
    route: "/api/conversations/{id}/read",
    url: (f, id) => `/api/conversations/${id(f.conversation)}/read`,
  },
  {
    method: "PUT",
    route: "/api/conversations/{id}/block",
    url: (f, id) => `/api/conversations/${id(f.conversation)}/block`,
  },
  {
    method: "DELETE",
    route: "/api/conversations/{id}/block",
    url: (f, id) => `/api/conversations/${id(f.conversation)}/block`,
  },
];

/** Reads whose path or query carries text; `p()` is a fuzzed, encoded part. */
const READ_URLS: ((f: Fixture, p: () => string) => string)[] = [
  (_f, p) => `/api/tutorials?language=${p()}`,
  (_f, p) => `/api/tutorials?q=${p()}&limit=${p()}&offset=${p()}`,
  (_f, p) => `/api/tutorials?userId=${p()}&q=${p()}`,
  (_f, p) => `/api/tutorials/${p()}`,
  (_f, p) => `/api/bookings?email=${p()}`,
  (_f, p) => `/api/profile/${p()}`,
  (_f, p) => `/api/education/${p()}`,
  (_f, p) => `/api/experience/${p()}`,
  (_f, p) => `/api/users/profile/${p()}`,
  (_f, p) => `/uploads/${p()}`,
  (_f, p) => `/api/tutors/${p()}/availability`,
  (f, p) => `/api/tutorials/${f.theirs}/slots?from=${p()}&to=${p()}&duration=${p()}`,
  (_f, p) => `/api/tutorials/${p()}/slots?from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z`,
  (_f, p) => `/api/lessons?role=${p()}&status=${p()}&from=${p()}`,
  (_f, p) => `/api/lessons/${p()}/calendar.ics`,
  (_f, p) => `/api/tutorials/${p()}/reviews?sort=${p()}&rating=${p()}&limit=${p()}&offset=${p()}`,
  (f, p) => `/api/tutorials/${f.theirs}/reviews?sort=${p()}&rating=${p()}`,
  (_f, p) => `/api/conversations/${p()}/messages?before=${p()}&limit=${p()}`,
  (f, p) => `/api/conversations/${f.conversation}/messages?before=${p()}&limit=${p()}`,
];

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  const [me, other, leaver] = await Promise.all([
    t.user("Fuzz Me"),
    t.user("Fuzz Other"),
    t.user("Fuzz Leaver"),
  ]);
  const mine = await postTutorial(t, me);
  const theirs = await postTutorial(t, other, { language: "Math" });
  const edu = await call(t, "POST", `/education/${me.uid}`, me, education);
  const exp = await call(t, "POST", `/experience/${me.uid}`, me, experience);
  await call(t, "PUT", `/tutors/${other.uid}/availability`, other, allDay);
  const start = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
  const lesson = await call(t, "POST", "/bookings", me, { tutorId: theirs._id, start, durationMinutes: 60 });
  if (lesson.statusCode !== 201) throw new Error(`lesson: ${lesson.statusCode} ${lesson.body}`);
  // A review needs a booking of the tutorial (untimed here).
  await call(t, "POST", "/bookings", me, { tutorId: theirs._id });
  await call(t, "POST", "/bookings", other, { tutorId: mine._id });
  const myReview = await call(t, "PUT", `/tutorials/${theirs._id}/review`, me, { rating: 3, text: "Fine." });
  const theirReview = await call(t, "PUT", `/tutorials/${mine._id}/review`, other, { rating: 5 });
  for (const res of [myReview, theirReview]) {
    if (res.statusCode !== 200) throw new Error(`review: ${res.statusCode} ${res.body}`);
  }
  // A recorded person `me` may message, and their conversation.
  await call(t, "POST", "/users", other, { uid: other.uid, email: other.email, displayName: other.name });
  const conversation = await call(t, "POST", "/conversations", me, { with: other.uid });
  if (conversation.statusCode !== 201)
    throw new Error(`conversation: ${conversation.statusCode} ${conversation.body}`);
  f = {
    me,
    leaver,
    mine: mine._id,
    theirs: theirs._id,
    education: edu.json()._id,
    experience: exp.json()._id,
    lesson: lesson.json().insertedId,
    myReview: myReview.json().reviewId,
    theirReview: theirReview.json().reviewId,
    otherUid: other.uid,
    conversation: conversation.json()._id,
  };
});
afterAll(() => t?.close());

/** Everything a request could have stored (not sessions or idempotency keys: those are bookkeeping). */
async function stored(): Promise<string> {
  const db = t.database.db;
  const tables = [
    "users",
    "profiles",
    "education",
    "experience",
    "tutorials",
    "tutorial_counts",
    "bookings",
    "reviews",
    "availability",
    "notifications",
    "favourites",
    "conversations",
    "conversation_members",
    "messages",
  ] as const;
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
  return JSON.stringify(rows.map((r) => r.map((row) => JSON.stringify(row)).sort()));
}

/** The request as a person can read and resend it (no cookie, long text cut). */
function describeRequest(seed: number, req: InjectOptions): string {
  const payload = typeof req.payload === "string" ? req.payload : "";
  const shown = payload.length > 400 ? `${payload.slice(0, 400)}… (${payload.length} chars)` : payload;
  const { cookie: _cookie, ...headers } = (req.headers ?? {}) as Record<string, string>;
  return `FUZZ_SEED=${seed} ${req.method} ${String(req.url).slice(0, 400)} headers=${JSON.stringify(headers)} body=${shown}`;
}

async function send(seed: number, req: InjectOptions, write: boolean): Promise<void> {
  const before = write ? await stored() : "";
  const res = await t.app.inject(req);
  const where = `${describeRequest(seed, req)}\n→ ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    let body: unknown;
    expect(() => {
      body = res.json();
    }, where).not.toThrow();
    expect(apiErrorSchema.safeParse(body).success, where).toBe(true);
    if (write) expect(await stored(), `stored by a refused request: ${where}`).toBe(before);
  }
}

function writeRequest(r: Rng, e: Endpoint): InjectOptions {
  const who = (e.as ?? ((x: Fixture) => x.me))(f);
  const headers: Record<string, string> = { ...who.headers };
  const form = r.int(10);
  // Mostly a JSON body; sometimes none, text, or a form where JSON is expected.
  if (form < 8) headers["content-type"] = "application/json";
  else if (form === 8) headers["content-type"] = r.pick(["text/plain", "application/x-www-form-urlencoded"]);
  if (r.chance(0.15)) headers[IDEMPOTENCY_HEADER] = fuzzString(r).slice(0, r.pick([8, 200, 300]));
  const url = e.url(f, (real) => (r.chance(0.4) ? real : fuzzUrlPart(r)));
  const payload = form === 9 ? undefined : fuzzBody(r, e.valid?.(f));
  return { method: e.method, url, headers, ...(payload === undefined ? {} : { payload }) };
}

describe(`fuzzing the API (seed ${SEED}; FUZZ_SEED=<n> to replay)`, () => {
  it("lists every write route the API documents", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.keys(ops)
        .map((m) => m.toUpperCase())
        .filter((m) => ["POST", "PUT", "PATCH", "DELETE"].includes(m))
        .map((m) => `${m} ${route}`),
    );
    expect(documented.length).toBeGreaterThan(10);
    expect(ENDPOINTS.map((e) => `${e.method} ${e.route}`).sort()).toEqual(expect.arrayContaining(documented));
  });

  it("never answers a hostile write with a 5xx, refuses in the one error shape and stores nothing", async () => {
    const r = rng(SEED);
    for (let i = 0; i < WRITES; i++) await send(SEED, writeRequest(r, r.pick(ENDPOINTS)), true);
  });

  it("answers every malformed multipart upload with a 4xx in the one error shape, storing no image", async () => {
    const images = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM images`.execute(t.database.db)).rows[0]?.n;
    const before = await images();
    const r = rng(SEED + 2);
    const shapes = [...MALFORMED_MULTIPART, ...Array.from({ length: UPLOADS }, () => fuzzMultipart(r))];
    for (const shape of shapes) {
      const req: InjectOptions = {
        method: "POST",
        url: "/api/images",
        headers: { ...f.me.headers, "content-type": shape.contentType },
        payload: shape.body,
      };
      const res = await t.app.inject(req);
      const where = `${describeRequest(SEED + 2, req)}\n→ ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, where).toBeLessThan(500);
      expect(apiErrorSchema.safeParse(res.json()).success, where).toBe(true);
    }
    expect(await images()).toBe(before);
  });

  it("never answers hostile text in a read's path or query with a 5xx", async () => {
    const r = rng(SEED + 1);
    for (let i = 0; i < READS; i++) {
      const url = r.pick(READ_URLS)(f, () => fuzzUrlPart(r));
      await send(SEED + 1, { method: "GET", url, headers: r.chance(0.8) ? f.me.headers : {} }, false);
    }
  });
});
