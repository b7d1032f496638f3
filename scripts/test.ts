/**
 * `npm test`: typecheck, lint, unit + API tests (PGlite, and PostgreSQL too when DATABASE_URL is
 * set, with the two-instance tests), then end-to-end tests in headless Chromium against the stack
 * started as `npm start` starts it. Ends with the line `N passed, N failed`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
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

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  timings.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return r.status === 0;
}

/** A check that is one pass or one fail (typecheck, lint). */
function check(label: string, cmd: string, args: string[]) {
  if (run(label, cmd, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

/** A Vitest run whose own test counts are added up from its JSON report. */
function vitest(label: string, projects: string[], env: NodeJS.ProcessEnv = {}) {
  const out = path.join(reports, `${label.replace(/\W+/g, "-")}.json`);
  const projectArgs = projects.flatMap((p) => ["--project", p]);
  const ok = run(
    label,
    "npx",
    ["vitest", "run", ...projectArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
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

/** Chromium for the browser tests: Debian's package, installed when we can. */
function ensureChromium(): boolean {
  const bin = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (existsSync(bin)) return true;
  if (process.getuid?.() === 0) {
    console.log("\nChromium is missing: installing Debian's chromium package…");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit" });
    if (existsSync(bin)) return true;
  }
  console.error(
    `\n✖ The end-to-end tests need Chromium at ${bin}. Install it with \`sudo apt-get install chromium\`` +
      " (or set CHROMIUM_PATH), then run npm test again.",
  );
  return false;
}

const only = process.argv[2];
if (!only || only === "static") {
  check("typecheck", "npm", ["run", "--silent", "typecheck"]);
  check("lint", "npx", ["biome", "check", "."]);
}
if (!only || only === "unit") {
  vitest("unit (contract, web, offline)", ["contract", "web", "offline"]);
  // npm start itself (starts the stack twice, about a minute) and the tooling's own tests.
  vitest("npm start and tooling (scripts)", ["scripts"]);
  vitest("api on PGlite", ["server"], { DATABASE_URL: "" });
  if (process.env.DATABASE_URL) {
    vitest("api on PostgreSQL", ["server"]);
    // PGlite cannot be shared by two processes: the two-instance proof needs PostgreSQL.
    vitest("two instances (PostgreSQL)", ["cluster"]);
  }
}
if (!only || only === "e2e") {
  if (ensureChromium()) vitest("end-to-end (Chromium)", ["e2e"]);
  else {
    failed++;
    failures.push("end-to-end: Chromium missing");
  }
}

console.log(`\nStages: ${timings.join("; ")}`);
if (failures.length) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
