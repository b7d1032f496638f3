import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumForFile, type Tab } from "./support/journey.js";

/**
 * Every page comes painted from the app's own components (docs/decisions.md, "How a page
 * starts"): before any of the app's code has run, a person sees the top bar and the screen, and a
 * plain link takes them to the next painted page. The app's code is refused here, so what shows at
 * the `load` event is the painted page alone.
 */
const openTab = chromiumForFile();

/** Refuses every request for the app's code; returns how many were refused so far. */
async function holdBackCode(tab: Tab): Promise<() => number> {
  let refused = 0;
  await tab.context.route(/\/assets\/.+\.js(\?|$)/, (route) => {
    refused++;
    return route.abort();
  });
  return () => refused;
}

/** The top bar as a visitor sees it, light theme: the phone's bar has the menu where the wide one has the links. */
async function expectTopBar(page: Page, width: number): Promise<void> {
  const bar = page.getByRole("banner");
  await expect(bar.getByRole("link", { name: "TutorNest" }).isVisible()).resolves.toBe(true);
  if (width >= 1280) {
    for (const name of ["Home", "Find tutors"])
      await expect(bar.getByRole("link", { name, exact: true }).isVisible(), name).resolves.toBe(true);
  } else {
    await expect(bar.locator('button[inert][aria-label="Open menu"]').isVisible()).resolves.toBe(true);
  }
  // Buttons are painted inert (they need the app): seen, but not offered to press yet.
  await expect(bar.locator('button[inert][aria-label="Switch to dark theme"]').isVisible()).resolves.toBe(
    true,
  );
  await expect(bar.locator('button[aria-label="Switch to light theme"]').isVisible()).resolves.toBe(false);
  await expect(bar.getByRole("link", { name: "Login", exact: true }).isVisible()).resolves.toBe(true);
}

describe("the page painted before the app's code runs", () => {
  for (const width of [390, 1280]) {
    it(`shows the top bar and Home, and a plain link opens Find Tutors with its cards, at ${width} px`, async () => {
      const tab = await openTab({ width });
      const refused = await holdBackCode(tab);
      const { page } = tab;
      await page.goto("/", { waitUntil: "load" });
      // Really before the app: its code was asked for and refused.
      expect(refused()).toBeGreaterThan(0);
      await expectTopBar(page, width);
      const main = page.getByRole("main");
      await expect(
        main.getByRole("heading", { level: 1, name: "Tutor Matching & Learning Platform" }).isVisible(),
      ).resolves.toBe(true);
      const findTutors = main.getByRole("link", { name: "Find tutors" }).first();
      await expect(findTutors.isVisible()).resolves.toBe(true);
      expect(await main.getByRole("heading", { name: "Our Statistics" }).count()).toBe(1);

      // A plain link: the wide bar's own, the hero's on a phone (its bar keeps links in the menu).
      const link =
        width >= 1280 ? page.getByRole("banner").getByRole("link", { name: "Find tutors" }) : findTutors;
      const before = refused();
      await Promise.all([page.waitForURL("**/find-tutors", { waitUntil: "load" }), link.click()]);
      expect(refused(), "the new page asked for the app's code too").toBeGreaterThan(before);
      await expectTopBar(page, width);
      await expect(
        main.getByRole("heading", { level: 1, name: /Explore Online Tutors/ }).isVisible(),
      ).resolves.toBe(true);
      const cards = main.locator("article");
      expect(await cards.count()).toBeGreaterThan(1);
      const first = cards.first();
      await expect(first.getByRole("heading", { level: 2 }).isVisible()).resolves.toBe(true);
      await expect(first.getByText(/^\$\d+\.\d\d$/).isVisible()).resolves.toBe(true);
      await expect(first.getByRole("link", { name: "View Details" }).isVisible()).resolves.toBe(true);
    });
  }
});
