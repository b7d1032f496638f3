/**
 * The choosing part of `npm run bench:api`: what the pages a learner picks a tutor with cost at
 * 100 000 tutorials and 1 000 000 reviews, on PostgreSQL only (skipped, with a line saying so,
 * without DATABASE_URL).
 *
 * In a fresh database (dropped afterwards) it seeds 100 000 tutorials of 20 000 tutors
 * ('bench-' || n, 5 each), 1 000 000 reviews (500 each on 1 000 tutorials, about 6 each on 79 000
 * more, none on the last 20 000; the tutorials' kept ratings set in one UPDATE), and a weekly
 * availability for each of the 20 000 tutors over four zones, whose free hours are written by the
 * app's own sweep (freeHoursRepository). Then it starts the real app and measures with autocannon
 * (10 connections, BENCH_SECONDS each, 5 s; BENCH_ROUNDS alternating rounds, 3, median kept):
 *   plain    GET /api/tutorials?limit=6&offset=0
 *   filtered GET /api/tutorials?minRating=4&maxPrice=30&sort=rating&limit=6
 *   hours    GET /api/tutorials?days=1,3&from=17:00&to=21:00&tz=Asia/Dhaka&limit=6
 *   reviews  GET /api/tutorials/{id}/reviews            (a tutorial with 500 reviews)
 *   highest  GET /api/tutorials/{id}/reviews?sort=highest
 * Targets: filtered ≥ 0.5 × plain req/s and p99 ≤ 50 ms; hours p99 ≤ 100 ms; highest ≥ 0.8 ×
 * reviews req/s. Exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type { Database_ } from "../server/db/connect.js";
import { migrate } from "../server/db/migrate.js";
import { freeHoursRepository } from "../server/repositories/free-hours-repository.js";
import { openDatabase, startBenchApp } from "./bench-app.js";
import { measure, type Sample } from "./load.js";
import { median } from "./median.js";

const TUTORIALS = 100_000;
const TUTORS = 20_000;
const REVIEWS = 1_000_000;
/** Tutorials 1…POPULAR get POPULAR_REVIEWS reviews each; the rest spread over 79 000 more. */
const POPULAR = 1_000;
const POPULAR_REVIEWS = 500;
const REVIEWED = 80_000;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const ENDPOINTS = {
  plain: "/api/tutorials?limit=6&offset=0",
  filtered: "/api/tutorials?minRating=4&maxPrice=30&sort=rating&limit=6",
  hours: "/api/tutorials?days=1,3&from=17:00&to=21:00&tz=Asia/Dhaka&limit=6",
  reviews: "/api/tutorials/{id}/reviews",
  highest: "/api/tutorials/{id}/reviews?sort=highest",
} as const;
type EndpointName = keyof typeof ENDPOINTS;

/**
 * 100 000 tutorials of 20 000 tutors, prices 5.00–54.99. The tutorial counters' triggers are off
 * during the bulk writes and tutorial_counts is rebuilt from the rows after (seeding only).
 */
async function seedTutorials(database: Database_): Promise<void> {
  const db = database.db;
  await sql`ALTER TABLE tutorials DISABLE TRIGGER tutorial_counts_insert_delete`.execute(db);
  await sql`ALTER TABLE tutorials DISABLE TRIGGER tutorial_counts_update`.execute(db);
  await sql`
    INSERT INTO tutorials
      (user_id, user_name, email, image, language, language_key, price, description, review, created_at)
    SELECT 'bench-' || (g % ${TUTORS}::int), 'Tutor ' || (g % ${TUTORS}::int),
           'tutor' || (g % ${TUTORS}::int) || '@example.com', '/uploads/bench.webp', language, lower(language),
           5 + (g % 5000) / 100.0,
           (ARRAY['Grammar and everyday conversation.', 'Programming from zero.',
                  'Exam preparation, step by step.', 'Reading and writing for kids.',
                  'Pronunciation drills with native speakers.', 'Problem solving and practice tests.',
                  'Homework help and revision.', 'Business vocabulary and email writing.'])[1 + (g / 3) % 8],
           0, timestamptz '2024-01-01 00:00:00+00' + make_interval(secs => g)
    FROM (
      SELECT g, CASE WHEN g % 4 = 0 THEN 'English'
                ELSE (ARRAY['Math', 'Physics', 'Chemistry', 'Biology', 'Computer', 'Arabic', 'Bangla',
                            'General Knowledge'])[1 + (g / 4) % 8] END AS language
      FROM generate_series(1, ${TUTORIALS}::int) AS g
    ) AS s`.execute(db);
}

/**
 * 1 000 000 reviews with the per-row rating trigger off, then every tutorial's review count, sum,
 * count and rating set in one UPDATE, as the trigger would have left them. A tutorial's stars
 * centre on its own level (n % 5 + 1, give or take one), so ratings spread from 1.0 to 5.0; one
 * review in 17 has no stars. Reviewers' ids are random strings.
 */
async function seedReviews(database: Database_): Promise<void> {
  const db = database.db;
  await sql`ALTER TABLE reviews DISABLE TRIGGER reviews_apply_insert_delete`.execute(db);
  await sql`
    WITH numbered AS (
      SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC)::int AS n FROM tutorials
    )
    INSERT INTO reviews (tutorial_id, user_id, rating, text, reviewer_name, created_at, updated_at)
    SELECT t.id, md5(g::text || random()::text), r.rating,
           (ARRAY['', 'Clear explanations and good pace.', 'Helped me pass my exam.',
                  'Friendly, patient, well prepared.'])[1 + g % 4],
           'Reviewer ' || g, r.at, r.at
    FROM generate_series(1, ${REVIEWS}::int) AS g
    CROSS JOIN LATERAL (
      SELECT CASE WHEN g <= ${POPULAR * POPULAR_REVIEWS}::int THEN 1 + g % ${POPULAR}::int
                  ELSE ${POPULAR + 1}::int + g % ${REVIEWED - POPULAR}::int END AS n
    ) AS pick
    JOIN numbered t ON t.n = pick.n
    CROSS JOIN LATERAL (
      SELECT CASE WHEN g % 17 = 0 THEN NULL
                  ELSE greatest(1, least(5, 1 + pick.n % 5 + (g / 7) % 3 - 1)) END::smallint AS rating,
             timestamptz '2024-06-01 00:00:00+00' + make_interval(secs => g * 30) AS at
    ) AS r`.execute(db);
  await sql`ALTER TABLE reviews ENABLE TRIGGER reviews_apply_insert_delete`.execute(db);
  await sql`
    UPDATE tutorials t SET review = a.reviews, rating_sum = a.sum, rating_count = a.count,
           rating = CASE WHEN a.count > 0 THEN round(a.sum::numeric / a.count, 1) END
    FROM (
      SELECT tutorial_id, count(*)::int AS reviews, coalesce(sum(rating), 0)::int AS sum,
             count(rating)::int AS count
      FROM reviews GROUP BY tutorial_id
    ) AS a
    WHERE t.id = a.tutorial_id`.execute(db);
  await sql`ALTER TABLE tutorials ENABLE TRIGGER tutorial_counts_insert_delete`.execute(db);
  await sql`ALTER TABLE tutorials ENABLE TRIGGER tutorial_counts_update`.execute(db);
  await sql`
    INSERT INTO tutorial_counts (language_key, tutorials, reviews)
    SELECT language_key, count(*), sum(review) FROM tutorials GROUP BY language_key
    ON CONFLICT (language_key) DO UPDATE SET tutorials = EXCLUDED.tutorials, reviews = EXCLUDED.reviews`.execute(
    db,
  );
}

/**
 * Every tutor's weekly availability: two 3-hour windows three days apart, starting between 06:00
 * and 19:00, in one of four zones. Their free hours are then written by the app's sweep.
 */
async function seedHours(database: Database_): Promise<number> {
  const db = database.db;
  await sql`
    INSERT INTO availability (uid, time_zone, weekly, exceptions)
    SELECT 'bench-' || k, (ARRAY['Asia/Dhaka', 'Europe/London', 'America/New_York', 'UTC'])[1 + k % 4],
           jsonb_build_array(
             jsonb_build_object('weekday', 1 + (k / 4) % 7, 'start', lpad(h::text, 2, '0') || ':00',
                                'end', lpad((h + 3)::text, 2, '0') || ':00'),
             jsonb_build_object('weekday', 1 + (k / 4 + 3) % 7, 'start', lpad(h::text, 2, '0') || ':00',
                                'end', lpad((h + 3)::text, 2, '0') || ':00')),
           '[]'::jsonb
    FROM generate_series(0, ${TUTORS - 1}::int) AS k
    CROSS JOIN LATERAL (SELECT 6 + (k / 28) % 14 AS h) AS s`.execute(db);
  const repo = freeHoursRepository(db);
  const now = new Date();
  let written = 0;
  for (let n = await repo.sweep(now, 500); n > 0; n = await repo.sweep(now, 500)) written += n;
  return written;
}

async function analyze(database: Database_): Promise<void> {
  for (const table of ["tutorials", "reviews", "tutorial_counts", "availability", "tutor_free_hours"])
    await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(database.db);
}

/** The tutorial the review pages are read of: the newest of the 500-review ones. */
async function popularTutorial(database: Database_): Promise<string> {
  const row = await database.db
    .selectFrom("tutorials")
    .select(["id", "review"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  if (row.review !== POPULAR_REVIEWS) throw new Error(`popular tutorial has ${row.review} reviews`);
  return row.id;
}

interface Card {
  price: number;
  rating: number | null;
  ratingCount: number;
}
interface ReviewItem {
  rating: number | null;
}

async function getJson<T>(url: string): Promise<{ status: number; total: number; body: T }> {
  const r = await fetch(url);
  return { status: r.status, total: Number(r.headers.get("x-total-count")), body: (await r.json()) as T };
}

/** The answers are right before they are timed. */
async function check(urls: Record<EndpointName, string>): Promise<void> {
  const plain = await getJson<Card[]>(urls.plain);
  if (plain.status !== 200 || plain.body.length !== 6 || plain.total !== TUTORIALS)
    throw new Error(`plain page is wrong: ${plain.status}, ${plain.body.length} items, total ${plain.total}`);
  const filtered = await getJson<Card[]>(urls.filtered);
  const ratings = filtered.body.map((c) => c.rating ?? 0);
  if (
    filtered.status !== 200 ||
    filtered.body.length !== 6 ||
    filtered.body.some((c) => c.price > 30 || (c.rating ?? 0) < 4) ||
    ratings.some((r, i) => i > 0 && r > ratings[i - 1])
  )
    throw new Error(`filtered page is wrong: ${filtered.status}, ${JSON.stringify(filtered.body)}`);
  const hours = await getJson<Card[]>(urls.hours);
  if (hours.status !== 200 || hours.body.length !== 6 || !(hours.total > 0 && hours.total < TUTORIALS))
    throw new Error(`hours page is wrong: ${hours.status}, ${hours.body.length} items, total ${hours.total}`);
  for (const name of ["reviews", "highest"] as const) {
    const page = await getJson<{ items: ReviewItem[]; total: number }>(urls[name]);
    const stars = page.body.items.map((r) => r.rating ?? 0);
    const sorted = name === "reviews" || stars.every((s, i) => i === 0 || s <= stars[i - 1]);
    if (
      page.status !== 200 ||
      page.body.items.length !== 10 ||
      page.body.total !== POPULAR_REVIEWS ||
      !sorted
    )
      throw new Error(`${name} page is wrong: ${page.status}, ${JSON.stringify(page.body).slice(0, 300)}`);
  }
  console.log(
    `  matches: filtered ${filtered.total}, hours ${hours.total} of ${TUTORIALS} tutorials; ` +
      `reviews page of a tutorial with ${POPULAR_REVIEWS}`,
  );
}

const run = (url: string, name: EndpointName, warm: boolean): Promise<Sample> =>
  measure(url, name, warm, { seconds: SECONDS, connections: CONNECTIONS });

const fmt = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(n >= 10 ? 1 : 2));

function report(results: Record<EndpointName, Sample>): boolean {
  console.log("\n| Request | req/s | p50 (ms) | p99 (ms) |\n|---|---:|---:|---:|");
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const r = results[name];
    console.log(`| ${name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} |`);
  }
  let ok = true;
  const target = (label: string, value: number, pass: boolean, want: string) => {
    ok &&= pass;
    console.log(`- postgres: ${label}: ${fmt(value)} (target ${want}) ${pass ? "PASS" : "MISSED"}`);
  };
  console.log("");
  const { plain, filtered, hours, reviews, highest } = results;
  target("filtered / plain req/s", filtered.rps / plain.rps, filtered.rps >= 0.5 * plain.rps, "≥ 0.5");
  target("filtered p99 (ms)", filtered.p99, filtered.p99 <= 50, "≤ 50");
  target("hours p99 (ms)", hours.p99, hours.p99 <= 100, "≤ 100");
  target("highest / reviews req/s", highest.rps / reviews.rps, highest.rps >= 0.8 * reviews.rps, "≥ 0.8");
  return ok;
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log("choosing: skipped, DATABASE_URL is not set (this part runs on PostgreSQL only)");
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-bench-choosing-"));
  const { database, drop } = await openDatabase("postgres");
  let close = async () => {
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the pool's sockets go first
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(database);
    let t0 = performance.now();
    await seedTutorials(database);
    await seedReviews(database);
    console.log(
      `postgres: ${TUTORIALS} tutorials and ${REVIEWS} reviews seeded in ${Math.round(performance.now() - t0)} ms`,
    );
    t0 = performance.now();
    const written = await seedHours(database);
    console.log(
      `postgres: free hours of ${written} tutors written by the sweep in ${Math.round(performance.now() - t0)} ms`,
    );
    await analyze(database);
    const id = await popularTutorial(database);
    const { app, base } = await startBenchApp(database, dataDir);
    const closeDb = close;
    close = async () => {
      await app.close();
      await closeDb();
    };
    const urls = Object.fromEntries(
      Object.entries(ENDPOINTS).map(([name, p]) => [name, base + p.replace("{id}", id)]),
    ) as Record<EndpointName, string>;
    await check(urls);
    const samples = new Map<EndpointName, Sample[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
        const s = await run(urls[name], name, round === 0);
        samples.set(name, [...(samples.get(name) ?? []), s]);
        console.log(
          `  postgres ${name.padEnd(8)} ${fmt(s.rps).padStart(7)} req/s  p50 ${s.p50}  p99 ${s.p99}`,
        );
      }
    }
    const results = Object.fromEntries(
      [...samples].map(([name, list]) => [
        name,
        {
          rps: median(list.map((x) => x.rps)),
          p50: median(list.map((x) => x.p50)),
          p99: median(list.map((x) => x.p99)),
        },
      ]),
    ) as Record<EndpointName, Sample>;
    if (!report(results)) process.exitCode = 1;
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
