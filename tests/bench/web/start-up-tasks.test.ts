import { describe, expect, it } from "vitest";
import { browserCommit, CPU_SLOWDOWN, judgeTasks, type TaskLike } from "../../../bench/web/start-up-tasks.js";

/**
 * bench:web judges a task by its main thread's own CPU time (the trace event's `tdur`, µs), slowed
 * 4× as Lighthouse slows the CPU, not by its wall-clock time, which on a two-core host is mostly
 * the thread waiting for a core (bench/web/start-up-tasks.ts).
 */
const task = (over: Partial<TaskLike> & { cpuUs?: number }): TaskLike => {
  const { cpuUs, ...rest } = over;
  return {
    startTime: 100,
    duration: 10,
    unbounded: false,
    attributableURLs: [],
    event: cpuUs === undefined ? {} : { tdur: cpuUs },
    children: [],
    group: { id: "other" },
    ...rest,
  };
};

describe("the page's tasks, by their own work", () => {
  it("count a task's CPU time slowed 4×, not the time it waited for a core", () => {
    const [waited] = judgeTasks([task({ duration: 40, cpuUs: 5_000 })]);
    expect(waited.wallMs).toBe(40);
    expect(waited.cpuMs).toBe(5);
    expect(waited.slowedMs).toBe(5 * CPU_SLOWDOWN);
    expect(waited.slowedMs).toBeLessThan(50);

    const [worked] = judgeTasks([task({ duration: 16, cpuUs: 15_000 })]);
    expect(worked.slowedMs).toBe(60);
  });

  it("put the task with the most work first, whatever its wall time", () => {
    const tasks = judgeTasks([
      task({ startTime: 1, duration: 50, cpuUs: 3_000 }),
      task({ startTime: 2, duration: 12, cpuUs: 11_000 }),
      task({ startTime: 3, duration: 20, cpuUs: 7_000 }),
    ]);
    expect(tasks.map((t) => t.startTime)).toEqual([2, 3, 1]);
  });

  it("leave out Lighthouse's own scripts, tasks inside others and tasks the trace cut off", () => {
    const tasks = judgeTasks([
      task({ cpuUs: 30_000, attributableURLs: ["http://x/_lighthouse-eval.js"] }),
      task({ cpuUs: 30_000, parent: {} }),
      task({ cpuUs: 30_000, unbounded: true }),
      task({ cpuUs: 2_000, attributableURLs: ["http://x/", "http://x/assets/start.js"] }),
    ]);
    expect(tasks).toHaveLength(1);
    expect(tasks[0].url).toBe("http://x/assets/start.js");
  });

  it("judge a task with no thread time recorded by its wall time, as Lighthouse does", () => {
    const [unknown] = judgeTasks([task({ duration: 30 })]);
    expect(unknown.cpuMs).toBe(30);
    expect(unknown.slowedMs).toBe(120);
    expect(unknown.url).toBe("Unattributable");
  });
});

describe("the navigation's commit", () => {
  const inner = (name: string, group = "other", children: TaskLike[] = []): TaskLike =>
    task({ event: { name }, group: { id: group }, children });
  const commit = (...more: TaskLike[]) =>
    task({
      cpuUs: 15_000,
      children: [
        inner("DocumentLoader::CommitNavigation", "other", [
          inner("LocalWindowProxy::Initialize"),
          inner("EventDispatch", "scriptEvaluation"),
          ...more,
        ]),
      ],
    });

  it("is the browser's own work when it parses none of the page's HTML and runs none of its script", () => {
    expect(browserCommit(commit())).toBe(true);
    expect(judgeTasks([commit()])[0].commit).toBe(true);
  });

  it("is the browser's own work when the only HTML it parses is a new process's empty document", () => {
    const emptyDocument = (url: string): TaskLike =>
      task({
        event: { name: "ParseHTML", args: { beginData: { url } } },
        group: { id: "parseHTML" },
        children: [inner("HTMLDocumentParser::DocumentElementAvailable", "parseHTML")],
      });
    expect(browserCommit(commit(emptyDocument("")))).toBe(true);
    expect(browserCommit(commit(emptyDocument("http://127.0.0.1/")))).toBe(false);
    expect(browserCommit(commit(emptyDocument(""), inner("v8.compile", "scriptParseCompile")))).toBe(false);
  });

  it("is the page's work as soon as the page's HTML or script is in it", () => {
    expect(browserCommit(commit(inner("ParseHTML", "parseHTML")))).toBe(false);
    expect(browserCommit(commit(inner("v8.compile", "scriptParseCompile")))).toBe(false);
    expect(browserCommit(commit(inner("FunctionCall", "scriptEvaluation")))).toBe(false);
  });

  it("is not any other task", () => {
    const other = task({ cpuUs: 15_000, children: [inner("Layout", "styleLayout")] });
    expect(browserCommit(other)).toBe(false);
    expect(judgeTasks([other])[0].commit).toBe(false);
  });
});
