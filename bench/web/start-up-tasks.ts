import { readFileSync } from "node:fs";
import LHTraceProcessor from "lighthouse/core/lib/lh-trace-processor.js";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";

/**
 * The page's main-thread tasks, judged by the work each one does (docs/decisions.md, "How
 * bench:web counts the page's work").
 *
 * Lighthouse's simulation multiplies a task's wall-clock time by its CPU slowdown. On a two-core
 * host, the page's main thread spends most of a loading task's wall time waiting for a core that
 * Lighthouse's tracing, the browser process and the server hold: in the saved traces, the longest
 * tasks had 2 to 10 times more wall time than CPU time (docs/benchmarks.md). A task is therefore
 * judged here by its own thread's CPU time, slowed as Lighthouse slows the CPU.
 */

/** Lighthouse's mobile CPU slowdown, applied here to every task (Lighthouse halves it for layout). */
export const CPU_SLOWDOWN = 4;

export interface StartUpTask {
  /** When the task started, in ms from the navigation. */
  startTime: number;
  /** Wall-clock time at 1×, in ms, waiting for a core included. */
  wallMs: number;
  /** The main thread's own CPU time at 1×, in ms. */
  cpuMs: number;
  /** The task's cost on the phone Lighthouse simulates: its CPU time × CPU_SLOWDOWN. */
  slowedMs: number;
  /** The script or document the task is attributed to, as Lighthouse attributes it. */
  url: string;
  /**
   * The navigation's commit, the browser's own work: the page's window and JavaScript context are
   * made, and none of its HTML is parsed nor any of its script compiled or run (see browserCommit).
   */
  commit: boolean;
}

/** What of a Lighthouse task node is read here (`LH.Artifacts.TaskNode`). */
export interface TaskLike {
  startTime: number;
  duration: number;
  parent?: unknown;
  unbounded: boolean;
  attributableURLs: string[];
  /** The trace event: Chromium records the thread's CPU time of a task as `tdur` (µs). */
  event: { name?: string; tdur?: number; args?: { beginData?: { url?: string } } };
  /** The events inside it, as tasks of their own, and what kind of work each is. */
  children: TaskLike[];
  group: { id: string };
}

/** The script Lighthouse runs in the page to gather its audits, after the page has loaded. */
const LIGHTHOUSE_SCRIPT = "_lighthouse-eval.js";

/** Work of the page's own: its HTML parsed, its script compiled or run. */
const PAGE_WORK = new Set(["parseHTML", "scriptParseCompile", "scriptEvaluation"]);

/**
 * The events inside a task, but not those of the empty document a new renderer process parses
 * first (a `ParseHTML` with no URL, four nodes) before it commits the page's: not the page's HTML.
 */
function* within(task: TaskLike): Generator<TaskLike> {
  for (const child of task.children) {
    if (child.event.name === "ParseHTML" && child.event.args?.beginData?.url === "") continue;
    yield child;
    yield* within(child);
  }
}

/**
 * Whether a task is a navigation's commit and nothing of the page's: the browser makes the
 * document, its window and JavaScript context (and Lighthouse's own world in it), and tells
 * DevTools. The page's HTML is parsed and its first script runs in later tasks; the only script
 * events a commit holds are the dispatches of the new document's first events, which no listener
 * of the page can hear yet. A page loaded in a new renderer process has two: that process's
 * initial empty document, then the page's. Every page has them, the control pages too
 * (bench/web/control-page.ts): `bench:web` prints it beside the page's tasks and does not hold it to the page's budget
 * (docs/decisions.md, "How bench:web counts the page's work").
 */
export function browserCommit(task: TaskLike): boolean {
  let commits = false;
  for (const inner of within(task)) {
    if (inner.event.name === "DocumentLoader::CommitNavigation") commits = true;
    else if (PAGE_WORK.has(inner.group.id) && inner.event.name !== "EventDispatch") return false;
  }
  return commits;
}

/**
 * The page's own top-level tasks, longest work first. Lighthouse's own scripts are left out, and
 * so is a task the trace cut off (no end). A task with no thread time recorded counts as all
 * work: a trace without it is judged as Lighthouse judges it.
 */
export function judgeTasks(tasks: readonly TaskLike[]): StartUpTask[] {
  return tasks
    .filter(
      (t) => !t.parent && !t.unbounded && !t.attributableURLs.some((u) => u.includes(LIGHTHOUSE_SCRIPT)),
    )
    .map((t) => {
      const tdur = t.event.tdur;
      const cpuMs = tdur === undefined ? t.duration : tdur / 1000;
      return {
        startTime: t.startTime,
        wallMs: t.duration,
        cpuMs,
        slowedMs: cpuMs * CPU_SLOWDOWN,
        url: t.attributableURLs.at(-1) ?? "Unattributable",
        commit: browserCommit(t),
      };
    })
    .sort((a, b) => b.cpuMs - a.cpuMs);
}

/** The tasks of a trace Lighthouse saved (`--save-assets`), read as Lighthouse reads them. */
export async function startUpTasks(tracePath: string): Promise<StartUpTask[]> {
  const trace = JSON.parse(readFileSync(tracePath, "utf8")) as Parameters<
    typeof LHTraceProcessor.processTrace
  >[0];
  const processed = await LHTraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  return judgeTasks(tasks);
}
