/**
 * `npm run bench:messages`: messages between people on PostgreSQL with two server instances
 * (docs/benchmarks.md, "Messages…"). Skipped, with a line saying so, without DATABASE_URL.
 *
 * Part 1, live delivery: in a fresh database (dropped afterwards), 2 000 people with a session
 * each and 10 conversations each; two `server/main.ts` processes on it. Everyone holds
 * GET /api/events open (half on each instance), then 200 messages a second (5 s of warm-up, then
 * BENCH_SECONDS, 30) go to random instances; timed from each POST to its `message` event at the
 * recipient's stream.
 * Part 2, pages at size: 1 000 and 1 000 000 stored messages (half in the timed conversation), a
 * page of 30, newest and from `before` 90 % deep, measured with autocannon (10 connections, 5 s,
 * BENCH_ROUNDS alternating rounds, 3, median kept).
 * Targets: delivery p50 ≤ 50 ms, p99 ≤ 250 ms; none lost, refused or answered 5xx/429; each page
 * at 1 000 000 ≥ 0.9 × its speed at 1 000. Exits 1 when one is missed. BENCH_ONLY=live or
 * BENCH_ONLY=pages runs one part, BENCH_RATE another rate than 200 (a quick look, or finding the
 * rate a machine holds; the budget's figures are those of the full run at 200). The host's speed
 * index (bench/host-speed.ts) is printed before and after each part.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { migrate } from "../server/db/migrate.js";
import { openDatabase } from "./bench-app.js";
import { hostSpeedIndex } from "./host-speed.js";
import { measure, type Sample } from "./load.js";
import { median } from "./median.js";
import { countStatuses, type ServerInstance, type StatusCounts, startServer } from "./messages/instances.js";
import { type LiveResult, runLive } from "./messages/live.js";
import { type PagesAtSize, pagesAtSize } from "./messages/pages.js";
import { conversationsOf, type Person, seedConversations, seedPeople } from "./messages/people.js";

const PEOPLE = 2_000;
/** Each person talks with those this many places either side of them: 10 conversations each. */
const OFFSETS = [1, 7, 31, 127, 499];
const RATE = Number(process.env.BENCH_RATE || 200);
const WARM_SECONDS = 5;
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
/** The server's heartbeat interval (server/config.ts): the streams open over one of them. */
const HEARTBEAT_MS = 25_000;
const SIZES = [1_000, 1_000_000];
const PAGE_SECONDS = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const ONLY = process.env.BENCH_ONLY;

const fmt = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(n >= 10 ? 1 : 2));

interface Verdict {
  ok: boolean;
  target(label: string, value: number | string, pass: boolean, want: string): void;
}
function verdict(): Verdict {
  const v: Verdict = {
    ok: true,
    target(label, value, pass, want) {
      v.ok &&= pass;
      const shown = typeof value === "number" ? fmt(value) : value;
      console.log(`- postgres: ${label}: ${shown} (target ${want}) ${pass ? "PASS" : "MISSED"}`);
    },
  };
  return v;
}

async function live(v: Verdict): Promise<void> {
  const run = randomBytes(4).toString("hex");
  const secret = randomBytes(32).toString("base64url");
  const { database, url, drop } = await openDatabase("postgres");
  const servers: ServerInstance[] = [];
  try {
    if (!url) throw new Error("no database URL");
    await migrate(database);
    const t0 = performance.now();
    const cookies = await seedPeople(database.db, "live", PEOPLE, secret);
    await seedConversations(database.db, "live", PEOPLE, OFFSETS);
    const byUid = await conversationsOf(database.db);
    const people: Person[] = [...cookies].map(([uid, cookie]) => ({
      uid,
      cookie,
      conversations: byUid.get(uid) ?? [],
    }));
    console.log(
      `postgres: ${PEOPLE} people, ${(PEOPLE * OFFSETS.length).toLocaleString("en")} conversations seeded in ${Math.round(performance.now() - t0)} ms`,
    );
    const redis = process.env.REDIS_URL;
    const env: Record<string, string> = {
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      DATABASE_URL: url,
      SESSION_SECRET: secret,
      // Every stream of the bench comes from 127.0.0.1; half of them to each instance.
      EVENTS_MAX_STREAMS: String(PEOPLE),
      EVENTS_MAX_STREAMS_PER_ADDRESS: String(PEOPLE),
      ...(redis ? { REDIS_URL: redis, RATE_LIMIT_NAMESPACE: `tn-bench-${run}:` } : {}),
    };
    servers.push(...(await Promise.all([startServer("a", env), startServer("b", env)])));
    console.log(`postgres: two instances up${redis ? " (rate limits in Redis)" : ""}; opening streams`);
    const r = await runLive(run, {
      bases: servers.map((s) => s.base),
      people,
      rate: RATE,
      warmSeconds: WARM_SECONDS,
      seconds: SECONDS,
      spreadMs: HEARTBEAT_MS,
      graceMs: 10_000,
    });
    const { rows } = await sql<{ messages: number; events: number }>`
      SELECT (SELECT count(*)::int FROM messages WHERE text LIKE ${`bench ${run} %`}) AS messages,
             (SELECT count(*)::int FROM notifications WHERE type = 'message') AS events`.execute(database.db);
    const counts: StatusCounts[] = [];
    for (const s of servers.splice(0)) counts.push(countStatuses(await s.stop()));
    reportLive(r, counts, rows[0], v);
  } finally {
    for (const s of servers) await s.stop();
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await drop();
  }
}

function reportLive(
  r: LiveResult,
  counts: StatusCounts[],
  stored: { messages: number; events: number },
  v: Verdict,
): void {
  const d = r.delivery;
  const a = r.answer;
  console.log(
    `\n  streams open ${r.streams.open} of ${PEOPLE} (in ${fmt(r.streams.openedInMs / 1000)} s), refused ${r.streams.failed.length}, dropped ${r.streams.dropped}`,
  );
  for (const f of r.streams.failed.slice(0, 5)) console.log(`    refused: ${f}`);
  console.log(
    `  sent ${r.sent} (${fmt(r.rate)}/s timed), answered 201 ${r.stored}, refused ${JSON.stringify(Object.fromEntries(r.refused))}`,
  );
  console.log(
    `  in the database: ${stored.messages} bench messages, ${stored.events} message events; received ${r.received}, lost ${r.lost}, duplicates ${r.duplicates}, misdelivered ${r.misdelivered}`,
  );
  for (const [i, c] of counts.entries())
    console.log(
      `  instance ${"ab"[i]}: ${c.completed} answers logged, 5xx ${c.serverErrors}, 429 ${c.tooMany}, error records ${c.errors}`,
    );
  console.log(
    `  bench process: event-loop delay p99 ${fmt(r.client.loopP99)} ms, max ${fmt(r.client.loopMax)} ms; sends left at most ${fmt(r.client.slipMax)} ms late`,
  );
  console.log(
    "\n| Measure (timed messages) | count | p50 (ms) | p99 (ms) | max (ms) |\n|---|---:|---:|---:|---:|",
  );
  console.log(
    `| POST → message event at the recipient | ${d.count} | ${fmt(d.p50)} | ${fmt(d.p99)} | ${fmt(d.max)} |`,
  );
  console.log(`| POST → its answer | ${a.count} | ${fmt(a.p50)} | ${fmt(a.p99)} | ${fmt(a.max)} |\n`);
  const serverErrors = counts.reduce((n, c) => n + c.serverErrors, 0);
  const tooMany = counts.reduce((n, c) => n + c.tooMany, 0);
  const allOpen = r.streams.open === PEOPLE && r.streams.dropped === 0;
  v.target(
    "streams open and held",
    `${r.streams.open} of ${PEOPLE}, ${r.streams.dropped} dropped`,
    allOpen,
    `${PEOPLE}, 0 dropped`,
  );
  v.target("delivery p50 (ms)", d.p50, d.p50 <= 50, "≤ 50");
  v.target("delivery p99 (ms)", d.p99, d.p99 <= 250, "≤ 250");
  const allStored = r.stored === r.sent && stored.messages === r.sent && stored.events === r.sent;
  v.target("messages stored of those sent", `${r.stored} of ${r.sent}`, allStored, "all");
  v.target(
    "lost, twice, elsewhere",
    `${r.lost}, ${r.duplicates}, ${r.misdelivered}`,
    r.lost === 0 && r.misdelivered === 0 && r.duplicates === 0,
    "0, 0, 0",
  );
  v.target(
    "instances' 5xx and 429 answers",
    `${serverErrors}, ${tooMany}`,
    serverErrors + tooMany === 0,
    "0, 0",
  );
}

async function pages(v: Verdict): Promise<void> {
  const sizes: PagesAtSize[] = [];
  try {
    for (const size of SIZES) sizes.push(await pagesAtSize(size));
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of sizes) {
        for (const name of ["latest", "deep"] as const) {
          const opts = { seconds: PAGE_SECONDS, connections: 10, headers: s.headers };
          const sample = await measure(s.urls[name], `${name}@${s.size}`, round === 0, opts);
          const key = `${name}@${s.size}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          console.log(
            `  postgres ${String(s.size).padStart(7)} ${name.padEnd(6)} ${fmt(sample.rps).padStart(7)} req/s  p50 ${sample.p50}  p99 ${sample.p99}`,
          );
        }
      }
    }
    const med = (key: string): Sample => {
      const list = samples.get(key) ?? [];
      return {
        rps: median(list.map((x) => x.rps)),
        p50: median(list.map((x) => x.p50)),
        p99: median(list.map((x) => x.p99)),
      };
    };
    console.log("\n| Messages | Page | req/s | p50 (ms) | p99 (ms) |\n|---:|---|---:|---:|---:|");
    for (const size of SIZES)
      for (const name of ["latest", "deep"]) {
        const m = med(`${name}@${size}`);
        console.log(`| ${size} | ${name} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} |`);
      }
    console.log("");
    for (const name of ["latest", "deep"]) {
      const ratio = med(`${name}@${SIZES[1]}`).rps / med(`${name}@${SIZES[0]}`).rps;
      v.target(`${name} page@1M / page@1k req/s`, ratio, ratio >= 0.9, "≥ 0.9");
    }
  } finally {
    for (const s of sizes) await s.close();
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log("messages: skipped, DATABASE_URL is not set (this bench runs on PostgreSQL only)");
    return;
  }
  const v = verdict();
  const t0 = performance.now();
  // Read each figure beside the host's speed of that hour (docs/benchmarks.md, "Machine class").
  const speed = () => console.log(`host speed index: ${hostSpeedIndex()}`);
  speed();
  if (ONLY !== "pages") {
    await live(v);
    speed();
  }
  if (ONLY !== "live") {
    await pages(v);
    speed();
  }
  console.log(`\nmessages: ${Math.round((performance.now() - t0) / 1000)} s in all`);
  if (!v.ok) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
