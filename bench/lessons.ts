/**
 * The lessons part of `npm run bench:api`: what a slot picker's question costs at 1 000 and at
 * 100 000 lessons in the table, and whether racing bookings can ever double-book.
 *
 * For each engine (PGlite; PostgreSQL too when DATABASE_URL is set, in a fresh database dropped
 * afterwards) it seeds 997 tutors' tutorials and lessons spread over them (one a day per tutor,
 * mixed states), gives one tutor availability every day 08:00–20:00 UTC, starts the real app
 * and measures with autocannon (10 connections, BENCH_SECONDS each, BENCH_ROUNDS alternating
 * rounds, median kept):
 *   slots  GET /api/tutorials/{id}/slots for the next 14 days (60-minute lessons)
 * Then 50 bookings of 10 slots (5 learners per time) are made at once through the repository,
 * and the table is checked for overlapping live lessons.
 * Targets: slots@100k ≥ 0.9 × slots@1k; PostgreSQL slots p99 ≤ 20 ms; exactly 10 bookings win and
 * no two live lessons of a tutor overlap. Exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "kysely";
import { PICKER_DAYS } from "../contract/index.js";
import type { Database_ } from "../server/db/connect.js";
import { migrate } from "../server/db/migrate.js";
import { availabilityRepository } from "../server/repositories/availability-repository.js";
import { lessonsRepository } from "../server/repositories/lessons-repository.js";
import { type Engine, openDatabase, startBenchApp } from "./bench-app.js";
import { median } from "./median.js";

const SIZES = [1_000, 100_000];
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const TUTORS = 997;
const DAY = 86_400_000;
const EVERY_DAY = {
  timeZone: "UTC",
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "08:00", end: "20:00" })),
  exceptions: [],
};

/** Tutors with a tutorial each; `rows` lessons, one a day per tutor at 10:00 UTC (then 11:00…). */
async function seed(database: Database_, rows: number): Promise<string> {
  const db = database.db;
  await sql`
    INSERT INTO tutorials (user_id, user_name, email, image, language, language_key, price, description, review)
    SELECT 'bench-tutor-' || g, 'Tutor ' || g, 'tutor' || g || '@example.com', '/uploads/bench.webp',
           'English', 'english', 10, 'Conversation practice.', 0
    FROM generate_series(0, ${TUTORS - 1}::int) AS g`.execute(db);
  await sql`
    INSERT INTO bookings (tutor_id, user_id, image, language, price, tutor_email, email,
                          start_at, end_at, status, tutor_uid, learner_name)
    SELECT t.id, 'bench-learner-' || (g % 5000), t.image, t.language, t.price, t.email,
           'learner@example.com', s.start_at, s.start_at + interval '1 hour',
           (ARRAY['confirmed', 'requested', 'cancelled', 'declined'])[1 + g % 4], t.user_id, 'Learner'
    FROM generate_series(1, ${rows}::int) AS g
    JOIN tutorials t ON t.user_id = 'bench-tutor-' || (g % ${TUTORS}::int)
    CROSS JOIN LATERAL (
      SELECT date_trunc('day', now()) - interval '50 days'
             + ((g / ${TUTORS}::int) % 100) * interval '1 day'
             + (10 + (g / ${TUTORS}::int) / 100) * interval '1 hour' AS start_at
    ) AS s`.execute(db);
  await sql`ANALYZE bookings`.execute(db);
  const now = new Date();
  for (const uid of ["bench-tutor-0", "bench-tutor-1"])
    await availabilityRepository(db).put(uid, EVERY_DAY, now);
  const row = await db
    .selectFrom("tutorials")
    .select("id")
    .where("user_id", "=", "bench-tutor-0")
    .executeTakeFirstOrThrow();
  return row.id;
}

function slotsUrl(base: string, tutorialId: string): string {
  const from = new Date(Date.now() + DAY).toISOString().slice(0, 10);
  const to = new Date(Date.parse(from) + PICKER_DAYS * DAY).toISOString();
  return `${base}/api/tutorials/${tutorialId}/slots?from=${from}T00:00:00.000Z&to=${to}&duration=60`;
}

type Sample = { rps: number; p50: number; p99: number };

async function measure(url: string, warm: boolean): Promise<Sample> {
  const opts = { url, connections: 10, duration: SECONDS, timeout: 30 };
  if (warm) await autocannon({ ...opts, duration: 2 });
  const r = await autocannon(opts);
  if (r.errors || r.non2xx) throw new Error(`slots: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99 };
}

/** 50 learners book 10 times (5 per time) at once: exactly one booking per time may win. */
async function race(database: Database_): Promise<{ won: number; overlaps: number }> {
  const repo = lessonsRepository(database.db);
  const tutorial = await database.db
    .selectFrom("tutorials")
    .select("id")
    .where("user_id", "=", "bench-tutor-1")
    .executeTakeFirstOrThrow();
  const now = new Date();
  const slots =
    (await repo.slots(
      tutorial.id,
      { from: new Date(now.getTime() + 2 * DAY), to: new Date(now.getTime() + 4 * DAY), durationMinutes: 60 },
      now,
    )) ?? [];
  // Ten times that do not overlap one another (slots start every 30 minutes, lessons last 60).
  const times: typeof slots = [];
  for (const s of slots) if (times.length < 10 && (times.at(-1)?.end ?? s.start) <= s.start) times.push(s);
  if (times.length < 10) throw new Error("race: fewer than 10 free times");
  const outcomes = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      repo.create(
        { uid: `race-learner-${i}`, email: `race${i}@example.com`, name: `Racer ${i}` },
        { tutorialId: tutorial.id, start: times[i % 10].start, durationMinutes: 60 },
        now,
      ),
    ),
  );
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM bookings a JOIN bookings b
      ON a.tutor_uid = b.tutor_uid AND a.id < b.id
     AND tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)
    WHERE a.status IN ('requested', 'confirmed') AND b.status IN ('requested', 'confirmed')`.execute(
    database.db,
  );
  return { won: outcomes.filter((o) => o.kind === "created").length, overlaps: rows[0].n };
}

interface Instance {
  rows: number;
  url: string;
  database: Database_;
  close(): Promise<void>;
}

async function startInstance(engine: Engine, rows: number): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-bench-lessons-"));
  const { database, drop } = await openDatabase(engine);
  await migrate(database);
  const t0 = performance.now();
  const tutorialId = await seed(database, rows);
  console.log(`${engine}: ${rows} lessons seeded in ${Math.round(performance.now() - t0)} ms`);
  const { app, base } = await startBenchApp(database, dataDir);
  const url = slotsUrl(base, tutorialId);
  const check = await fetch(url);
  const slots = (await check.json()) as unknown[];
  if (check.status !== 200 || slots.length < 100)
    throw new Error(`slots answer is wrong: ${check.status}, ${slots.length}`);
  return {
    rows,
    url,
    database,
    async close() {
      await app.close();
      await database.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const fmt = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(n >= 10 ? 1 : 2));

async function benchEngine(engine: Engine): Promise<boolean> {
  const instances: Instance[] = [];
  let ok = true;
  const target = (label: string, value: number, pass: boolean, want: string) => {
    ok &&= pass;
    console.log(`- ${engine}: ${label}: ${fmt(value)} (target ${want}) ${pass ? "PASS" : "MISSED"}`);
  };
  try {
    for (const rows of SIZES) instances.push(await startInstance(engine, rows));
    const samples = new Map<number, Sample[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const inst of instances) {
        const s = await measure(inst.url, round === 0);
        samples.set(inst.rows, [...(samples.get(inst.rows) ?? []), s]);
        console.log(
          `  ${engine} ${String(inst.rows).padStart(6)} slots ${fmt(s.rps).padStart(7)} req/s  p50 ${s.p50}  p99 ${s.p99}`,
        );
      }
    }
    const [small, big] = SIZES.map((rows) => {
      const list = samples.get(rows) ?? [];
      return { rps: median(list.map((x) => x.rps)), p99: median(list.map((x) => x.p99)) };
    });
    console.log(`\n| ${engine} | lessons | slots req/s | p99 (ms) |\n|---|---:|---:|---:|`);
    console.log(
      `| | ${SIZES[0]} | ${fmt(small.rps)} | ${small.p99} |\n| | ${SIZES[1]} | ${fmt(big.rps)} | ${big.p99} |\n`,
    );
    target("slots@100k / slots@1k", big.rps / small.rps, big.rps >= 0.9 * small.rps, "≥ 0.9");
    if (engine === "postgres") target("slots@100k p99 (ms)", big.p99, big.p99 <= 20, "≤ 20");
    const { won, overlaps } = await race(instances[1].database);
    target("bookings won of 50 racing for 10 times", won, won === 10, "= 10");
    target("overlapping live lessons", overlaps, overlaps === 0, "= 0");
  } finally {
    for (const inst of instances) await inst.close();
  }
  return ok;
}

async function main(): Promise<void> {
  let ok = await benchEngine("pglite");
  if (process.env.DATABASE_URL) ok = (await benchEngine("postgres")) && ok;
  if (!ok) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
