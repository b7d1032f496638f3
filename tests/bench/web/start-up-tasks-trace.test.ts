import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROME_FLAGS, CHROMIUM } from "../../../bench/web/browser.js";
import { BUSY_TASKS, serveControlPages } from "../../../bench/web/control-page.js";
import { shortenToOwnWork, type TraceEvent } from "../../../bench/web/own-work-trace.js";
import PageTrace from "../../../bench/web/page-trace-gatherer.js";
import { startUpTasks } from "../../../bench/web/start-up-tasks.js";
import { freePort } from "../../../scripts/lib/ports.js";

/**
 * bench:web reads the tasks of the trace Lighthouse saves (bench/web/start-up-tasks.ts). Here a
 * trace is recorded in Chromium with the categories bench:web has Lighthouse record
 * (bench/web/page-trace-gatherer.ts), over a page whose script does
 * about 30 ms of work in the page's first tasks, and one whose script does nothing.
 */
const BUSY = "let x=0;for(let i=0;i<3e6;i++)x=(x+i*i)%1000003;document.title=String(x)";
const page = (script: string) =>
  `<!doctype html><html lang="en"><title>t</title><p>t</p><script>${script}</script>`;

let origin = "";
const server = createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(page(req.url === "/busy" ? BUSY : "document.title='idle'"));
});
beforeAll(async () => {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function traceOf(url: string, settleMs = 300): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const tab = await browser.newPage();
    await tab.goto("about:blank");
    await browser.startTracing(tab, { categories: PageTrace.getDefaultTraceCategories() });
    await tab.goto(url, { waitUntil: "load" });
    await tab.waitForTimeout(settleMs);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "trace-")), "trace.json");
    writeFileSync(file, await browser.stopTracing());
    return file;
  } finally {
    await browser.close();
  }
}

describe("a page's tasks read from a Chromium trace", () => {
  it("find the page's script work as one task of its own CPU time, over the 50 ms budget at 4×", async () => {
    const [longest] = await startUpTasks(await traceOf(`${origin}/busy`));
    expect(longest.url).toBe(`${origin}/busy`);
    expect(longest.cpuMs).toBeGreaterThan(12.5);
    expect(longest.slowedMs).toBeGreaterThan(50);
    expect(longest.wallMs).toBeGreaterThanOrEqual(longest.cpuMs - 1);
  });

  it("find no such task in a page whose script does nothing", async () => {
    // The browser's own first tasks (the commit, the first layout) take more CPU on a slower host,
    // 10-18 ms at 1× on this machine class: the page's 3 million steps of arithmetic, measured on
    // the same host, are the yardstick.
    const [busy] = await startUpTasks(await traceOf(`${origin}/busy`));
    const tasks = await startUpTasks(await traceOf(`${origin}/idle`));
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks[0].cpuMs).toBeLessThan(busy.cpuMs / 2);
  });
});

describe("the controls and the own-work trace, in a Chromium trace", () => {
  const controls = serveControlPages(new Headers());
  afterAll(async () => (await controls).close());

  it("find the busy control's work as its tasks over the budget, after the first paint, and the commit apart", async () => {
    // The control works in tasks after the first paint: time for all of them, at a slow host's pace.
    const file = await traceOf((await controls).busyUrl, 2000);
    const tasks = await startUpTasks(file);
    const events = (JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
    const paint = events.find((e) => e.name === "firstContentfulPaint");
    const navigation = events.find(
      (e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"),
    );
    expect(paint && navigation).toBeTruthy();
    const paintedAt = ((paint?.ts ?? 0) - (navigation?.ts ?? 0)) / 1000;
    // Before the first paint, the browser's own first tasks may pass 12.5 ms on a slow host; after
    // it, only the control's work does.
    const busy = tasks.filter((t) => t.cpuMs > 12.5 && t.startTime > paintedAt);
    expect(busy).toHaveLength(BUSY_TASKS);
    for (const t of busy) expect(t.slowedMs).toBeGreaterThan(50);
    expect(busy.some((t) => t.commit)).toBe(false);
    expect(tasks.filter((t) => t.commit).length).toBeGreaterThanOrEqual(1);
  });

  it("still reads as Lighthouse reads it once shortened, each task lasting its own CPU time", async () => {
    const file = await traceOf(`${origin}/busy`);
    const trace = JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] };
    expect(shortenToOwnWork(trace.traceEvents)).toBeGreaterThan(0);
    writeFileSync(file, JSON.stringify(trace));
    const tasks = await startUpTasks(file);
    expect(tasks.length).toBeGreaterThan(0);
    // A task whose thread clock read more than its wall clock (a tiny one: the clocks' grain) is
    // left as it was; none lasts longer than its own work.
    for (const t of tasks) expect(t.wallMs).toBeLessThanOrEqual(t.cpuMs + 0.001);
    expect(tasks.filter((t) => t.cpuMs > 1).every((t) => Math.abs(t.wallMs - t.cpuMs) < 0.01)).toBe(true);
  });
});
