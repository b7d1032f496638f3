import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_PROFILE_ENTRIES,
  MAX_SEARCH_RESULTS,
  MAX_TUTORIALS_PER_USER,
  MESSAGES,
  TOTAL_COUNT_CAPPED_HEADER,
} from "../../../contract/index.js";
import { multipartBody, solidImage } from "../../support/images.js";
import { call, snapshot } from "../../support/profiles.js";
import { createTestApp, ENGINE, type SignedIn, type TestApp } from "../../support/test-app.js";
import { counts, list, tutorialBody } from "../../support/tutorials.js";

/**
 * What is cheap to ask and costly to answer is bounded: searches per IP, how deep a search
 * pages and how far it counts, uploads per user, tutorials and profile entries per account.
 * Every refusal is `{ error, code }` and changes nothing.
 */
const SEARCHES = 3;
const PAGES = 20;
const UPLOADS = 2;
const LIMITED = { error: MESSAGES.rateLimited, code: "RATE_LIMITED" };

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  t = await createTestApp({
    listingLimit: { searchesPerMinute: SEARCHES, pagesPerMinute: PAGES },
    uploads: { perMinute: UPLOADS, concurrent: 2, queue: 2 },
  });
  [alice, bob] = await Promise.all([t.user("Alice Abuse"), t.user("Bob Abuse")]);
});
afterAll(() => t.close());

const listFrom = (remoteAddress: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/tutorials${query}`, remoteAddress });

/** `n` tutorials of `userId` straight into the table (the triggers keep tutorial_counts). */
async function seedTutorials(n: number, userId: string, language = "English", description = "seeded row") {
  await sql`
    INSERT INTO tutorials (user_id, user_name, email, image, language, language_key, price, description)
    SELECT ${userId}, 'Seeded Tutor', 'seeded@example.com', '/uploads/seed.webp', ${language},
           lower(${language}), 10, ${description} || ' ' || i
    FROM generate_series(1, ${n}::int) AS i`.execute(t.database.db);
}

describe("GET /api/tutorials: searches are limited per IP, plain paging hardly", () => {
  it("answers 429 RATE_LIMITED past the search limit, while plain pages from that IP still load", async () => {
    const ip = "203.0.113.20";
    for (let i = 0; i < SEARCHES; i++) expect((await listFrom(ip, `?q=abc${i}`)).statusCode).toBe(200);
    const limited = await listFrom(ip, "?q=abc");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Paging without `q` (and a blank `q`) is not a search.
    for (const query of ["", "?offset=6&limit=6", "?language=English", "?q=%20%20"]) {
      expect((await listFrom(ip, query)).statusCode, query).toBe(200);
    }
    // Another address searches on.
    expect((await listFrom("203.0.113.21", "?q=abc")).statusCode).toBe(200);
  });

  it("limits plain paging too, at its own much higher rate", async () => {
    const ip = "203.0.113.30";
    for (let i = 0; i < PAGES; i++) expect((await listFrom(ip, `?offset=${i}`)).statusCode).toBe(200);
    const limited = await listFrom(ip, "?offset=0");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
  });
});

describe("a search pages and counts no further than MAX_SEARCH_RESULTS", () => {
  beforeAll(() => seedTutorials(MAX_SEARCH_RESULTS + 5, "seed-many", "Klingon", "deep space phrasebook"));

  it("refuses an offset past the cap with 400 and a clear sentence; at the cap it answers", async () => {
    const deep = await listFrom("198.51.100.1", `?q=phrasebook&offset=${MAX_SEARCH_RESULTS + 1}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      error: `A search shows at most its first ${MAX_SEARCH_RESULTS} results. Please narrow it down.`,
      code: "VALIDATION",
    });
    const last = await listFrom("198.51.100.1", `?q=phrasebook&offset=${MAX_SEARCH_RESULTS}&limit=6`);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toHaveLength(5);
  });

  it("counts a search at most to the cap and says the total is a lower bound", async () => {
    const { res, total } = await list(t, "?q=phrasebook&limit=6");
    expect(total).toBe(MAX_SEARCH_RESULTS);
    expect(res.headers[TOTAL_COUNT_CAPPED_HEADER.toLowerCase()]).toBe("true");
    // Under the cap the count is exact and unmarked: "… 10", "… 100" to "… 109", "… 1000" to "… 1005".
    const few = await list(t, "?q=phrasebook%2010");
    expect(few.total).toBe(17);
    expect(few.res.headers[TOTAL_COUNT_CAPPED_HEADER.toLowerCase()]).toBeUndefined();
  });

  it("counts a price or rating filter at most to the cap too, and pages past it", async () => {
    const priced = await list(t, "?language=klingon&minPrice=0&limit=6");
    expect(priced.total).toBe(MAX_SEARCH_RESULTS);
    expect(priced.res.headers[TOTAL_COUNT_CAPPED_HEADER.toLowerCase()]).toBe("true");
    const deep = await list(t, `?language=klingon&minPrice=0&offset=${MAX_SEARCH_RESULTS + 1}`);
    expect(deep.items).toHaveLength(4);
  });

  it("keeps exact totals without `q` and for a language, however many", async () => {
    const byLanguage = await list(t, "?language=klingon&limit=6");
    expect(byLanguage.total).toBe(MAX_SEARCH_RESULTS + 5);
    expect(byLanguage.res.headers[TOTAL_COUNT_CAPPED_HEADER.toLowerCase()]).toBeUndefined();
    const deepPage = await list(t, `?language=klingon&offset=${MAX_SEARCH_RESULTS + 1}`);
    expect(deepPage.items).toHaveLength(4);
  });
});

describe("per-account caps", () => {
  it(`refuses the tutorial after ${MAX_TUTORIALS_PER_USER} with 400 and a clear sentence`, async () => {
    const capped = await t.user("Prolific Tutor");
    await seedTutorials(MAX_TUTORIALS_PER_USER - 1, capped.uid);
    const post = () =>
      t.app.inject({
        method: "POST",
        url: "/api/tutorials",
        headers: capped.headers,
        payload: tutorialBody(),
      });
    expect((await post()).statusCode).toBe(201);
    const before = await counts(t);
    const refused = await post();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: `You can post at most ${MAX_TUTORIALS_PER_USER} tutorials. Delete one to post another.`,
      code: "VALIDATION",
    });
    expect(await counts(t)).toEqual(before);
    // Somebody else still posts.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/tutorials",
          headers: bob.headers,
          payload: tutorialBody(),
        })
      ).statusCode,
    ).toBe(201);
  });

  it.each([
    { kind: "education", body: { degree: "BSc" } },
    { kind: "experience", body: { role: "Teacher" } },
  ] as const)(`refuses the $kind entry after ${MAX_PROFILE_ENTRIES} with 400`, async ({ kind, body }) => {
    const full = await t.user(`Full ${kind}`);
    expect((await call(t, "POST", `/${kind}/${full.uid}`, full, body)).statusCode).toBe(201);
    const rows = Array.from({ length: MAX_PROFILE_ENTRIES - 1 }, () =>
      kind === "education" ? { uid: full.uid, degree: "Seeded" } : { uid: full.uid, role: "Seeded" },
    );
    await t.database.db.insertInto(kind).values(rows).execute();
    const before = await snapshot(t, full.uid);
    const refused = await call(t, "POST", `/${kind}/${full.uid}`, full, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: `A profile can list at most ${MAX_PROFILE_ENTRIES} ${kind} entries.`,
      code: "VALIDATION",
    });
    expect(await snapshot(t, full.uid)).toBe(before);
  });
});

describe("POST /api/images: limited per user", () => {
  it("answers 429 RATE_LIMITED past the upload limit, for that user only", async () => {
    const bytes = await solidImage(40, 30, "png");
    const upload = (who: SignedIn) => {
      const body = multipartBody("image", bytes, "a.png", "image/png");
      return t.app.inject({
        method: "POST",
        url: "/api/images",
        headers: { ...body.headers, ...who.headers },
        payload: body.payload,
      });
    };
    for (let i = 0; i < UPLOADS; i++) expect((await upload(alice)).statusCode).toBe(200);
    const limited = await upload(alice);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect((await upload(bob)).statusCode).toBe(200);
  });
});

describe("statement timeout", () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ statementTimeoutMs: 300 });
  });
  afterAll(() => slow.close());

  it("holds on every database session", async () => {
    // Several at once, so that a pool hands out several connections.
    const shown = await Promise.all(
      Array.from({ length: 4 }, () =>
        slow.database.db
          .transaction()
          .execute(
            async (trx) =>
              (await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(trx)).rows[0],
          ),
      ),
    );
    expect(shown.map((r) => r?.statement_timeout)).toEqual(Array(4).fill("300ms"));
  });

  it("a statement the database cancels answers 503 UNAVAILABLE, never a bare 500; nothing stored", async () => {
    const who = await slow.user("Cancelled Writer");
    await sql`CREATE FUNCTION cancel_insert() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'canceling statement due to statement timeout' USING ERRCODE = 'query_canceled'; END;
      $$ LANGUAGE plpgsql`.execute(slow.database.db);
    await sql`CREATE TRIGGER cancel_insert BEFORE INSERT ON tutorials
      FOR EACH ROW EXECUTE FUNCTION cancel_insert()`.execute(slow.database.db);
    try {
      const res = await slow.app.inject({
        method: "POST",
        url: "/api/tutorials",
        headers: who.headers,
        payload: tutorialBody(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: MESSAGES.unavailable, code: "UNAVAILABLE" });
      expect((await counts(slow)).tutorials).toBe(0);
    } finally {
      await sql`DROP TRIGGER cancel_insert ON tutorials`.execute(slow.database.db);
    }
  });

  // PGlite accepts statement_timeout but cannot interrupt a running statement (see connect.ts),
  // so this case exists on PostgreSQL only (npm test counts a skipped test as a failure).
  if (ENGINE === "postgres")
    it("a statement running past the timeout is cut off: 503", async () => {
      const who = await slow.user("Slow Writer");
      await sql`CREATE FUNCTION slow_insert() RETURNS trigger AS $$
      BEGIN PERFORM pg_sleep(5); RETURN NEW; END;
      $$ LANGUAGE plpgsql`.execute(slow.database.db);
      await sql`CREATE TRIGGER slow_insert BEFORE INSERT ON tutorials
      FOR EACH ROW EXECUTE FUNCTION slow_insert()`.execute(slow.database.db);
      const res = await slow.app.inject({
        method: "POST",
        url: "/api/tutorials",
        headers: who.headers,
        payload: tutorialBody(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: MESSAGES.unavailable, code: "UNAVAILABLE" });
      expect((await counts(slow)).tutorials).toBe(0);
    });
});
