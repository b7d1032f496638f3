import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumForFile, signedIn } from "./support/journey.js";

/**
 * The top bar fits the window at every width, in every state (docs/decisions.md, "The top bar"):
 * signed out, and signed in with the pending badge, the install offer, Messages and the bell.
 * Nothing lies past the right edge, the page never scrolls sideways, and no button's label wraps.
 * With TN_SHOTS_DIR set, each state is also saved as a screenshot there, to be looked at.
 */

const WIDTHS = [320, 390, 1024, 1280, 1366, 1440];
/** Sub-pixel rounding. */
const TOLERANCE = 0.5;

const tab = chromiumForFile();

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  /** Every visible control of the bar that is not wholly inside the window. */
  outside: string[];
  /** Every visible control of the bar taller than one line. */
  tall: string[];
  /** The first elements of the page, bar or not, that reach past the right edge (what makes it scroll). */
  wide: string[];
  names: string[];
}

/** How the bar's controls lie in the window now. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    // The bar's navigation, whatever the language of its name.
    const nav = document.querySelector("#root header nav");
    if (!nav) throw new Error("no main navigation");
    const outside: string[] = [];
    const tall: string[] = [];
    const names: string[] = [];
    for (const el of nav.querySelectorAll<HTMLElement>("a, button")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest("[hidden]")) continue;
      const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName;
      names.push(name);
      if (r.left < -0.5 || r.right > window.innerWidth + 0.5) {
        outside.push(`${name}: ${Math.round(r.left)}–${Math.round(r.right)}`);
      }
      // A button or link of one line is at most 44 px tall (min-h-11); a wrapped label makes it taller.
      if (r.height > 44.5) tall.push(`${name}: ${r.height}px`);
    }
    const clipped = (el: HTMLElement) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible") return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      wide,
      innerWidth: window.innerWidth,
      outside,
      tall,
      names,
    };
  });
}

async function expectFits(page: Page, where: string): Promise<Fit> {
  const fit = await measure(page);
  expect(fit.scrollWidth, `${where}: the page's width (${fit.wide.join("; ")})`).toBeLessThanOrEqual(
    fit.innerWidth + TOLERANCE,
  );
  expect(fit.outside, `${where}: controls past an edge`).toEqual([]);
  expect(fit.tall, `${where}: controls of more than one line`).toEqual([]);
  return fit;
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.TN_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** As the browser does when it may offer installing the app. */
function offerInstall(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.dispatchEvent(new Event("beforeinstallprompt"));
  });
}

/** A change refused earlier and kept on the device: the pending badge shows until it is dismissed. */
function keepRefusedChange(page: Page, uid: string): Promise<void> {
  return page.evaluate(
    (owner) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("tutornest-outbox");
        open.onupgradeneeded = () => open.result.createObjectStore("items");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const id = crypto.randomUUID();
          const now = Date.now();
          const tx = db.transaction("items", "readwrite");
          tx.objectStore("items").put(
            {
              id,
              seq: now * 1000,
              uid: owner,
              kind: "profile",
              method: "PUT",
              path: "/api/users/me",
              body: {},
              summary: "Update profile",
              createdAt: new Date(now).toISOString(),
              attempts: 1,
              nextAttemptAt: now,
              state: "failed",
              error: "Something went wrong.",
              status: 400,
            },
            id,
          );
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    uid,
  );
}

describe("the top bar fits the window", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`signed out, with the install offer (${theme})`, async () => {
      const { page } = await tab({ width: WIDTHS[0], theme });
      // Login: a screen whose own content fits 320 px, so that the page's width is the bar's.
      await page.goto("/login");
      const bar = page.getByRole("navigation", { name: "Main" });
      await bar.getByRole("link", { name: "Login" }).waitFor();
      await offerInstall(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        if (width >= 640) await bar.getByRole("button", { name: "Install app" }).waitFor();
        await expectFits(page, `signed out at ${width} px (${theme})`);
        await shot(page, `signed-out-${width}-${theme}`);
      }
    });

    it(`signed in, with the pending badge, the install offer, Messages and the bell (${theme})`, async () => {
      const { page } = await tab({ width: 1280, theme });
      const person = await signedIn(page, "Top Bar Person");
      await keepRefusedChange(page, person.uid);
      await page.reload();
      const bar = page.getByRole("navigation", { name: "Main" });
      await bar.getByRole("link", { name: /^Pending changes: 1/ }).waitFor();
      await bar.getByRole("button", { name: /^Notifications/ }).waitFor();
      await offerInstall(page);
      await bar.getByRole("button", { name: "Install app" }).waitFor();
      const oneLine = await bar.getByRole("button", { name: "Logout" }).boundingBox();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const where = `signed in at ${width} px (${theme})`;
        const fit = await expectFits(page, where);
        expect(fit.names, where).toContain("Logout");
        expect(
          fit.names.some((n) => n.startsWith("Pending changes")),
          where,
        ).toBe(true);
        // Messages stays on the bar at every width (under 360 px the Language control gives way).
        expect(fit.names, where).toContain("Messages");
        if (width >= 640) {
          // An icon button, as tall as a one-line button (Logout).
          const install = await bar.getByRole("button", { name: "Install app" }).boundingBox();
          expect(install?.height, where).toBe(oneLine?.height);
        }
        if (width >= 1280) {
          // The specification's links stay on the bar; My lessons and Availability are under More.
          for (const name of [
            "Home",
            "Find tutors",
            "Add Tutorials",
            "My Tutorials",
            "My booked tutors",
            "My Profile",
          ]) {
            expect(fit.names, `${where}: ${name}`).toContain(name);
          }
          await bar.getByRole("button", { name: "More" }).click();
          await bar.getByRole("link", { name: "My lessons" }).waitFor();
          await expectFits(page, `${where}, More open`);
          await shot(page, `signed-in-more-${width}-${theme}`);
          await page.keyboard.press("Escape");
          await bar.getByRole("link", { name: "My lessons" }).waitFor({ state: "hidden" });
        } else {
          // The phone menu holds every link, and the install offer where the bar has no room for it.
          await bar.getByRole("button", { name: "Open menu" }).click();
          const menu = page.getByRole("dialog", { name: "Menu" });
          await menu.getByRole("link", { name: "My lessons" }).waitFor();
          if (width < 640) {
            const install = await menu.getByRole("button", { name: "Install app" }).boundingBox();
            expect(install?.height, `${where}: the menu's Install app`).toBe(oneLine?.height);
          }
          if (width < 360)
            await menu.getByRole("button", { name: /^Switch to (dark|light) theme$/ }).waitFor();
          await shot(page, `signed-in-menu-${width}-${theme}`);
          await page.keyboard.press("Escape");
          await menu.waitFor({ state: "hidden" });
        }
        await shot(page, `signed-in-${width}-${theme}`);
      }
    });
  }
});

/** The specification's links, which stay on the wide bar in every language. */
const SPEC_LINKS = ["/", "/find-tutors", "/add-tutorials", "/my-tutorials", "/my-booked-tutors", "/profile"];

describe("the top bar fits the window in Bangla and Arabic", () => {
  for (const language of ["bn", "ar"] as const) {
    it(`signed in, with the Language control, the pending badge, the install offer, Messages and the bell (${language})`, async () => {
      const { page, context, baseURL } = await tab({ width: 1280 });
      const person = await signedIn(page, "Top Bar Person");
      await keepRefusedChange(page, person.uid);
      // Chosen once signed in (the sign-in helper reads the English form), as the app keeps it.
      await page.evaluate((locale) => localStorage.setItem("locale", locale), language);
      await context.addCookies([{ name: "locale", value: language, url: baseURL }]);
      await page.reload();
      const bar = page.locator("#root header nav").first();
      await bar.locator('a[href="/pending-changes"]').waitFor();
      await bar.locator('[data-testid="nav-avatar"]').waitFor();
      await offerInstall(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === "ar" ? "rtl" : "ltr");
      await bar.locator("select").waitFor();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const where = `signed in at ${width} px (${language})`;
        await expectFits(page, where);
        expect(await bar.locator('a[href="/messages"]:visible').count(), `${where}: Messages`).toBe(1);
        if (width >= 1280) {
          for (const href of SPEC_LINKS)
            expect(
              await bar.locator(`a[href="${href}"]:visible`).count(),
              `${where}: ${href}`,
            ).toBeGreaterThan(0);
        }
        await shot(page, `signed-in-${language}-${width}`);
      }
    });
  }
});
