import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { median } from "../median.js";
import { CHROME_FLAGS, CHROMIUM } from "./browser.js";
import { type StartUpTask, startUpTasks } from "./start-up-tasks.js";

/** Lighthouse (mobile) as `bench:web` runs it: the median of a few runs per page. */

export interface LighthouseRun {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  /** Lighthouse's measure of this host's speed: a budget only means something beside it. */
  benchmarkIndex: number;
  /** Lighthouse's longest main-thread tasks (wall-clock time × 4), with their script. */
  longTasks: { url: string; duration: number }[];
  /** The page's five longest tasks by their own work (bench/web/start-up-tasks.ts). */
  tasks: StartUpTask[];
}

/** A page's runs: the median of each score and metric, and every run's tasks. */
export interface LighthouseResult extends Omit<LighthouseRun, "tasks"> {
  /** Per run, its five longest tasks by their own work. */
  tasksByRun: StartUpTask[][];
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

/**
 * Lighthouse scores move from run to run on a shared machine (mostly Total Blocking Time), so
 * each page is measured RUNS times and the median of each score and metric is kept; a run that
 * fails to complete is tried again once.
 */
export const RUNS = Number(process.env.BENCH_RUNS || 3);

/**
 * One Lighthouse run, its trace saved and read for the tasks' own work. Without a port Lighthouse
 * starts its own browser (a first visit); with one it measures in a browser already prepared
 * there (signed in), keeping that browser's storage.
 */
async function lighthouseOnce(
  root: string,
  work: string,
  url: string,
  output: string,
  port?: number,
): Promise<LighthouseRun | null> {
  const browser = port
    ? [`--port=${port}`, "--disable-storage-reset"]
    : [`--chrome-flags=${CHROME_FLAGS.join(" ")}`];
  // Not spawnSync: a browser this process drives (over a pipe) must be served while Lighthouse runs.
  const child = spawn(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      ...browser,
      "--form-factor=mobile",
      "--output=json",
      `--output-path=${output}`,
      "--save-assets",
      "--no-enable-error-reporting",
      "--quiet",
    ],
    { stdio: "inherit", env: { ...process.env, CHROME_PATH: CHROMIUM, TMPDIR: work, HOME: work } },
  );
  const status = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (status !== 0) return null;
  const report = JSON.parse(readFileSync(output, "utf8")) as {
    categories: Record<string, { score: number }>;
    audits: Record<
      string,
      { numericValue?: number; details?: { items?: { url?: string; duration?: number }[] } }
    >;
    environment?: { benchmarkIndex?: number };
  };
  // Lighthouse writes its assets beside the report: `<name>-0.trace.json`, `<name>-0.devtoolslog.json`.
  const trace = output.replace(/\.json$/, "-0.trace.json");
  const tasks = await startUpTasks(trace);
  rmSync(output.replace(/\.json$/, "-0.devtoolslog.json"), { force: true });
  // Lighthouse's own scripts, run in the page after it has loaded to gather its audits, are not
  // the page's start-up: left out.
  const longTasks = (report.audits["long-tasks"]?.details?.items ?? []).filter(
    (t) => !t.url?.includes("_lighthouse-eval.js"),
  );
  return {
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    longTasks: longTasks
      .map((t) => ({ url: t.url ?? "?", duration: t.duration ?? 0 }))
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5),
    tasks: tasks.slice(0, 5),
    scores: Object.fromEntries(
      Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]),
    ),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([k, id]) => [k, report.audits[id]?.numericValue ?? Number.NaN]),
    ),
  };
}

/** A page measured RUNS times (see RUNS), each run's report and trace kept in `work` as `name-N`. */
export async function lighthouse(
  root: string,
  work: string,
  url: string,
  name: string,
  prepare?: Prepare,
): Promise<LighthouseResult> {
  const runs: LighthouseRun[] = [];
  const once = async (output: string) => {
    const browser = await prepare?.();
    try {
      return await lighthouseOnce(root, work, url, output, browser?.port);
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
  // Lighthouse's tasks shown are those of the run whose TBT is the median one.
  const middle = runs.find((r) => r.metrics.TBT === median(runs.map((x) => x.metrics.TBT))) ?? runs[0];
  return {
    scores: pick((r) => r.scores),
    metrics: pick((r) => r.metrics),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    longTasks: middle.longTasks,
    tasksByRun: runs.map((r) => r.tasks),
  };
}
