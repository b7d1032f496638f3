import { describe, expect, it } from "vitest";
import { SAVED_DATA } from "../../src/lib/saved-data-location.js";
import { chromiumForFile } from "./support/journey.js";

/**
 * The app starts in steps, each a task of its own (src/main.tsx; docs/decisions.md, "Speed of
 * the first screen"). Their User Timing marks say in which order they ran. The first route is
 * loaded before the first render (src/lib/first-route.ts): its screen is then in that render. The
 * saved data is read from the start of the page, before any of the app's code has run.
 */
const openTab = chromiumForFile();

/** What of a Chromium trace event is read here. */
interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

describe("the start-up", () => {
  it.each(["/", "/find-tutors"])(
    "at %s evaluates the code every screen shares after the saved data, and loads the route before the first render",
    async (path) => {
      const { page } = await openTab();
      // What React's first commit into #root (it replaces the painted shell) holds: the screen's
      // heading, when the route was loaded before the first render.
      await page.addInitScript(() => {
        const seen = window as unknown as { firstCommitHeading?: string | null };
        new MutationObserver((records, observer) => {
          if (!records.some((r) => (r.target as Element).id === "root")) return;
          if (!performance.getEntriesByName("tn:render").length) return;
          observer.disconnect();
          seen.firstCommitHeading = document.querySelector("#root main h1")?.textContent ?? null;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName("tn:render").length)).toBe(1);
      const at = await page.evaluate(() =>
        Object.fromEntries(
          ["tn:boot", "tn:restored", "tn:shared", "tn:loaded", "tn:render"].map((name) => [
            name,
            performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN,
          ]),
        ),
      );
      // In order, and not strictly apart: the page's clock is coarse (a tenth of a millisecond
      // without cross-origin isolation), and a yield to the main thread can take less than that.
      expect(at["tn:boot"]).toBeLessThanOrEqual(at["tn:restored"]);
      expect(at["tn:restored"]).toBeLessThanOrEqual(at["tn:shared"]);
      expect(at["tn:shared"]).toBeLessThanOrEqual(at["tn:loaded"]);
      expect(at["tn:loaded"]).toBeLessThanOrEqual(at["tn:render"]);
      const heading = await page.getByRole("main").getByRole("heading", { level: 1 }).first().textContent();
      expect(
        await page.evaluate(() => (window as unknown as { firstCommitHeading?: string }).firstCommitHeading),
      ).toBe(heading);
    },
  );

  it("makes the router in a task after the one that evaluates the first bundle", async () => {
    const { page } = await openTab();
    // A trace of the page's start: the task around each User Timing mark.
    const cdp = await page.context().newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      // RunTask, the browser's task, is recorded in the timeline's detailed category.
      traceConfig: { includedCategories: ["disabled-by-default-devtools.timeline", "blink.user_timing"] },
      transferMode: "ReportEvents",
    });
    await page.goto("/find-tutors");
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("tn:render").length)).toBe(1);
    await cdp.send("Tracing.end");
    await complete;
    const taskOf = (mark: string) => {
      const at = events.find((e) => e.name === mark);
      if (!at) throw new Error(`no ${mark} in the trace`);
      return events.find(
        (e) =>
          e.name === "RunTask" &&
          e.pid === at.pid &&
          e.tid === at.tid &&
          e.ts <= at.ts &&
          at.ts <= e.ts + (e.dur ?? 0),
      );
    };
    const boot = taskOf("tn:boot");
    const router = taskOf("tn:router");
    expect(boot).toBeDefined();
    expect(router).toBeDefined();
    expect(router).not.toBe(boot);
    expect(router?.ts ?? 0).toBeGreaterThan(boot?.ts ?? 0);
  });

  it("begins reading the saved data before the app's code runs, and the app takes that read", async () => {
    const { page } = await openTab();
    // When the page's starter leaves its read on the page (scripts/lib/vite-paint-first.ts).
    await page.addInitScript((name) => {
      const seen = window as unknown as Record<string, unknown> & { earlyReadAt?: number };
      let read: unknown;
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => read,
        set: (value) => {
          read = value;
          seen.earlyReadAt = performance.now();
        },
      });
    }, SAVED_DATA.early);
    await page.goto("/find-tutors");
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("tn:render").length)).toBe(1);
    const { readAt, bootAt, left } = await page.evaluate(
      (name) => ({
        readAt: (window as unknown as { earlyReadAt?: number }).earlyReadAt,
        bootAt: performance.getEntriesByName("tn:boot")[0]?.startTime,
        left: name in window,
      }),
      SAVED_DATA.early,
    );
    expect(readAt).toBeLessThan(bootAt ?? 0);
    expect(left).toBe(false);
  });
});
