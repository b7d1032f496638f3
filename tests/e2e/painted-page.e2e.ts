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
  // Buttons are painted inert (they need the app): seen, but not offered to press yet. The theme
  // switch and the Language control work already (index.html's head script answers them).
  await expect(
    bar.locator('button:not([inert])[aria-label="Switch to dark theme"]').isVisible(),
  ).resolves.toBe(true);
  await expect(bar.locator('button[aria-label="Switch to light theme"]').isVisible()).resolves.toBe(false);
  await expect(bar.locator('select:not([inert])[aria-label="Language"]').isVisible()).resolves.toBe(true);
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

  it("answers the bar's theme switch and Language control at once, and the app then draws what was chosen", async () => {
    const tab = await openTab({ width: 390 });
    const { page, context } = tab;
    // The app's code waits until the person has chosen.
    let release = () => {};
    const chosen = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    await context.route(/\/assets\/.+\.js(\?|$)/, async (route) => {
      asked++;
      await chosen;
      await route.continue();
    });
    // Neither `load` nor DOMContentLoaded comes while the app's module is held back.
    await page.goto("/find-tutors", { waitUntil: "commit" });
    const bar = page.getByRole("banner");
    await bar.getByRole("button", { name: "Switch to dark theme" }).waitFor();
    await expect.poll(() => asked).toBeGreaterThan(0);
    const html = () =>
      page.evaluate(() => ({
        dark: document.documentElement.classList.contains("dark"),
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        theme: localStorage.getItem("theme"),
        locale: localStorage.getItem("locale"),
      }));

    // A tap on the switch, like a person's (the icon), then back and again.
    await bar.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await html()).toMatchObject({ dark: true, theme: "dark" });
    await bar.getByRole("button", { name: "Switch to light theme" }).click();
    await bar.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await html()).toMatchObject({ dark: true, theme: "dark" });

    // Bangla: the English page is hidden until the app draws it in Bangla.
    await bar.getByRole("combobox", { name: "Language" }).selectOption("bn");
    expect(await html()).toMatchObject({ lang: "bn", dir: "ltr", locale: "bn" });
    await expect(page.getByRole("main").isVisible()).resolves.toBe(false);

    release();
    // The app draws the screen dark and in Bangla: its own switch offers the light theme.
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    await page.waitForFunction(() => document.querySelector("[data-painted-switch]") === null);
    await bar.getByRole("button", { name: "হালকা থিমে যান" }).waitFor();
    expect(await html()).toMatchObject({ dark: true, lang: "bn", theme: "dark", locale: "bn" });
    await expect(page.getByRole("main").isVisible()).resolves.toBe(true);
  });
});
