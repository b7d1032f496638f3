import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { median } from "../median.js";
import { CHROME_FLAGS, CHROMIUM } from "./browser.js";
import { shortenToOwnWork, type TraceEvent } from "./own-work-trace.js";
import { type StartUpTask, startUpTasks } from "./start-up-tasks.js";

/**
 * Lighthouse (mobile) as `bench:web` runs it: each run's scores and metrics twice, as Lighthouse
 * measured them and computed again on the page's own work (bench/web/own-work-trace.ts), and the
 * median of a few runs per page. Its trace leaves out what only DevTools reads
 * (bench/web/page-trace-gatherer.ts).
 */

/** A run's scores (0–100) and metrics (ms; CLS unitless). */
export interface Figures {
  scores: Record<string, number>;
  metrics: Record<string, number>;
}

export interface LighthouseRun {
  /**
   * Lighthouse's audits of the run with each of the page's main-thread tasks lasting its own CPU
   * time: the figures the budgets judge.
   */
  ownWork: Figures;
  /** Lighthouse's own figures, each task's wall-clock time (waiting for a core included). */
  measured: Figures;
  /** Lighthouse's measure of this host's speed: a budget only means something beside it. */
  benchmarkIndex: number;
  /** Lighthouse's longest main-thread tasks (wall-clock time × 4), with their script. */
  longTasks: { url: string; duration: number }[];
  /** The page's tasks by their own work, longest first (bench/web/start-up-tasks.ts). */
  tasks: StartUpTask[];
  /** Every URL the page requested (Lighthouse's network-requests audit). */
  requests: string[];
}

/** A page's runs: the median of each score and metric, and every run's tasks. */
export interface LighthouseResult extends Omit<LighthouseRun, "tasks" | "requests"> {
  /** Per run, its tasks by their own work, longest first. */
  tasksByRun: StartUpTask[][];
  /** Per run, every URL the page requested. */
  requestsByRun: string[][];
}

export const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;

/** Readies a browser on a DevTools port before a run (signs in); closes it after. */
export type Prepare = () => Promise<{ port: number; close: () => Promise<void> }>;

/** How a page is measured: in a prepared browser, or in Lighthouse's own with these flags besides. */
export interface PageSetup {
  prepare?: Prepare;
  /** Chromium flags added to bench/web/browser.ts's for Lighthouse's own browser (`--accept-lang=bn`). */
  chromeFlags?: string[];
}

/**
 * Lighthouse scores move from run to run on a shared machine (mostly Total Blocking Time), so
 * each page is measured RUNS times and the median of each score and metric is kept; a run that
 * fails to complete is tried again once.
 */
export const RUNS = Number(process.env.BENCH_RUNS || 3);

type Report = {
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { url?: string; duration?: number }[] };
    }
  >;
  environment?: { benchmarkIndex?: number };
};

const figuresOf = (report: Report): Figures => ({
  scores: Object.fromEntries(
    Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]),
  ),
  metrics: Object.fromEntries(
    Object.entries(METRICS).map(([k, id]) => [k, report.audits[id]?.numericValue ?? Number.NaN]),
  ),
});

/** Lighthouse's default configuration, its trace without DevTools' own categories. */
const CONFIG = path.join(import.meta.dirname, "lighthouse-config.ts");

/** Runs the Lighthouse command line; true when it ended well. */
async function lighthouseCli(root: string, work: string, args: string[]): Promise<boolean> {
  // Not spawnSync: a browser this process drives (over a pipe) must be served while Lighthouse runs.
  const child = spawn(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      ...args,
      `--config-path=${CONFIG}`,
      "--form-factor=mobile",
      "--output=json",
      "--no-enable-error-reporting",
      "--quiet",
    ],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        // The configuration is TypeScript, as the rest of the bench.
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import tsx`.trim(),
        CHROME_PATH: CHROMIUM,
        TMPDIR: work,
        HOME: work,
      },
    },
  );
  return (await new Promise<number | null>((resolve) => child.on("exit", resolve))) === 0;
}

/**
 * One Lighthouse run: the page is loaded and audited (`-GA`, its artifacts kept in `<output>-gathered`),
 * then the same artifacts are audited again (`-A`) with the page's tasks at their own work
 * (`<output>-own`). Without a port Lighthouse starts its own browser (a first visit); with one it
 * measures in a browser already prepared there (signed in), keeping that browser's storage.
 */
async function lighthouseOnce(
  root: string,
  work: string,
  url: string,
  output: string,
  port?: number,
  chromeFlags: string[] = [],
): Promise<LighthouseRun | null> {
  // The audit settings must be the gathering's own (Lighthouse refuses to audit otherwise).
  const settings = port ? ["--disable-storage-reset"] : [];
  const browser = port
    ? [`--port=${port}`]
    : [`--chrome-flags=${[...CHROME_FLAGS, ...chromeFlags].join(" ")}`];
  const base = output.replace(/\.json$/, "");
  const gathered = `${base}-gathered`;
  const own = `${base}-own`;
  rmSync(gathered, { recursive: true, force: true });
  if (
    !(await lighthouseCli(root, work, [
      url,
      ...browser,
      ...settings,
      `-GA=${gathered}`,
      `--output-path=${output}`,
    ]))
  )
    return null;
  const traceFile = path.join(gathered, TRACE);
  const trace = JSON.parse(readFileSync(traceFile, "utf8")) as { traceEvents: TraceEvent[] };
  shortenToOwnWork(trace.traceEvents);
  rmSync(own, { recursive: true, force: true });
  mkdirSync(own);
  for (const file of readdirSync(gathered))
    if (file !== TRACE) copyFileSync(path.join(gathered, file), path.join(own, file));
  writeFileSync(path.join(own, TRACE), JSON.stringify(trace));
  if (!(await lighthouseCli(root, work, [url, ...settings, `-A=${own}`, `--output-path=${base}-own.json`])))
    return null;

  const measured = JSON.parse(readFileSync(output, "utf8")) as Report;
  const ownWork = JSON.parse(readFileSync(`${base}-own.json`, "utf8")) as Report;
  const tasks = await startUpTasks(traceFile);
  // Lighthouse's own scripts, run in the page after it has loaded to gather its audits, are not
  // the page's start-up: left out.
  const longTasks = (measured.audits["long-tasks"]?.details?.items ?? []).filter(
    (t) => !t.url?.includes("_lighthouse-eval.js"),
  );
  return {
    benchmarkIndex: measured.environment?.benchmarkIndex ?? Number.NaN,
    longTasks: longTasks
      .map((t) => ({ url: t.url ?? "?", duration: t.duration ?? 0 }))
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5),
    tasks,
    requests: (measured.audits["network-requests"]?.details?.items ?? []).flatMap((r) => r.url ?? []),
    ownWork: figuresOf(ownWork),
    measured: figuresOf(measured),
  };
}

/** Where Lighthouse's gather mode writes the page's trace, beside `artifacts.json`. */
const TRACE = "defaultPass.trace.json";

/** A page measured RUNS times (see RUNS), each run's report and trace kept in `work` as `name-N`. */
export async function lighthouse(
  root: string,
  work: string,
  url: string,
  name: string,
  { prepare, chromeFlags }: PageSetup = {},
): Promise<LighthouseResult> {
  const runs: LighthouseRun[] = [];
  const once = async (output: string) => {
    const browser = await prepare?.();
    try {
      return await lighthouseOnce(root, work, url, output, browser?.port, chromeFlags);
    } finally {
      await browser?.close();
    }
  };
  for (let i = 0; i < RUNS; i++) {
    const output = path.join(work, `${name}-${i + 1}.json`);
    const run = (await once(output)) ?? (await once(output));
    if (!run) throw new Error(`lighthouse failed twice on ${url}`);
    runs.push(run);
  }
  const pick = (of: (r: LighthouseRun) => Record<string, number>) =>
    Object.fromEntries(Object.keys(of(runs[0])).map((k) => [k, median(runs.map((r) => of(r)[k]))]));
  const figures = (of: (r: LighthouseRun) => Figures): Figures => ({
    scores: pick((r) => of(r).scores),
    metrics: pick((r) => of(r).metrics),
  });
  // Lighthouse's tasks shown are those of the run whose measured TBT is the median one.
  const tbt = (r: LighthouseRun) => r.measured.metrics.TBT;
  const middle = runs.find((r) => tbt(r) === median(runs.map(tbt))) ?? runs[0];
  return {
    ownWork: figures((r) => r.ownWork),
    measured: figures((r) => r.measured),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    longTasks: middle.longTasks,
    tasksByRun: runs.map((r) => r.tasks),
    requestsByRun: runs.map((r) => r.requests),
  };
}
