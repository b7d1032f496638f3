import { describe, expect, it } from "vitest";
import { chromiumForFile } from "./support/journey.js";

/**
 * What the server hints a first visit with (server/link-header.ts) is what the page then uses: a
 * hint the page cannot use is a second download of the same file on a slow phone network.
 */
const openTab = chromiumForFile();

describe("a first visit", () => {
  it.each(["/", "/find-tutors"])(
    "at %s asks for each stylesheet and script once, and uses every preload",
    async (path) => {
      const tab = await openTab();
      const asked = new Map<string, number>();
      const unusedPreloads: string[] = [];
      tab.page.on("request", (r) => {
        const url = new URL(r.url());
        if (/\.(css|js)$/.test(url.pathname)) asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1);
      });
      tab.page.on("console", (m) => {
        if (/preload/i.test(m.text())) unusedPreloads.push(m.text());
      });
      await tab.page.goto(path);
      await tab.page.getByRole("main").waitFor();
      await tab.page.waitForLoadState("networkidle");
      // Chromium reports a preload the page did not use a few seconds after the load.
      await tab.page.waitForTimeout(3500);
      expect([...asked.keys()].some((p) => p.endsWith(".css"))).toBe(true);
      expect([...asked].filter(([, n]) => n > 1)).toEqual([]);
      expect(unusedPreloads).toEqual([]);
    },
  );
});
