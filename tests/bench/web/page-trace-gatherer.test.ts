import { createServer } from "node:http";
import defaultConfig from "lighthouse/core/config/default-config.js";
import LighthouseTrace from "lighthouse/core/gather/gatherers/trace.js";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROME_FLAGS, CHROMIUM } from "../../../bench/web/browser.js";
import lighthouseConfig from "../../../bench/web/lighthouse-config.js";
import type { TraceEvent } from "../../../bench/web/own-work-trace.js";
import PageTrace from "../../../bench/web/page-trace-gatherer.js";
import { freePort } from "../../../scripts/lib/ports.js";

/**
 * bench:web has Lighthouse record its trace without the categories only DevTools reads, which copy
 * every script's text into the trace on the page's main thread (bench/web/page-trace-gatherer.ts).
 */
const SOURCE_RUNDOWN = [
  "disabled-by-default-devtools.v8-source-rundown-sources",
  "disabled-by-default-devtools.v8-source-rundown",
];

describe("the bench's Lighthouse configuration", () => {
  it("records every category of Lighthouse's trace but the source rundown", () => {
    const lighthouse = LighthouseTrace.getDefaultTraceCategories();
    for (const c of SOURCE_RUNDOWN) expect(lighthouse).toContain(c);
    expect(PageTrace.getDefaultTraceCategories()).toEqual(
      lighthouse.filter((c) => !SOURCE_RUNDOWN.includes(c)),
    );
  });

  it("is Lighthouse's default with its trace gathered by that gatherer, every other artifact and audit unchanged", () => {
    const ids = (config: typeof defaultConfig) => config.artifacts?.map((a) => a.id);
    expect(ids(lighthouseConfig)).toEqual(ids(defaultConfig));
    for (const artifact of lighthouseConfig.artifacts ?? []) {
      if (artifact.id === "Trace") expect(artifact.gatherer).toEqual({ implementation: PageTrace });
      else expect(artifact).toBe(defaultConfig.artifacts?.find((a) => a.id === artifact.id));
    }
    expect(lighthouseConfig.settings).toBe(defaultConfig.settings);
    expect(lighthouseConfig.audits).toBe(defaultConfig.audits);
    expect(lighthouseConfig.categories).toBe(defaultConfig.categories);
  });
});

describe("a page traced in Chromium", () => {
  // A script large enough to be worth copying: a thousand small functions.
  const SCRIPT = Array.from({ length: 1000 }, (_, i) => `function f${i}(a){return a*${i}+1}`).join("\n");
  let origin = "";
  const server = createServer((req, res) => {
    if (req.url === "/big.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      res.end(`${SCRIPT}\ndocument.title=String(f999(2))`);
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end('<!doctype html><html lang="en"><title>t</title><p>t</p><script src="/big.js"></script>');
  });
  beforeAll(async () => {
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function traceEvents(categories: string[]): Promise<TraceEvent[]> {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    try {
      const tab = await browser.newPage();
      await tab.goto("about:blank");
      await browser.startTracing(tab, { categories });
      await tab.goto(`${origin}/`, { waitUntil: "load" });
      await tab.waitForTimeout(200);
      return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
    } finally {
      await browser.close();
    }
  }
  const copiesOfTheScript = (events: TraceEvent[]) =>
    events.filter((e) => JSON.stringify(e.args ?? {}).includes("function f999(a)")).length;

  it("with Lighthouse's categories, carries the script's text; with the bench's, not, and still the page's tasks", async () => {
    expect(copiesOfTheScript(await traceEvents(LighthouseTrace.getDefaultTraceCategories()))).toBeGreaterThan(
      0,
    );
    const events = await traceEvents(PageTrace.getDefaultTraceCategories());
    expect(copiesOfTheScript(events)).toBe(0);
    expect(events.some((e) => e.name === "RunTask" && e.tdur !== undefined)).toBe(true);
    expect(events.some((e) => e.name === "EvaluateScript")).toBe(true);
  });
});
