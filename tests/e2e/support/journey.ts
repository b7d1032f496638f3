import {
  type BrowserContext,
  type Browser as Chromium,
  chromium,
  type Page,
  type Route,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import type { Tutorial } from "../../../contract/index.js";
import { signUp, type TestUser } from "../../support/identity.js";
import { solidImage } from "../../support/images.js";
import { logIn } from "./accounts.js";
import { axeViolations } from "./axe.js";
import { CHROMIUM, CHROMIUM_ARGS } from "./browser.js";

/**
 * Shared pieces of the screen journeys: one Chromium per test file, a fresh (incognito) context
 * per test so that no storage leaks between tests, and the checks every journey repeats.
 */

export const PASSWORD = "Secret123";

export function launchChromium(): Promise<Chromium> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  baseURL: string;
}

/** A fresh context (own cookies, storage, service worker) and its page; 390 px wide by default. */
export async function newTab(
  browser: Chromium,
  opts: {
    width?: number;
    height?: number;
    theme?: "light" | "dark";
    userAgent?: string;
  } = {},
): Promise<Tab> {
  const baseURL = inject("baseURL");
  const context = await browser.newContext({
    baseURL,
    viewport: { width: opts.width ?? 390, height: opts.height ?? 844 },
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
  });
  if (opts.theme === "dark") {
    // As if the person had chosen dark on an earlier visit.
    await context.addInitScript(() => {
      if (localStorage.getItem("theme") === null) localStorage.setItem("theme", "dark");
    });
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, baseURL };
}

/**
 * One Chromium for the calling test file (launched before its first test, closed after its last)
 * and a function that opens a fresh tab in it. Every tab a test opened is closed after that test,
 * whether it passed or not, so no context outlives the journey that needed it.
 */
export function chromiumForFile(): (opts?: Parameters<typeof newTab>[1]) => Promise<Tab> {
  let browser: Chromium | undefined;
  const opened: Tab[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    for (const tab of opened.splice(0)) await tab.context.close();
  });
  afterAll(() => browser?.close());
  return async (opts) => {
    if (!browser) throw new Error("chromiumForFile() is called at the top of a test file, not in a test");
    const tab = await newTab(browser, opts);
    opened.push(tab);
    return tab;
  };
}

/** axe-core finds nothing on the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

/**
 * The message dialog (docs/product.md, Messages) shows `title` and, when given, `text`; then OK closes it.
 * Error dialogs are titled 'Error!' with the message as their text.
 */
export async function expectMessage(
  page: Page,
  title: string,
  text?: string,
  opts: { axe?: string } = {},
): Promise<void> {
  const dialog = page.getByRole("dialog", { name: title, exact: true });
  await dialog.waitFor();
  if (text !== undefined) await dialog.getByText(text, { exact: true }).waitFor();
  if (opts.axe) await expectAccessible(page, opts.axe);
  await dialog.getByRole("button", { name: "OK" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** A new account in the Auth emulator, signed in through the Login screen. */
export async function signedIn(page: Page, name: string): Promise<TestUser> {
  const user = await signUp(name);
  await logIn(page, { email: user.email, password: PASSWORD });
  // The Login screen's own way on (to /my-tutorials), before the journey goes anywhere else.
  await page.waitForURL((u) => u.pathname === "/my-tutorials");
  return user;
}

/** A PNG made for the test, as Playwright's file chooser takes it. */
export async function pngFile(name = "tutorial.png") {
  return { name, mimeType: "image/png", buffer: await solidImage(320, 180, "png") };
}

/** A JPEG made for the test. */
export async function jpegFile(name = "photo.jpg") {
  return { name, mimeType: "image/jpeg", buffer: await solidImage(400, 300, "jpeg") };
}

/**
 * Holds the next request matching `method` and `path` until release(): the real server answers it
 * afterwards. For seeing a screen's in-between state ('Submitting...', 'Checking authentication...').
 */
export async function holdRequest(
  page: Page,
  method: string,
  path: RegExp,
): Promise<{ arrived: Promise<void>; release: () => Promise<void> }> {
  let open!: () => void;
  const gate = new Promise<void>((r) => {
    open = r;
  });
  let arrivedResolve!: () => void;
  const arrived = new Promise<void>((r) => {
    arrivedResolve = r;
  });
  let taken = false;
  let passed: Promise<void> = Promise.resolve();
  const handler = async (route: Route) => {
    const request = route.request();
    if (taken || request.method() !== method || !path.test(new URL(request.url()).pathname)) {
      await route.fallback();
      return;
    }
    taken = true;
    arrivedResolve();
    passed = gate.then(() => route.continue());
    await passed;
  };
  await page.route("**/*", handler);
  return {
    arrived,
    release: async () => {
      open();
      await passed;
      await page.unroute("**/*", handler);
    },
  };
}

/** The server's session cookie for `user`, as the PWA gets it after sign-in (POST /api/jwt). */
export async function sessionCookie(baseURL: string, user: TestUser): Promise<string> {
  const res = await fetch(`${baseURL}/api/jwt`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.idToken}`, "content-type": "application/json" },
    body: JSON.stringify({ email: user.email }),
  });
  if (!res.ok) throw new Error(`POST /api/jwt: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** POST /api/images with a generated PNG, as the person of `cookie`; returns the stored URL. */
export async function uploadImage(baseURL: string, cookie: string): Promise<string> {
  const form = new FormData();
  const png = await solidImage(320, 180, "png");
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "seed.png");
  const res = await fetch(`${baseURL}/api/images`, {
    method: "POST",
    headers: { cookie, "idempotency-key": crypto.randomUUID() },
    body: form,
  });
  if (!res.ok) throw new Error(`POST /api/images: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { url: string } };
  return data.url;
}

/** A tutorial posted through the API by a new tutor of its own, with a real uploaded image. */
export async function tutorialOfNewTutor(
  baseURL: string,
  name: string,
  fields: { language: string; price: number; description: string },
): Promise<{ tutor: TestUser; tutorial: Tutorial }> {
  const tutor = await signUp(name);
  const cookie = await sessionCookie(baseURL, tutor);
  const image = await uploadImage(baseURL, cookie);
  const res = await fetch(`${baseURL}/api/tutorials`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({
      userId: tutor.uid,
      userName: tutor.name,
      email: tutor.email,
      image,
      review: 0,
      createdAt: new Date().toISOString(),
      ...fields,
    }),
  });
  if (!res.ok) throw new Error(`POST /api/tutorials: ${res.status} ${await res.text()}`);
  const { insertedId } = (await res.json()) as { insertedId: string };
  return { tutor, tutorial: await getTutorial(baseURL, insertedId) };
}

export async function getTutorial(baseURL: string, id: string): Promise<Tutorial> {
  const res = await fetch(`${baseURL}/api/tutorials/${id}`);
  if (!res.ok) throw new Error(`GET /api/tutorials/${id}: ${res.status}`);
  return (await res.json()) as Tutorial;
}
