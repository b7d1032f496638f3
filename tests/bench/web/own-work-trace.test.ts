import { describe, expect, it } from "vitest";
import { pageMainThread, shortenToOwnWork, type TraceEvent } from "../../../bench/web/own-work-trace.js";

/**
 * bench:web has Lighthouse compute its metrics again with each of the page's main-thread tasks
 * lasting its own CPU time (bench/web/own-work-trace.ts): the time a task waited for a core is
 * taken out, nothing else moves.
 */
const PAGE = { pid: 10, tid: 11 };
const navigation: TraceEvent = {
  name: "navigationStart",
  ph: "R",
  ...PAGE,
  ts: 0,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: "http://127.0.0.1:8080/" } },
};
const slice = (over: Partial<TraceEvent> & { ts: number }): TraceEvent => ({
  name: "FunctionCall",
  ph: "X",
  ...PAGE,
  ...over,
});

describe("the page's main thread", () => {
  it("is the thread that navigated the page's own URL, not about:blank's", () => {
    const blank: TraceEvent = {
      ...navigation,
      pid: 1,
      tid: 1,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: "about:blank" } },
    };
    expect(pageMainThread([blank, navigation])).toEqual(PAGE);
    expect(pageMainThread([blank])).toBeUndefined();
  });
});

describe("a trace shortened to the page's own work", () => {
  it("makes a task last its CPU time and shrinks what is inside it with it", () => {
    const task = slice({ name: "RunTask", ts: 1_000, dur: 40_000, tdur: 10_000 });
    const inner = slice({ ts: 11_000, dur: 20_000, tdur: 5_000 });
    const begin = slice({ name: "Layout", ph: "B", ts: 31_000 });
    const end = slice({ name: "Layout", ph: "E", ts: 41_000 });
    const events = [navigation, task, inner, begin, end];
    expect(shortenToOwnWork(events)).toBe(1);
    expect(task).toMatchObject({ ts: 1_000, dur: 10_000 });
    expect(inner).toMatchObject({ ts: 3_500, dur: 5_000 });
    expect(begin.ts).toBe(8_500);
    // The end of a pair that closed with the task ends with it.
    expect(end.ts).toBe(11_000);
  });

  it("leaves alone the next task's start, other threads, a task with no CPU time and one that waited for nothing", () => {
    const waited = slice({ name: "RunTask", ts: 0, dur: 30_000, tdur: 6_000 });
    const next = slice({ name: "RunTask", ts: 50_000, dur: 8_000, tdur: 8_000 });
    const unknown = slice({ name: "RunTask", ts: 70_000, dur: 20_000 });
    const otherThread = slice({ name: "RunTask", ts: 0, dur: 30_000, tdur: 1_000, tid: 99 });
    const events = [navigation, waited, next, unknown, otherThread];
    expect(shortenToOwnWork(events)).toBe(1);
    expect(waited.dur).toBe(6_000);
    expect(next).toMatchObject({ ts: 50_000, dur: 8_000 });
    expect(unknown).toMatchObject({ ts: 70_000, dur: 20_000 });
    expect(otherThread).toMatchObject({ ts: 0, dur: 30_000 });
  });

  it("counts a task nested in another as that one's work, not as a task of its own", () => {
    const outer = slice({ name: "RunTask", ts: 0, dur: 40_000, tdur: 20_000 });
    const nested = slice({ name: "RunTask", ts: 10_000, dur: 20_000, tdur: 2_000 });
    expect(shortenToOwnWork([navigation, outer, nested])).toBe(1);
    expect(nested).toMatchObject({ ts: 5_000, dur: 10_000 });
  });

  it("changes nothing in a trace with no navigation of the page", () => {
    const task = slice({ name: "RunTask", ts: 0, dur: 40_000, tdur: 1_000 });
    expect(shortenToOwnWork([task])).toBe(0);
    expect(task.dur).toBe(40_000);
  });
});
