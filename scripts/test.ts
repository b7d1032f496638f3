/**
 * `npm test`: typecheck, lint and one build, then two lanes side by side: the API tests on PGlite,
 * `npm start`'s own tests, half the end-to-end tests (headless Chromium against the stack started
 * as `npm start` starts it) and (when DATABASE_URL is set) the two-instance tests; and the unit
 * tests, the other half of the end-to-end tests, then (when DATABASE_URL is set) the API tests on
 * PostgreSQL. Ends with the line `N passed, N failed`.
 *
 * Why two lanes: each suite alone leaves a core idle part of the time (waiting on processes, the
 * browser, the identity emulator), so the two lanes together take about the time of the longer
 * one (docs/decisions.md, "How npm test runs").
 */
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const reports = path.join(root, ".tmp", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];

/** Each stage's wall time, printed at the end: where CI's minutes go. */
const timings: string[] = [];

/**
 * Where a stage's output goes: the terminal (the first lane), or a lane's log file, printed
 * whole when its lane ends, so that the two lanes' lines do not interleave.
 */
type Output = "inherit" | number;

async function run(
  label: string,
  cmd: string,
  args: string[],
  out: Output,
  env: NodeJS.ProcessEnv = {},
): Promise<boolean> {
  if (out === "inherit") console.log(`\n━━ ${label} ━━`);
  else console.log(`\n━━ ${label} (started; its output follows when its lane ends) ━━`);
  const started = Date.now();
  const child = spawn(cmd, args, {
    stdio: ["ignore", out, out],
    env: { ...process.env, ...env },
  });
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  timings.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return status === 0;
}

/** A check that is one pass or one fail (typecheck, lint). */
async function check(label: string, cmd: string, args: string[]): Promise<boolean> {
  const ok = await run(label, cmd, args, "inherit");
  if (ok) passed++;
  else {
    failed++;
    failures.push(label);
  }
  return ok;
}

/** A Vitest run whose own test counts are added up from its JSON report. */
async function vitest(
  label: string,
  projects: string[],
  output: Output,
  env: NodeJS.ProcessEnv = {},
  extra: string[] = [],
) {
  const out = path.join(reports, `${label.replace(/\W+/g, "-")}.json`);
  const projectArgs = projects.flatMap((p) => ["--project", p]);
  const ok = await run(
    label,
    "npx",
    [
      "vitest",
      "run",
      ...projectArgs,
      ...extra,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ],
    output,
    env,
  );
  if (!existsSync(out)) {
    failed++;
    failures.push(`${label} (did not run)`);
    return;
  }
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0) failures.push(`${label}: ${report.numFailedTests} failed`);
  if (report.numPendingTests + report.numTodoTests > 0) {
    failed++;
    failures.push(`${label}: skipped or todo tests are not allowed`);
  }
  if (!ok && report.numFailedTests === 0) {
    failed++;
    failures.push(`${label}: the run failed outside a test (see above)`);
  }
}

/**
 * Chromium for the browser tests, and fonts for Bangla and Arabic as a phone has them (without them
 * Bangla is drawn as boxes, of another width): Debian's packages, installed when we can.
 */
function ensureChromium(): boolean {
  const bin = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  const missing = [
    ...(existsSync(bin) ? [] : ["chromium"]),
    ...(hasFontFor("bn") && hasFontFor("ar") ? [] : ["fonts-noto-core"]),
  ];
  if (missing.length && process.getuid?.() === 0) {
    console.log(`\nInstalling Debian's ${missing.join(" and ")} for the browser tests…`);
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit" });
  }
  if (!hasFontFor("bn") || !hasFontFor("ar"))
    console.warn(
      "\n⚠ No Bangla or Arabic font: install fonts-noto-core for the browser tests to see those languages.",
    );
  if (existsSync(bin)) return true;
  console.error(
    `\n✖ The end-to-end tests need Chromium at ${bin}. Install it with \`sudo apt-get install chromium\`` +
      " (or set CHROMIUM_PATH), then run npm test again.",
  );
  return false;
}

function hasFontFor(lang: string): boolean {
  const list = spawnSync("fc-list", [`:lang=${lang}`], { encoding: "utf8" });
  return list.status === 0 && list.stdout.trim() !== "";
}

/** Stages one after another, in one lane. */
type Stage = (out: Output) => Promise<void>;

/** Runs a lane's stages in order; a lane other than the first writes to its log, printed at its end. */
async function lane(name: string, stages: Stage[], live: boolean): Promise<void> {
  if (stages.length === 0) return;
  const log = path.join(reports, `${name}.log`);
  const out: Output = live ? "inherit" : openSync(log, "w");
  for (const stage of stages) await stage(out);
  if (typeof out === "number") {
    closeSync(out);
    console.log(`\n━━━━ ${name}: its output ━━━━\n${readFileSync(log, "utf8")}`);
  }
}

const only = process.argv[2];
if (!only || only === "static") {
  await check("typecheck", "npm", ["run", "--silent", "typecheck"]);
  await check("lint", "npx", ["biome", "check", "."]);
}

// Two lanes of about the same length on a two-core host (docs/decisions.md, "How npm test runs"):
// the API tests on PGlite (the longest suite), npm start's own tests, half the browser tests and
// the two-instance proof in one; the unit tests, the other half of the browser tests and the API
// tests on PostgreSQL in the other.
const first: Stage[] = [];
const second: Stage[] = [];
const unit = !only || only === "unit";
const e2e = !only || only === "e2e";
if (unit) {
  first.push((out) => vitest("api on PGlite", ["server"], out, { DATABASE_URL: "" }));
  // npm start itself (starts the stack twice, about a minute) and the tooling's own tests.
  first.push((out) => vitest("npm start and tooling (scripts)", ["scripts"], out));
  second.push((out) => vitest("unit (contract, web, offline)", ["contract", "web", "offline"], out));
}
if (e2e) {
  if (!ensureChromium()) {
    failed++;
    failures.push("end-to-end: Chromium missing");
  } else if (await check("build for the end-to-end tests", "npm", ["run", "--silent", "build"])) {
    // Each half starts its own stack on free ports from the one build above, never building again:
    // two builds into dist/ at once would race, and the other lane's tests may touch src/.
    const built = { SKIP_PWA_BUILD: "1" };
    first.push((out) => vitest("end-to-end (Chromium), half 1", ["e2e"], out, built, ["--shard=1/2"]));
    second.push((out) => vitest("end-to-end (Chromium), half 2", ["e2e"], out, built, ["--shard=2/2"]));
  }
}
if (unit && process.env.DATABASE_URL) {
  second.push((out) => vitest("api on PostgreSQL", ["server"], out));
  // PGlite cannot be shared by two processes: the two-instance proof needs PostgreSQL.
  first.push((out) => vitest("two instances (PostgreSQL)", ["cluster"], out));
}
await Promise.all([
  lane("pglite-and-browser", first, true),
  lane("unit-start-browser-postgresql", second, first.length === 0),
]);

console.log(`\nStages: ${timings.join("; ")}`);
if (failures.length) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
