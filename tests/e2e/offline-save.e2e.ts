import { afterEach, beforeEach, describe, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { signUp } from "../support/identity.js";
import { demoTutorials } from "./support/accounts.js";
import { type Browser, openBrowser } from "./support/browser.js";
import { goOffline, signIn, waitForServiceWorker } from "./support/offline.js";
import { startProxy, type TestProxy } from "./support/proxy.js";

/** What was on screen is there offline, however quickly the person moved on (docs/decisions.md). */
let proxy: TestProxy;
let b: Browser;
beforeEach(async () => {
  proxy = await startProxy();
  b = await openBrowser({ args: proxy.chromiumArgs });
});
afterEach(async () => {
  await b?.close();
  await proxy?.close();
});

async function aTutor(baseURL: string, index: number): Promise<Tutorial> {
  const list = await demoTutorials(baseURL, 12);
  const t = list[index];
  if (!t) throw new Error("the seed has too few tutorials");
  return t;
}

/** A screen holding no tutor data: only the tutor's own page can have saved it. */
const ELSEWHERE = "/pending-changes";

/** Signs in (tutor pages are private), then opens the tutor's page. */
async function glimpse(b: Browser, t: Tutorial): Promise<void> {
  const { page } = b;
  const who = await signUp("Quick Glancer");
  await signIn(page, { email: who.email, password: "Secret123" });
  await page.goto(ELSEWHERE);
  await waitForServiceWorker(page);
  await page.goto(`/tutor/${t._id}`);
  await page.getByRole("heading", { level: 1, name: t.userName }).waitFor();
  await page.getByText(t.description).waitFor();
}

async function expectShownOffline(b: Browser, t: Tutorial): Promise<void> {
  const { page } = b;
  await page.goto(`/tutor/${t._id}`);
  await page.getByRole("heading", { level: 1, name: t.userName }).waitFor();
  await page.getByText(t.description).waitFor();
}

describe("a page seen for a moment", () => {
  it("is there offline after navigating away at once", async () => {
    const t = await aTutor(b.baseURL, 1);
    await glimpse(b, t);
    await b.page.goto(ELSEWHERE);
    await goOffline(b.context, proxy);
    await expectShownOffline(b, t);
  });

  it("is there offline after a reload at once", async () => {
    const t = await aTutor(b.baseURL, 2);
    await glimpse(b, t);
    await goOffline(b.context, proxy);
    await b.page.reload();
    await b.page.getByRole("heading", { level: 1, name: t.userName }).waitFor();
    await b.page.getByText(t.description).waitFor();
  });
});
