import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { signUp } from "../support/identity.js";
import { apiSession } from "./support/api-session.js";
import { type Browser, openBrowser } from "./support/browser.js";
import {
  chromiumForFile,
  expectAccessible,
  expectMessage,
  PASSWORD,
  signedIn,
  tutorialOfNewTutor,
} from "./support/journey.js";
import { goOffline, goOnline, outboxRows, signIn, waitForServiceWorker } from "./support/offline.js";
import { startProxy, type TestProxy } from "./support/proxy.js";

/** A card's heart and Saved tutors (docs/product.md, Saved tutors), online and offline. */
const openTab = chromiumForFile();

describe("saving tutors", () => {
  it("signed out, the heart says 'You must be logged in to save tutors.'", async () => {
    const { page, baseURL } = await openTab();
    const { tutorial } = await tutorialOfNewTutor(baseURL, `Saved Tutor ${randomUUID().slice(0, 6)}`, {
      language: "Italian",
      price: 12,
      description: "Conversation practice, one topic a week.",
    });
    await page.goto(`/find-tutors?q=${encodeURIComponent(tutorial.userName)}`);
    const card = page.getByRole("main").getByRole("article");
    await card.getByRole("heading", { name: tutorial.userName }).waitFor();
    await card.getByRole("button", { name: "Save tutor" }).click();
    await expectMessage(page, "Error!", "You must be logged in to save tutors.");
  });

  it("a learner saves a tutor from Find Tutors, finds them under Saved tutors, and unsaves them there", async () => {
    const { page, baseURL } = await openTab({ width: 390 });
    const { tutorial } = await tutorialOfNewTutor(baseURL, `Saved Tutor ${randomUUID().slice(0, 6)}`, {
      language: "Portuguese",
      price: 14,
      description: "Brazilian Portuguese for travellers.",
    });
    await signedIn(page, "Saving Learner");
    await page.goto("/saved-tutors");
    await page.getByRole("heading", { level: 1, name: "Saved tutors" }).waitFor();
    await page.getByText("No saved tutors yet.").waitFor();
    await expectAccessible(page, "Saved tutors, empty");

    await page.goto(`/find-tutors?q=${encodeURIComponent(tutorial.userName)}`);
    const card = page.getByRole("main").getByRole("article");
    await card.getByRole("heading", { name: tutorial.userName }).waitFor();
    await card.getByRole("button", { name: "Save tutor" }).click();
    const saved = card.getByRole("button", { name: "Saved" });
    await saved.waitFor();
    expect(await saved.getAttribute("aria-pressed")).toBe("true");

    // In the phone menu, then the list.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Saved tutors", exact: true }).click();
    await page.waitForURL("**/saved-tutors");
    const savedCard = page.getByRole("main").getByRole("article");
    await savedCard.getByRole("heading", { name: tutorial.userName }).waitFor();
    expect(await savedCard.count()).toBe(1);
    await expectAccessible(page, "Saved tutors");
    // Still saved after a reload: the server has it.
    await page.reload();
    await savedCard.getByRole("button", { name: "Saved" }).click();
    await page.getByText("No saved tutors yet.").waitFor();
  });
});

describe("saving tutors offline", () => {
  let proxy: TestProxy | undefined;
  let b: Browser | undefined;
  afterEach(async () => {
    await b?.close();
    await proxy?.close();
  });

  it("a save made offline shows at once, waits in the outbox, and reaches the server once", async () => {
    proxy = await startProxy();
    b = await openBrowser({ args: proxy.chromiumArgs });
    const { page, context, baseURL } = b;
    const learner = await signUp("Offline Saver");
    const server = await apiSession(baseURL, learner);
    const tutorial = (
      await tutorialOfNewTutor(baseURL, `Offline Saved ${randomUUID().slice(0, 6)}`, {
        language: "Greek",
        price: 20,
        description: "Modern Greek from the first lesson.",
      })
    ).tutorial;
    await signIn(page, { email: learner.email, password: PASSWORD });
    await waitForServiceWorker(page);
    await page.goto(`/find-tutors?q=${encodeURIComponent(tutorial.userName)}`);
    const card = page.getByRole("main").getByRole("article");
    await card.getByRole("heading", { name: tutorial.userName }).waitFor();

    await goOffline(context, proxy);
    await card.getByRole("button", { name: "Save tutor" }).click();
    const saved = card.getByRole("button", { name: "Saved" });
    await saved.waitFor();
    expect(await saved.getAttribute("data-waiting")).toBe("true");
    const rows = await outboxRows(page);
    expect(rows.map((r) => [r.kind, r.state, r.summary])).toEqual([
      ["favourite-save", "pending", `Save Greek with ${tutorial.userName}`],
    ]);

    await goOnline(context, proxy);
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
    expect(await saved.getAttribute("data-waiting")).toBeNull();
    const list = (await server.call("GET", "/api/favourites")).body as Tutorial[];
    expect(list.map((t) => t._id)).toEqual([tutorial._id]);
  });
});
