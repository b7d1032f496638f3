import type { Locator, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { signUp } from "../support/identity.js";
import { type ApiSession, apiSession, postTutorial } from "./support/api-session.js";
import { type Browser, openBrowser } from "./support/browser.js";
import { expectAccessible } from "./support/journey.js";
import {
  goOffline,
  goOnline,
  outboxRows,
  signIn,
  waitForServiceWorker,
  waitUntilSaved,
} from "./support/offline.js";
import { startProxy, type TestProxy } from "./support/proxy.js";

/**
 * Edits that never overwrite silently (docs/product.md, Offline): a tutorial edited on the phone
 * (offline, or on a screen loaded before) while the same person changed it from another device
 * meets the conflict dialog, with both versions side by side, and each choice does what it says.
 */

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

const SHOTS = process.env.CONFLICT_SHOTS;

const original = { price: 15, description: "Swahili greetings and market talk." };
const fromLaptop = { price: 40, description: "Swahili greetings and market talk." };
const fromPhone = { price: 23.5, description: "Swahili for travellers, edited on a bus." };

interface Setup {
  page: Page;
  tutorApi: ApiSession;
  t: Tutorial;
  /** The other device's edit, through the API as the same person. */
  editFromLaptop(): Promise<void>;
}

async function tutorOnEditScreen(name: string): Promise<Setup> {
  const { page, baseURL } = b;
  const tutor = await signUp(name);
  const tutorApi = await apiSession(baseURL, tutor);
  const [seeded] = (await (await fetch(`${baseURL}/api/tutorials?limit=1`)).json()) as Tutorial[];
  const t = await postTutorial(tutorApi, tutor, { language: "Swahili", image: seeded.image, ...original });
  await signIn(page, { email: tutor.email, password: "Secret123" });
  await page.goto(`/edit-tutorial/${t._id}`);
  await page.getByRole("heading", { level: 1, name: "Edit Tutorial" }).waitFor();
  await expect.poll(() => page.getByLabel("Price (USD)").inputValue()).toBe("15");
  const editFromLaptop = async () => {
    const res = await tutorApi.call("PUT", `/api/tutorials/update/${t._id}`, {
      image: t.image,
      language: t.language,
      ...fromLaptop,
    });
    expect(res.status).toBe(200);
  };
  return { page, tutorApi, t, editFromLaptop };
}

async function fillAndSave(page: Page, fields: { price: number; description: string }) {
  await page.getByLabel("Price (USD)").fill(String(fields.price));
  await page.getByLabel("Description", { exact: true }).fill(fields.description);
  await page.getByRole("button", { name: "Save Changes" }).click();
}

/** The dialog shows both versions, the differing fields marked, and nothing for axe to find. */
async function expectBothVersions(page: Page, where: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "Changed elsewhere" });
  await dialog.waitFor({ timeout: 20_000 });
  const rows = dialog.getByRole("list", { name: "Both versions" }).getByRole("listitem");
  const price = rows.filter({ hasText: "Price" });
  await price.getByText("23.50").waitFor();
  await price.getByText("40.00").waitFor();
  await price.getByText("Different").waitFor();
  const description = rows.filter({ hasText: "Description" });
  await description.getByText(fromPhone.description).waitFor();
  await description.getByText(fromLaptop.description).waitFor();
  expect(await rows.filter({ hasText: "Language" }).getByText("Different").count()).toBe(0);
  await expectAccessible(page, where);
  return dialog;
}

async function screenshots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await page.getByRole("dialog", { name: "Changed elsewhere" }).getByText("Different").first().waitFor();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png` });
    }
  }
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.setViewportSize({ width: 390, height: 844 });
}

describe("an edit that meets a newer version", () => {
  it("made offline: on reconnecting the dialog shows both; 'Keep mine' sends the phone's on the new version", async () => {
    const { page, tutorApi, t, editFromLaptop } = await tutorOnEditScreen("Conflict Keeper");
    await waitForServiceWorker(page);
    await waitUntilSaved(page, `"queryKey":["tutorials","detail","${t._id}"]`);

    await goOffline(b.context, proxy);
    await fillAndSave(page, fromPhone);
    await page.getByRole("dialog", { name: "Saved offline" }).getByRole("button", { name: "OK" }).click();
    await editFromLaptop();
    await goOnline(b.context, proxy);

    const dialog = await expectBothVersions(page, "the conflict dialog after a replay");
    const [kept] = await outboxRows(page);
    expect(kept).toMatchObject({ kind: "tutorial-update", state: "conflict" });
    // The laptop's change is still there: nothing was overwritten.
    expect(await tutorApi.tutorial(t._id)).toMatchObject(fromLaptop);
    await screenshots(page, "conflict-replay");

    await page
      .getByRole("dialog", { name: "Changed elsewhere" })
      .getByRole("button", { name: "Keep mine" })
      .click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => outboxRows(page), { timeout: 15_000 }).toEqual([]);
    expect(await tutorApi.tutorial(t._id)).toMatchObject(fromPhone);
  });

  it("made offline: 'Keep the server's' drops the phone's edit and shows the laptop's", async () => {
    const { page, tutorApi, t, editFromLaptop } = await tutorOnEditScreen("Conflict Yielder");
    await waitForServiceWorker(page);
    await waitUntilSaved(page, `"queryKey":["tutorials","detail","${t._id}"]`);
    await goOffline(b.context, proxy);
    await fillAndSave(page, fromPhone);
    await page.getByRole("dialog", { name: "Saved offline" }).getByRole("button", { name: "OK" }).click();
    await editFromLaptop();
    await goOnline(b.context, proxy);

    const dialog = await expectBothVersions(page, "the conflict dialog");
    await dialog.getByRole("button", { name: "Keep the server's" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => outboxRows(page)).toEqual([]);
    expect(await tutorApi.tutorial(t._id)).toMatchObject(fromLaptop);
    await page.goto("/my-tutorials");
    const card = page.getByRole("article").filter({ hasText: "Swahili" });
    await card.getByText("$40.00").waitFor();
    expect(await card.getByText(fromPhone.description).count()).toBe(0);
  });

  it("saved online from a stale screen: the same dialog; 'Edit' opens the form with mine, which then saves", async () => {
    const { page, tutorApi, t, editFromLaptop } = await tutorOnEditScreen("Stale Screen");
    await editFromLaptop();
    await fillAndSave(page, fromPhone);

    const dialog = await expectBothVersions(page, "the conflict dialog of a stale screen");
    // Nothing was written over the laptop's change.
    expect(await tutorApi.tutorial(t._id)).toMatchObject(fromLaptop);
    await dialog.getByRole("button", { name: "Edit" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.waitForURL(`**/edit-tutorial/${t._id}`);
    await expect.poll(() => page.getByLabel("Price (USD)").inputValue()).toBe("23.5");
    expect(await page.getByLabel("Description", { exact: true }).inputValue()).toBe(fromPhone.description);
    // The form is now on the laptop's version: saving it is an edit of what the server holds.
    await page.getByLabel("Price (USD)").fill("25");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/my-tutorials");
    expect(await tutorApi.tutorial(t._id)).toMatchObject({ price: 25, description: fromPhone.description });
    expect(await outboxRows(page)).toEqual([]);
  });

  it("a profile saved from a stale Update Profile form: the dialog shows both; 'Keep mine' saves the form's", async () => {
    const { page, baseURL } = b;
    const person = await signUp("Stale Profile");
    const api = await apiSession(baseURL, person);
    const saved = await api.call("PUT", `/api/users/update/${person.uid}`, {
      name: "Stale Profile",
      headline: "Swahili tutor",
      bio: "First bio.",
    });
    expect(saved.status).toBe(200);
    await signIn(page, { email: person.email, password: "Secret123" });
    await page.goto("/update-profile");
    const bio = page.getByLabel("Bio", { exact: true });
    await expect.poll(() => bio.inputValue()).toBe("First bio.");
    // The laptop changes the headline meanwhile.
    expect(
      (await api.call("PATCH", `/api/profile/${person.uid}`, { headline: "From the laptop" })).status,
    ).toBe(200);
    await bio.fill("Written on the phone.");
    await page.getByRole("button", { name: "Save Changes" }).click();

    const dialog = page.getByRole("dialog", { name: "Changed elsewhere" });
    await dialog.waitFor({ timeout: 20_000 });
    const rows = dialog.getByRole("list", { name: "Both versions" }).getByRole("listitem");
    await rows.filter({ hasText: "Headline" }).getByText("From the laptop").waitFor();
    await rows.filter({ hasText: "About" }).getByText("Written on the phone.").waitFor();
    await rows.filter({ hasText: "About" }).getByText("Different").waitFor();
    expect((await api.call("GET", `/api/profile/${person.uid}`)).body).toMatchObject({
      headline: "From the laptop",
      bio: "First bio.",
    });
    await expectAccessible(page, "the conflict dialog of Update Profile");
    await dialog.getByRole("button", { name: "Keep mine" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => outboxRows(page), { timeout: 15_000 }).toEqual([]);
    expect((await api.call("GET", `/api/profile/${person.uid}`)).body).toMatchObject({
      headline: "Swahili tutor",
      bio: "Written on the phone.",
    });
  });
});
