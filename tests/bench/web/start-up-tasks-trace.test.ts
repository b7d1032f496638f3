import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import LighthouseTrace from "lighthouse/core/gather/gatherers/trace.js";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROME_FLAGS, CHROMIUM } from "../../../bench/web/browser.js";
import { startUpTasks } from "../../../bench/web/start-up-tasks.js";
import { freePort } from "../../../scripts/lib/ports.js";

/**
 * bench:web reads the tasks of the trace Lighthouse saves (bench/web/start-up-tasks.ts). Here a
 * trace is recorded in Chromium with Lighthouse's own categories, over a page whose script does
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

async function traceOf(url: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const tab = await browser.newPage();
    await tab.goto("about:blank");
    await browser.startTracing(tab, { categories: LighthouseTrace.getDefaultTraceCategories() });
    await tab.goto(url, { waitUntil: "load" });
    await tab.waitForTimeout(300);
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
    const tasks = await startUpTasks(await traceOf(`${origin}/idle`));
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks[0].cpuMs).toBeLessThan(12.5);
  });
});
