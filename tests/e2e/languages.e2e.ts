import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  type BrowserContext,
  type Browser as Chromium,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, describe, type ExpectStatic, expect, inject, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { signUp, type TestUser } from "../support/identity.js";
import { axeViolations } from "./support/axe.js";
import { CHROMIUM, CHROMIUM_ARGS } from "./support/browser.js";
import { englishOnScreen, peoplesTexts } from "./support/english-on-screen.js";
import { PASSWORD } from "./support/journey.js";
import { conversationWith, newMessagePerson, recordPerson, sendByApi } from "./support/messages.js";
import { goOffline, goOnline, waitForServiceWorker } from "./support/offline.js";
import { personWithContent } from "./support/person-with-content.js";
import { startProxy, type TestProxy } from "./support/proxy.js";

/**
 * The app in English, Bangla and Arabic (docs/decisions.md, "Languages"): every screen opened in
 * Bangla and Arabic shows no English of the app's own; at 390 px and 1280 px, light and dark, no
 * page scrolls sideways and axe finds nothing; Arabic is mirrored; the server paints the chosen
 * language; the Language control switches at once, keeps what was typed and is remembered, offline too.
 * Each failure lists every screen and what it shows, not only the first.
 */

type Language = "en" | "bn" | "ar";
const WIDTHS = [390, 1280] as const;
const THEMES = ["light", "dark"] as const;
/** Sub-pixel rounding. */
const TOLERANCE = 0.5;
const BENGALI = /[\u0980-\u09FF]/;
const ARABIC = /[\u0600-\u06FF]/;
const SCRIPT: Record<Language, RegExp> = { en: /[A-Za-z]/, bn: BENGALI, ar: ARABIC };

let browser: Chromium;
let proxy: TestProxy;
let person: TestUser;
let own: Tutorial;
let other: Tutorial;
const LANGUAGES = ["bn", "ar", "en"] as const;
/** Each language's own conversation of the person's (conversationFor). */
const conversations: Partial<Record<Language, string>> = {};

beforeAll(async () => {
  // One browser for the file, behind the test's proxy so that the offline journey can really cut it.
  proxy = await startProxy();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...proxy.chromiumArgs],
  });
  ({ person, own, other } = await personWithContent(inject("baseURL"), "Language Person"));
  // Before the three languages start side by side, so that arranging them loads none of their screens.
  for (const language of LANGUAGES) conversations[language] = await conversationFor(language);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

/** A fresh context whose device has chosen `language` (localStorage and the cookie, as the app keeps it). */
async function contextIn(language: Language, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const baseURL = inject("baseURL");
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: "en-US" });
  await context.addInitScript((locale) => {
    if (localStorage.getItem("locale") === null) localStorage.setItem("locale", locale);
  }, language);
  await context.addCookies([{ name: "locale", value: language, url: baseURL }]);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** Waits until no /api request of the page has been open for a moment: the screen has its data. */
function apiQuiet(page: Page): () => Promise<void> {
  let open = 0;
  let last = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith("/api/");
  page.on("request", (r) => {
    if (isApi(r.url())) {
      open++;
      last = Date.now();
    }
  });
  const done = (r: { url(): string }) => {
    if (isApi(r.url())) {
      open = Math.max(0, open - 1);
      last = Date.now();
    }
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return async () => {
    const deadline = Date.now() + 10_000;
    while ((open > 0 || Date.now() - last < 250) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
  };
}

interface Screen {
  name: string;
  path: () => string;
  /** Something that shows the screen has its content, whatever the language. */
  ready: (page: Page) => Locator;
  /** More of the screen's own layout to check at each width: what is wrong, in words. */
  layout?: (page: Page, language: Language) => Promise<string[]>;
  /** With TN_SHOTS_DIR set, each language, width and theme of the screen is saved there under this name. */
  shot?: string;
}

const h1 = (page: Page) => page.locator("h1").first();
const inMain = (selector: string) => (page: Page) => page.getByRole("main").locator(selector).first();

const SIGNED_OUT: Screen[] = [
  {
    name: "Home",
    path: () => "/",
    ready: (p) =>
      p
        .locator('[data-testid^="stat-"]')
        .filter({ hasNotText: /^[0০٠]$/ })
        .first(),
  },
  { name: "Find tutors", path: () => "/find-tutors", ready: inMain("article") },
  { name: "A category", path: () => "/find-tutors/Math", ready: inMain("article") },
  { name: "Categories", path: () => "/categories", ready: h1 },
  { name: "Login", path: () => "/login", ready: inMain("form") },
  { name: "Register", path: () => "/register", ready: inMain("form") },
  { name: "Forgot password", path: () => "/forgot-password", ready: inMain("form") },
  { name: "404", path: () => "/no-such-page", ready: h1 },
];
const SIGNED_IN: Screen[] = [
  // Signed in only: a visitor is sent to Login.
  {
    name: "Tutor Details",
    path: () => `/tutor/${other._id}`,
    ready: (p) => p.getByRole("heading", { level: 1, name: other.userName }),
  },
  { name: "Add Tutorials", path: () => "/add-tutorials", ready: inMain("form") },
  { name: "My Tutorials", path: () => "/my-tutorials", ready: inMain("article") },
  {
    name: "Edit Tutorial",
    path: () => `/edit-tutorial/${own._id}`,
    ready: inMain("form textarea"),
  },
  { name: "My booked tutors", path: () => "/my-booked-tutors", ready: inMain("article") },
  { name: "My lessons", path: () => "/my-lessons", ready: h1 },
  { name: "Availability", path: () => "/availability", ready: h1 },
  { name: "Pending changes", path: () => "/pending-changes", ready: h1 },
  { name: "Saved tutors", path: () => "/saved-tutors", ready: h1 },
  { name: "Profile", path: () => "/profile", ready: (p) => p.getByText("University of Rajshahi").first() },
  { name: "Update profile", path: () => "/update-profile", ready: inMain("form") },
  {
    name: "See profile",
    path: () => `/see-profile/${person.uid}`,
    ready: (p) => p.getByText("Rajshahi College").first(),
  },
];

/**
 * Which side of its line each bubble of the open conversation sits at, one's own (those with a
 * tick) and the other person's: one's own at the end of the line, the right in English and
 * Bangla, the left in Arabic (docs/decisions.md, "Languages": mirrored).
 */
async function bubblesOnTheWrongSide(page: Page, language: Language): Promise<string[]> {
  const sides = await page.evaluate(() =>
    [...document.querySelectorAll('li[data-testid="message"]')].map((li) => {
      const line = li.getBoundingClientRect();
      const box = (li.firstElementChild ?? li).getBoundingClientRect();
      const side = box.left - line.left < line.right - box.right ? "left" : "right";
      return { own: li.querySelector("[data-tick]") !== null, side, text: li.textContent?.slice(0, 30) };
    }),
  );
  const end = language === "ar" ? "left" : "right";
  const wrong = sides
    .filter((b) => (b.own ? b.side !== end : b.side === end))
    .map((b) => `${b.own ? "own" : "the other's"} bubble "${b.text}" sits at the ${b.side}`);
  if (!sides.some((b) => b.own) || !sides.some((b) => !b.own)) wrong.push("not both people's bubbles shown");
  return wrong;
}

/** Messages (docs/product.md, "`/messages` Messages and `/messages/{id}` a conversation"): the list and one conversation. */
function messagesScreens(conversationId: string): Screen[] {
  return [
    {
      name: "Messages",
      path: () => "/messages",
      ready: (p) => p.locator('main nav a[href^="/messages/"]').first(),
      shot: "messages-list",
    },
    {
      name: "A conversation",
      path: () => `/messages/${conversationId}`,
      ready: (p) => p.locator('li[data-testid="message"]').first(),
      layout: bubblesOnTheWrongSide,
      shot: "messages-conversation",
    },
  ];
}

/** Messages of a person with no conversation. */
const NO_MESSAGES: Screen = {
  name: "Messages, none yet",
  path: () => "/messages",
  ready: (p) => p.locator("main nav p:not([role=status])"),
  shot: "messages-empty",
};

/**
 * A conversation of `person` with a new person of `language`'s own: longer than a page (so that
 * 'Load earlier messages' shows), its last message the other person's and unread, and one of
 * `person`'s among the newest. The person writes 2, the other 29: under the limit of a minute
 * (docs/product.md, "Messages between people") for all three languages' conversations.
 */
async function conversationFor(language: Language): Promise<string> {
  const baseURL = inject("baseURL");
  const [friend, me] = await Promise.all([
    newMessagePerson(baseURL, `Message Friend ${language}`),
    recordPerson(baseURL, person),
  ]);
  const { _id } = await conversationWith(friend.api, person.uid);
  await sendByApi(friend.api, _id, "Hello! I saw your Bangla tutorial.");
  await sendByApi(me.api, _id, "Welcome, ask me anything.");
  for (let n = 1; n <= 27; n++) await sendByApi(friend.api, _id, `Practice sentence number ${n}.`);
  await sendByApi(me.api, _id, "Good work, see you on Friday.");
  await sendByApi(friend.api, _id, "Thank you, see you then!");
  return _id;
}

/** Signs in through the Login screen by its fields, whatever the language on screen. */
async function signInAnyLanguage(page: Page, who: TestUser = person): Promise<void> {
  await page.goto("/login");
  const form = page.getByRole("main").locator("form");
  await form.locator('input[type="email"]').fill(who.email);
  await form.locator('input[type="password"]').first().fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.getByTestId("nav-avatar").waitFor();
  await page.waitForURL((u) => u.pathname === "/my-tutorials");
}

/** Light or dark as the theme toggle sets it (src/lib/theme.ts), without a reload. */
async function setTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.evaluate((dark) => {
    localStorage.setItem("theme", dark ? "dark" : "light");
    document.documentElement.classList.toggle("dark", dark);
  }, theme === "dark");
}

interface Findings {
  english: Record<string, string[]>;
  layout: Record<string, string[]>;
  axe: Record<string, string[]>;
}

function note(into: Record<string, string[]>, where: string, what: string[]): void {
  if (what.length > 0) into[where] = [...(into[where] ?? []), ...what];
}

/** The brand's box against the top bar's: which half of the bar it lies in. */
async function brandSide(page: Page): Promise<"left" | "right" | "missing"> {
  return page.evaluate(() => {
    const bar = document.querySelector("#root header nav");
    const brand = bar?.querySelector('a[href="/"]');
    if (!bar || !brand) return "missing";
    const b = bar.getBoundingClientRect();
    const r = brand.getBoundingClientRect();
    return (r.left + r.right) / 2 > (b.left + b.right) / 2 ? "right" : "left";
  });
}

/**
 * axe's violations that hold on a second look. On a loaded host the first look can fall in the
 * moment the app replaces the page painted before it ran (the screen then briefly has no heading);
 * a real violation is there again once the screen is ready.
 */
async function settledAxeViolations(page: Page, screen: Screen): Promise<string[]> {
  const first = await axeViolations(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(1_000);
  await screen.ready(page).waitFor();
  await page.locator("h1").first().waitFor();
  return axeViolations(page);
}

/** One load of `screen`, then every width and theme on it: English left, sideways scroll, direction, axe. */
async function checkScreen(
  page: Page,
  screen: Screen,
  language: Language,
  texts: Set<string>,
  quiet: () => Promise<void>,
  found: Findings,
  who: TestUser = person,
): Promise<void> {
  const where = `${language} ${screen.name} (${screen.path()})`;
  await page.goto(screen.path(), { waitUntil: "commit" });
  await screen.ready(page).waitFor();
  await quiet();
  const dir = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
  note(found.layout, where, dir[0] === language ? [] : [`<html lang="${dir[0]}">`]);
  note(found.layout, where, dir[1] === (language === "ar" ? "rtl" : "ltr") ? [] : [`<html dir="${dir[1]}">`]);
  const english = new Set<string>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    if (language !== "en") {
      // Both widths: the phone shows texts the desktop hides, and the other way round.
      for (const t of await englishOnScreen(page, [...texts, who.name, who.email])) english.add(t);
    }
    // A link's or button's words fit inside it (a longer label wraps rather than spilling out);
    // one kept for screen readers only (a 1 px box) is meant to.
    const spilled = await page.evaluate(() =>
      [...document.querySelectorAll("main a, main button")]
        .filter((e) => e.clientWidth > 1 && e.scrollWidth > e.clientWidth + 1)
        .map((e) => (e.textContent ?? "").trim().slice(0, 40)),
    );
    note(
      found.layout,
      where,
      spilled.map((label) => `${width} px: "${label}" spills out of its box`),
    );
    if (screen.layout) {
      note(
        found.layout,
        where,
        (await screen.layout(page, language)).map((w) => `${width} px: ${w}`),
      );
    }
    const side = await brandSide(page);
    const expected = language === "ar" ? "right" : "left";
    note(
      found.layout,
      where,
      side === expected ? [] : [`${width} px: the brand is ${side}, not ${expected}`],
    );
    for (const theme of THEMES) {
      await setTheme(page, theme);
      const [scrollWidth, innerWidth, wide] = await page.evaluate(() => {
        // What reaches past the right edge unclipped (what makes the page scroll), to say which.
        const clipped = (el: Element) => {
          for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
            if (getComputedStyle(a).overflowX !== "visible") return true;
          }
          return false;
        };
        const past = [...document.body.querySelectorAll("*")]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(el))
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
        return [document.documentElement.scrollWidth, window.innerWidth, past.join("; ")] as const;
      });
      note(
        found.layout,
        where,
        scrollWidth <= innerWidth + TOLERANCE
          ? []
          : [`${width} px ${theme}: scrolls sideways (${scrollWidth} > ${innerWidth}: ${wide})`],
      );
      note(
        found.axe,
        where,
        (await settledAxeViolations(page, screen)).map((v) => `${width} px ${theme}: ${v}`),
      );
      await shot(page, screen, `${language}-${width}-${theme}`);
    }
  }
  note(found.english, where, [...english]);
}

/** Saves the screen as it is now under TN_SHOTS_DIR, when set and the screen asks for it: to be looked at. */
async function shot(page: Page, screen: Screen, what: string): Promise<void> {
  const dir = process.env.TN_SHOTS_DIR;
  if (!dir || !screen.shot) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${screen.shot}-${what}.png`) });
}

function expectNothingFound(expect: ExpectStatic, found: Findings, language: Language): void {
  expect.soft(found.english, `English of the app's own on ${language} screens`).toEqual({});
  expect.soft(found.layout, `direction, mirroring and sideways scroll in ${language}`).toEqual({});
  expect.soft(found.axe, `axe in ${language}`).toEqual({});
}

// The three languages side by side: most of each is waiting for the page, and the file's time is short.
describe.concurrent("every screen in each language, at 390 px and 1280 px, light and dark", () => {
  for (const language of LANGUAGES) {
    it(`${language}: no English of the app's own, no sideways scroll, mirrored when Arabic, no axe violations`, async ({
      expect,
    }) => {
      const { context, page } = await contextIn(language);
      const alone = await contextIn(language);
      try {
        const texts = peoplesTexts(page);
        const quiet = apiQuiet(page);
        const found: Findings = { english: {}, layout: {}, axe: {} };
        for (const screen of SIGNED_OUT) await checkScreen(page, screen, language, texts, quiet, found);
        await signInAnyLanguage(page);
        for (const screen of [...SIGNED_IN, ...messagesScreens(conversations[language] ?? "")]) {
          await checkScreen(page, screen, language, texts, quiet, found);
        }
        // Messages of someone who has none yet, in a browser of their own.
        const nobody = await signUp(`No Messages ${language}`);
        const aloneTexts = peoplesTexts(alone.page);
        const aloneQuiet = apiQuiet(alone.page);
        await signInAnyLanguage(alone.page, nobody);
        await checkScreen(alone.page, NO_MESSAGES, language, aloneTexts, aloneQuiet, found, nobody);
        expectNothingFound(expect, found, language);
      } finally {
        await context.close();
        await alone.context.close();
      }
    }, 600_000);
  }
});

describe("the language from the first byte", () => {
  it("the server's HTML already has <html lang dir>, the title and Bangla or Arabic texts", async () => {
    const baseURL = inject("baseURL");
    const page = await (await browser.newContext({ baseURL })).newPage();
    try {
      const cases: { language: Language; headers: Record<string, string> }[] = [
        { language: "bn", headers: { cookie: "locale=bn" } },
        { language: "bn", headers: { "accept-language": "bn-BD,bn;q=0.9,en;q=0.5" } },
        { language: "ar", headers: { cookie: "locale=ar" } },
        { language: "ar", headers: { "accept-language": "ar" } },
        // The choice kept on the device wins over the browser's languages.
        { language: "ar", headers: { cookie: "locale=ar", "accept-language": "bn" } },
      ];
      const wrong: string[] = [];
      for (const { language, headers } of cases) {
        for (const path of ["/", "/login", "/find-tutors"]) {
          const html = await (await page.request.get(path, { headers })).text();
          const where = `${path} with ${JSON.stringify(headers)}`;
          const root = html.match(/<html[^>]*>/)?.[0] ?? "";
          if (!root.includes(`lang="${language}"`)) wrong.push(`${where}: ${root}`);
          if (!root.includes(`dir="${language === "ar" ? "rtl" : "ltr"}"`)) wrong.push(`${where}: ${root}`);
          const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
          if (!SCRIPT[language].test(title)) wrong.push(`${where}: <title>${title}</title>`);
          const body = html
            .replace(/<script[\s\S]*?<\/script>/g, "")
            .replace(/<style[\s\S]*?<\/style>/g, "")
            .replace(/^[\s\S]*?<body[^>]*>/, "")
            .replace(/<[^>]+>/g, " ");
          if (!SCRIPT[language].test(body)) wrong.push(`${where}: no ${language} text in the painted body`);
        }
      }
      expect(wrong).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("with JavaScript off, the painted page is in the language of the cookie", async () => {
    const baseURL = inject("baseURL");
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "en-US" });
    try {
      await context.addCookies([{ name: "locale", value: "ar", url: baseURL }]);
      const page = await context.newPage();
      await page.goto("/login");
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(["ar", "rtl"]);
      expect(await page.title()).toMatch(ARABIC);
      expect(await page.locator("body").innerText()).toMatch(ARABIC);
    } finally {
      await context.close();
    }
  });
});

/** The bar's Language control by its accessible name in the language on screen. */
const languageControl = (page: Page, name: string) =>
  page.locator("#root header nav").getByRole("combobox", { name, exact: true });

describe("choosing a language", () => {
  it("changes the screen at once, keeps what was typed, is kept in localStorage and wins at the next visit", async () => {
    const baseURL = inject("baseURL");
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      locale: "en-US",
    });
    try {
      const page = await context.newPage();
      const texts = peoplesTexts(page);
      await page.goto("/login");
      const email = page.getByRole("main").locator('input[type="email"]');
      await email.fill("typed.before@example.com");
      const heading = page.locator("h1").first();
      expect(await heading.innerText()).toMatch(/[A-Za-z]/);
      // A full load would lose this, and would be a navigation.
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      let navigations = 0;
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) navigations++;
      });

      for (const [name, language] of [
        ["Language", "bn"],
        ["ভাষা", "ar"],
        ["اللغة", "bn"],
      ] as const) {
        await languageControl(page, name).selectOption(language);
        await expect
          .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
          .toEqual([language, language === "ar" ? "rtl" : "ltr"]);
        await expect.poll(() => heading.innerText()).toMatch(SCRIPT[language]);
        // The screen's own form; the frame around it is checked screen by screen above.
        expect(await englishOnScreen(page, texts, "main"), `/login after choosing ${language}`).toEqual([]);
        expect(await email.inputValue()).toBe("typed.before@example.com");
        expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe(language);
      }
      expect(navigations, "navigations while switching").toBe(0);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );

      // The title follows the switch too (it is part of the screen): here, the last one, to Bangla.
      const loginTitle = await page.title();

      await languageControl(page, "ভাষা").selectOption("ar");
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("ar");

      // The next visit: the choice on the device wins over the browser's English, cookie or not.
      await context.clearCookies();
      await page.goto("/find-tutors");
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(["ar", "rtl"]);
      await expect.poll(() => heading.innerText()).toMatch(ARABIC);

      expect(loginTitle.replaceAll("TutorNest", ""), "Login's title after switching to bn").not.toMatch(
        /[A-Za-z]/,
      );
      expect(loginTitle).toMatch(BENGALI);
    } finally {
      await context.close();
    }
  });
});

describe("from the first screen on", () => {
  it("Home draws with its own texts; the next screen waits for the rest of the language's", async () => {
    const { context, page } = await contextIn("bn");
    try {
      // Bangla's texts come in two files (src/i18n/catalogs.ts): Home's part at start, then the
      // whole catalog, held back here so that the next screen is opened before it arrives.
      const catalogs: string[] = [];
      let releaseWhole = () => {};
      const whole = new Promise<void>((resolve) => {
        releaseWhole = resolve;
      });
      await page.route(/\/assets\/bn-[\w-]+\.js$/, async (route) => {
        catalogs.push(new URL(route.request().url()).pathname);
        if (catalogs.length > 1) await whole;
        await route.continue();
      });
      const texts = peoplesTexts(page);
      await page.goto("/");
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__reactContainer")),
          ),
        )
        .toBe(true);
      // The whole catalog is asked for once the browser is idle, which may come as soon as React
      // has mounted; it is held above, so what is drawn now came from Home's part alone.
      expect(catalogs.length).toBeGreaterThanOrEqual(1);
      expect(catalogs.length).toBeLessThanOrEqual(2);
      expect(await englishOnScreen(page, texts), "/ drawn by the app").toEqual([]);
      const homeHeading = await page.locator("h1").first().innerText();

      await page.getByRole("main").getByRole("link", { name: "শিক্ষক খুঁজুন" }).first().click();
      await expect.poll(() => catalogs.length).toBe(2);
      // Until the rest of Bangla's texts is there, the next screen is not drawn.
      await page.waitForTimeout(500);
      expect(await page.locator("h1").first().innerText()).toBe(homeHeading);
      releaseWhole();
      await page.waitForURL("**/find-tutors");
      await expect.poll(() => page.locator("h1").first().innerText()).toMatch(BENGALI);
      expect(await englishOnScreen(page, texts), "/find-tutors after Home").toEqual([]);
      expect(catalogs).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});

describe("offline, after a first visit", () => {
  it("switching the language offline opens every screen, / included, in the chosen language", async () => {
    const baseURL = inject("baseURL");
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      locale: "en-US",
    });
    try {
      const page = await context.newPage();
      const paths = ["/login", "/", "/find-tutors", "/categories", "/register"];
      // The first visit, online: each screen's heading as it is in Bangla, then back to English.
      await page.goto("/login");
      await waitForServiceWorker(page);
      await languageControl(page, "Language").selectOption("bn");
      const online = new Map<string, string>();
      for (const path of paths) {
        await page.goto(path);
        await page.locator("h1").first().waitFor();
        online.set(path, await page.locator("h1").first().innerText());
      }
      // The app has taken over the last screen, in Bangla (the page painted before it may be in
      // another language and hidden until then).
      await expect
        .poll(() => page.evaluate(() => document.documentElement.getAttribute("data-painted-lang") ?? "app"))
        .toBe("app");
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("bn");
      await languageControl(page, "ভাষা").selectOption("en");
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");

      await goOffline(context, proxy);
      await languageControl(page, "Language").selectOption("bn");
      await expect.poll(() => page.locator("h1").first().innerText()).toBe(online.get("/register"));

      const wrong: string[] = [];
      for (const path of paths) {
        const response = await page.goto(path);
        // What the worker served, before any script ran: painted in Bangla already.
        const html = (await response?.text()) ?? "";
        const root = html.match(/<html[^>]*>/)?.[0] ?? "(no page)";
        if (!root.includes('lang="bn"')) wrong.push(`${path} served offline as ${root}`);
        await page.locator("h1").first().waitFor();
        const heading = await page.locator("h1").first().innerText();
        if (heading !== online.get(path)) {
          wrong.push(`${path} offline: heading "${heading}", online in bn "${online.get(path)}"`);
        }
        if ((await page.evaluate(() => document.documentElement.lang)) !== "bn") {
          wrong.push(`${path} offline: <html lang> is not bn after load`);
        }
      }
      await page.reload();
      if ((await page.evaluate(() => document.documentElement.lang)) !== "bn") {
        wrong.push("reload offline: <html lang> is not bn");
      }
      expect(wrong).toEqual([]);
    } finally {
      await goOnline(context, proxy);
      await context.close();
    }
  });
});
