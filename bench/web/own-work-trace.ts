import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

/**
 * A Lighthouse trace with the page's main-thread tasks shortened to their own work, for Lighthouse
 * to compute its metrics on (docs/decisions.md, "How bench:web counts the page's work").
 *
 * Lighthouse's simulation multiplies each main-thread task's wall-clock time by its 4× CPU
 * slowdown. On a two-core host a loading task's wall time is mostly the page's main thread waiting
 * for a core that the browser's other threads, Lighthouse and the server hold: the same build gave
 * a Total Blocking Time of 73 ms and 700 ms within one hour (docs/benchmarks.md). Here each
 * top-level task of the page's main thread lasts its thread's CPU time (`tdur`) instead, and the
 * events inside it are shrunk with it, so Lighthouse simulates the work the page did, on this CPU,
 * without the waiting. Nothing else changes: other threads, the network log, the start of every task.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** A task Chromium ran on a thread (the events Lighthouse builds its tasks from). */
const isTask = (e: TraceEvent) =>
  TraceProcessor.isScheduleableTask(e as Parameters<typeof TraceProcessor.isScheduleableTask>[0]);

/** The page's main thread: the one that started the navigation of the page's own URL. */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const navigation = events.find(
    (e) =>
      e.name === "navigationStart" &&
      e.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ""),
  );
  return navigation && { pid: navigation.pid, tid: navigation.tid };
}

/**
 * Shortens, in place, each top-level task of the page's main thread whose CPU time is below its
 * wall time; every event of that thread inside the task (nested slices, begin/end pairs, marks)
 * moves and shrinks with it. Returns how many tasks were shortened; 0 without a page navigation.
 */
export function shortenToOwnWork(events: TraceEvent[]): number {
  const thread = pageMainThread(events);
  if (!thread) return 0;
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const tasks: { start: number; end: number; scale: number; event: TraceEvent }[] = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const e of onThread
    .filter((x) => x.ph === "X" && isTask(x) && x.dur !== undefined)
    .sort((a, b) => a.ts - b.ts)) {
    const end = e.ts + (e.dur ?? 0);
    // A task inside another is part of that one's work.
    if (e.ts < lastEnd) continue;
    lastEnd = end;
    if (e.tdur !== undefined && e.dur && e.tdur < e.dur)
      tasks.push({ start: e.ts, end, scale: e.tdur / e.dur, event: e });
  }
  for (const e of onThread) {
    const task = containing(tasks, e.ts);
    if (!task || e === task.event) continue;
    e.ts = task.start + (e.ts - task.start) * task.scale;
    if (e.dur !== undefined) e.dur *= task.scale;
  }
  for (const task of tasks) task.event.dur = task.event.tdur;
  return tasks.length;
}

/** The task (sorted, not overlapping) whose span holds the time `ts`, its end included. */
function containing<T extends { start: number; end: number }>(
  tasks: readonly T[],
  ts: number,
): T | undefined {
  let lo = 0;
  let hi = tasks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (tasks[mid].end < ts) lo = mid + 1;
    else if (tasks[mid].start > ts) hi = mid - 1;
    else return tasks[mid];
  }
  return undefined;
}
