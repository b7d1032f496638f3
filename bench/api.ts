/**
 * `npm run bench:api` — what a Find Tutors page costs at 1 000 and at 100 000 tutorials.
 *
 * For each engine (PGlite; PostgreSQL too when DATABASE_URL is set, in a fresh database that is
 * dropped afterwards) it seeds tutorials with generate_series (~25 % English), starts the real
 * app on a free port and measures with autocannon (10 connections, BENCH_SECONDS each, 5 s;
 * BENCH_ROUNDS alternating rounds, 3, median kept):
 *   page     GET /api/tutorials?language=english&limit=6&offset=0  (with X-Total-Count)
 *   search   GET /api/tutorials?q=gram&limit=6
 *   baseline GET /bench/all — every tutorial; a route that exists only in this process.
 * Targets: page@100k ≥ 0.9 × page@1k; page@100k ≥ 50 × baseline@100k; PostgreSQL page p99 ≤ 15 ms.
 * Exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Database_ } from "../server/db/connect.js";
import { migrate } from "../server/db/migrate.js";
import { toTutorial } from "../server/repositories/tutorials-repository.js";
import { type Engine, openDatabase, startBenchApp } from "./bench-app.js";
import { measure, type Sample } from "./load.js";
import { median } from "./median.js";

const SIZES = [1_000, 100_000];
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const ENDPOINTS = {
  page: "/api/tutorials?language=english&limit=6&offset=0",
  search: "/api/tutorials?q=gram&limit=6",
  baseline: "/bench/all",
} as const;
type EndpointName = keyof typeof ENDPOINTS;
interface Measure {
  engine: Engine;
  rows: number;
  endpoint: EndpointName;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * Adds tutorials up to `target` rows in one INSERT … SELECT over generate_series. The per-row
 * counter trigger would make this 10× slower, so it is off during the bulk insert and
 * tutorial_counts is then rebuilt exactly from the rows (seeding only; the API never does this).
 */
async function seedTo(database: Database_, target: number): Promise<void> {
  const db = database.db;
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tutorials`.execute(db);
  const from = rows[0].n + 1;
  if (from > target) return;
  await sql`ALTER TABLE tutorials DISABLE TRIGGER tutorial_counts_insert_delete`.execute(db);
  await sql`
    INSERT INTO tutorials
      (user_id, user_name, email, image, language, language_key, price, description, review, created_at)
    SELECT 'bench-' || (g % 997), 'Tutor ' || (g % 997), 'tutor' || (g % 997) || '@example.com',
           '/uploads/bench.webp', language, lower(language), 5 + (g % 5000) / 100.0,
           (ARRAY['Grammar and everyday conversation.', 'Programming from zero.',
                  'Exam preparation, step by step.', 'Reading and writing for kids.',
                  'Pronunciation drills with native speakers.', 'Problem solving and practice tests.',
                  'Homework help and revision.', 'Business vocabulary and email writing.'])[1 + (g / 3) % 8],
           g % 20, timestamptz '2024-01-01 00:00:00+00' + make_interval(secs => g)
    FROM (
      SELECT g, CASE WHEN g % 4 = 0 THEN 'English'
                ELSE (ARRAY['Math', 'Physics', 'Chemistry', 'Biology', 'Computer', 'Arabic', 'Bangla',
                            'General Knowledge'])[1 + (g / 4) % 8] END AS language
      FROM generate_series(${from}::int, ${target}::int) AS g
    ) AS s`.execute(db);
  await sql`ALTER TABLE tutorials ENABLE TRIGGER tutorial_counts_insert_delete`.execute(db);
  await sql`
    INSERT INTO tutorial_counts (language_key, tutorials, reviews)
    SELECT language_key, count(*), sum(review) FROM tutorials GROUP BY language_key
    ON CONFLICT (language_key) DO UPDATE SET tutorials = EXCLUDED.tutorials, reviews = EXCLUDED.reviews`.execute(
    db,
  );
  await sql`ANALYZE tutorials`.execute(db);
}

async function startApp(
  database: Database_,
  dataDir: string,
): Promise<{ app: FastifyInstance; base: string }> {
  return startBenchApp(database, dataDir, (app) => {
    // The baseline: every tutorial in one answer. Registered on this bench instance only.
    app.get("/bench/all", async () => {
      const rows = await database.db
        .selectFrom("tutorials")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(toTutorial);
    });
  });
}

/** The answers are right before they are timed: exact totals, the right page size. */
async function check(base: string, rows: number): Promise<void> {
  const page = await fetch(base + ENDPOINTS.page).catch(() => fetch(base + ENDPOINTS.page));
  const items = (await page.json()) as unknown[];
  const total = Number(page.headers.get("x-total-count"));
  if (page.status !== 200 || items.length !== 6 || total !== Math.floor(rows / 4)) {
    throw new Error(`page answer is wrong: ${page.status}, ${items.length} items, total ${total}`);
  }
  const search = await fetch(base + ENDPOINTS.search);
  if (search.status !== 200 || ((await search.json()) as unknown[]).length !== 6)
    throw new Error("search is wrong");
}

const run = (base: string, endpoint: EndpointName, warm: boolean): Promise<Sample> =>
  measure(base + ENDPOINTS[endpoint], endpoint, warm, { seconds: SECONDS, connections: CONNECTIONS });

interface Instance {
  rows: number;
  base: string;
  close(): Promise<void>;
}

/** A fresh database seeded with `rows` tutorials, and the app over it on a free port. */
async function startInstance(engine: Engine, rows: number): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-bench-"));
  const { database, drop } = await openDatabase(engine);
  await migrate(database);
  const t0 = performance.now();
  await seedTo(database, rows);
  console.log(`${engine}: ${rows} tutorials seeded in ${Math.round(performance.now() - t0)} ms`);
  const { app, base } = await startApp(database, dataDir);
  await check(base, rows);
  return {
    rows,
    base,
    async close() {
      await app.close();
      await database.close();
      await new Promise((resolve) => setTimeout(resolve, 300)); // let the pool's sockets go first
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Both sizes run side by side and the fast requests are measured in alternating rounds
 * (median kept), so that a burst of load from elsewhere on the machine does not land on
 * one size only. The baseline is measured once per size.
 */
async function benchEngine(engine: Engine, results: Measure[]): Promise<void> {
  const instances: Instance[] = [];
  try {
    for (const rows of SIZES) instances.push(await startInstance(engine, rows));
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const inst of instances) {
        for (const endpoint of ["page", "search"] as const) {
          const key = `${inst.rows} ${endpoint}`;
          const s = await run(inst.base, endpoint, round === 0);
          samples.set(key, [...(samples.get(key) ?? []), s]);
          console.log(
            `  ${engine} ${key.padEnd(13)} ${fmt(s.rps).padStart(7)} req/s  p50 ${s.p50}  p99 ${s.p99}`,
          );
        }
      }
    }
    for (const inst of instances)
      samples.set(`${inst.rows} baseline`, [await run(inst.base, "baseline", true)]);
    for (const inst of instances) {
      for (const endpoint of Object.keys(ENDPOINTS) as EndpointName[]) {
        const list = samples.get(`${inst.rows} ${endpoint}`) ?? [];
        results.push({
          engine,
          rows: inst.rows,
          endpoint,
          rps: median(list.map((x) => x.rps)),
          p50: median(list.map((x) => x.p50)),
          p99: median(list.map((x) => x.p99)),
        });
      }
    }
  } finally {
    for (const inst of instances) await inst.close();
  }
}

const fmt = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(n >= 10 ? 1 : 2));

function report(results: Measure[]): boolean {
  const get = (engine: Engine, rows: number, endpoint: EndpointName) =>
    results.find((r) => r.engine === engine && r.rows === rows && r.endpoint === endpoint);
  console.log(
    "\n| Engine | Tutorials | Request | req/s | p50 (ms) | p99 (ms) |\n|---|---:|---|---:|---:|---:|",
  );
  for (const r of results) {
    console.log(`| ${r.engine} | ${r.rows} | ${r.endpoint} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} |`);
  }
  let ok = true;
  const target = (label: string, value: number, pass: boolean, want: string) => {
    ok &&= pass;
    console.log(`- ${label}: ${fmt(value)} (target ${want}) ${pass ? "PASS" : "MISSED"}`);
  };
  console.log("");
  for (const engine of ["pglite", "postgres"] as const) {
    const small = get(engine, SIZES[0], "page");
    const big = get(engine, SIZES[1], "page");
    const all = get(engine, SIZES[1], "baseline");
    if (!small || !big || !all) continue;
    target(`${engine}: page@100k / page@1k`, big.rps / small.rps, big.rps >= 0.9 * small.rps, "≥ 0.9");
    target(`${engine}: page@100k / baseline@100k`, big.rps / all.rps, big.rps >= 50 * all.rps, "≥ 50");
    if (engine === "postgres") target("postgres: page@100k p99 (ms)", big.p99, big.p99 <= 15, "≤ 15");
  }
  return ok;
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus.length} × ${cpus[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  const results: Measure[] = [];
  await benchEngine("pglite", results);
  if (process.env.DATABASE_URL) await benchEngine("postgres", results);
  if (!report(results)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
