import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Profile, Tutorial } from "../../contract/index.js";
import { signUp } from "../support/identity.js";
import { apiSession, postTutorial } from "./support/api-session.js";
import { type Browser, openBrowser } from "./support/browser.js";
import { expectMessage } from "./support/journey.js";
import {
  goOffline,
  goOnline,
  OFFLINE_SAVED,
  outboxRows,
  signIn,
  waitForServiceWorker,
  waitUntilSaved,
} from "./support/offline.js";
import { startProxy, type TestProxy } from "./support/proxy.js";

/**
 * Tutorial and profile edits made offline (the test's proxy cut, not only navigator.onLine) show
 * at once, survive a reload made right after them, wait under Pending changes, and reach the
 * server once each, in order, when the device reconnects (docs/product.md, Offline).
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

/** The writes that reached the server through the browser's proxy, as "METHOD path status". */
function sentWrites(match: (path: string) => boolean) {
  return proxy.requests.filter((r) => r.method !== "GET" && r.method !== "OPTIONS" && match(r.path));
}

function pendingBadge(page: Page) {
  return page.getByRole("link", { name: /^Pending changes/ });
}

describe("edits made offline", () => {
  it("a tutorial edited offline by its owner shows on their screens, also after a reload, and reaches the server once", async () => {
    const { page, context, baseURL } = b;
    const tutor = await signUp("Offline Editor");
    const tutorApi = await apiSession(baseURL, tutor);
    const [seeded] = (await (await fetch(`${baseURL}/api/tutorials?limit=1`)).json()) as Tutorial[];
    const before = { price: 15, description: "Swahili greetings and market talk." };
    const after = { price: 23.5, description: "Swahili for travellers, edited on a train with no signal." };
    const t = await postTutorial(tutorApi, tutor, { language: "Swahili", image: seeded.image, ...before });

    // Online: My Tutorials (where Login leads) and the tutorial's edit page, until both are saved.
    await signIn(page, { email: tutor.email, password: "Secret123" });
    const card = page.getByRole("article").filter({ hasText: "Swahili" });
    await card.getByText(before.description).waitFor();
    await card.getByRole("link", { name: "Edit Swahili tutorial" }).click();
    await page.getByRole("heading", { level: 1, name: "Edit Tutorial" }).waitFor();
    expect(await page.getByLabel("Price (USD)").inputValue()).toBe("15");
    await waitForServiceWorker(page);
    await waitUntilSaved(page, `"queryKey":["tutorials","detail","${t._id}"]`, before.description);

    await goOffline(context, proxy);
    await page.getByLabel("Price (USD)").fill(String(after.price));
    await page.getByLabel("Description", { exact: true }).fill(after.description);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectMessage(
      page,
      "Saved offline",
      "You're offline. It is saved and will be sent as soon as you're back online.",
    );

    // Edit Tutorial leads back to My Tutorials, which shows the edit at once.
    await page.waitForURL("**/my-tutorials");
    await card.getByText(after.description).waitFor();
    await card.getByText("$23.50").waitFor();
    expect(await card.getByText(before.description).count()).toBe(0);
    await page.getByRole("link", { name: "Pending changes: 1" }).waitFor();
    const [queued] = await outboxRows(page);
    expect(queued).toMatchObject({
      kind: "tutorial-update",
      state: "pending",
      summary: "Edit your Swahili tutorial",
    });

    // Reloaded at once, still offline (the saved cache may predate the edit; the outbox holds
    // it): My Tutorials, Edit Tutorial and the tutor's page all show it.
    await page.reload();
    await page.getByText(OFFLINE_SAVED).waitFor();
    await card.getByText(after.description).waitFor();
    await card.getByText("$23.50").waitFor();
    await card.getByRole("link", { name: "Edit Swahili tutorial" }).click();
    await page.getByRole("heading", { level: 1, name: "Edit Tutorial" }).waitFor();
    await expect.poll(() => page.getByLabel("Price (USD)").inputValue()).toBe("23.5");
    expect(await page.getByLabel("Description", { exact: true }).inputValue()).toBe(after.description);
    await page.goto(`/tutor/${t._id}`);
    await page.getByText(OFFLINE_SAVED).waitFor();
    await page.getByText(after.description).waitFor();
    await page.getByText("$23.50").waitFor();

    // Pending changes lists it; the server has not seen it.
    await page.getByRole("link", { name: "Pending changes: 1" }).click();
    await page.getByRole("heading", { level: 1, name: "Pending changes" }).waitFor();
    const waiting = page.getByRole("main").getByRole("listitem");
    await expect
      .poll(() => waiting.allInnerTexts())
      .toEqual([expect.stringContaining("Edit your Swahili tutorial")]);
    await waiting.getByText("Pending").waitFor();
    expect(await tutorApi.tutorial(t._id)).toMatchObject(before);
    expect(sentWrites((p) => p.startsWith("/api/tutorials/"))).toEqual([]);

    await goOnline(context, proxy);
    await expect.poll(() => outboxRows(page), { timeout: 15_000 }).toEqual([]);
    await page.getByText("Nothing is waiting to be sent.").waitFor();
    await expect.poll(() => pendingBadge(page).count()).toBe(0);
    expect(await tutorApi.tutorial(t._id)).toMatchObject(after);

    // My Tutorials, now from the server: the edit, no pending mark.
    await page.goto("/my-tutorials");
    await card.getByText(after.description).waitFor();
    await card.getByText("$23.50").waitFor();
    expect(await page.getByText(OFFLINE_SAVED).count()).toBe(0);
    expect(await pendingBadge(page).count()).toBe(0);

    // Exactly one PUT, under the outbox item's Idempotency-Key.
    const puts = sentWrites((p) => p.startsWith("/api/tutorials/"));
    expect(puts.map((r) => [r.method, r.path, r.key, r.status])).toEqual([
      ["PUT", `/api/tutorials/update/${t._id}`, queued.id, 200],
    ]);
  });

  it("profile edits made offline (headline, bio, a skill, an education entry) show at once, survive a reload, and are replayed in order, once each", async () => {
    const { page, context, baseURL } = b;
    const person = await signUp("Offline Profile");
    const edits = {
      headline: "Kiswahili tutor for beginners",
      bio: "I learned three languages on long bus rides.",
      skill: "Kiswahili",
      education: { degree: "BA in Linguistics", school: "University of Nairobi", year: "2018" },
    };
    const profileOnServer = async () =>
      (await (await fetch(`${baseURL}/api/profile/${person.uid}`)).json()) as Profile;

    await signIn(page, { email: person.email, password: "Secret123" });
    await page.getByTestId("nav-avatar").click();
    await page.waitForURL("**/profile");
    const about = page.getByRole("region", { name: "About" });
    const skills = page.getByRole("region", { name: "Skills" });
    const education = page.getByRole("region", { name: "Education" });
    await about.getByText(person.email, { exact: true }).waitFor();
    await waitForServiceWorker(page);
    await waitUntilSaved(page, `"queryKey":["profile","${person.uid}"]`);

    await goOffline(context, proxy);
    for (const [field, value] of [
      ["Headline", edits.headline],
      ["Bio", edits.bio],
    ]) {
      await about.getByRole("button", { name: `Edit ${field.toLowerCase()}` }).click();
      const input = about.getByLabel(field, { exact: true });
      await input.fill(value);
      await about.getByRole("button", { name: "Save", exact: true }).click();
      await input.waitFor({ state: "detached" });
      await about.getByText(value, { exact: true }).waitFor();
    }
    await skills.getByLabel("New skill").fill(edits.skill);
    await skills.getByRole("button", { name: "Add" }).click();
    await skills.getByRole("listitem").getByText(edits.skill).waitFor();
    await education.getByRole("button", { name: "Add education" }).click();
    await education.getByLabel("Degree").fill(edits.education.degree);
    await education.getByLabel("School").fill(edits.education.school);
    await education.getByLabel("Year").fill(edits.education.year);
    await education.getByRole("button", { name: "Add", exact: true }).click();
    await education.getByText("University of Nairobi · 2018").waitFor();
    const queued = await outboxRows(page);
    expect(queued.map((r) => [r.kind, r.state])).toEqual([
      ["profile-field", "pending"],
      ["profile-field", "pending"],
      ["skill-add", "pending"],
      ["education-add", "pending"],
    ]);

    // Reloaded at once, still offline: every edit is still shown, the entry once.
    const shown = async () => {
      await about.getByText(edits.headline, { exact: true }).waitFor();
      await about.getByText(edits.bio, { exact: true }).waitFor();
      await skills.getByRole("listitem").getByText(edits.skill).waitFor();
      await education.getByText("University of Nairobi · 2018").waitFor();
      expect(await education.getByRole("listitem").count()).toBe(1);
    };
    await page.reload();
    await page.getByText(OFFLINE_SAVED).waitFor();
    await shown();
    await page.getByRole("link", { name: "Pending changes: 4" }).click();
    const waiting = page.getByRole("main").getByRole("listitem");
    await expect.poll(() => waiting.count()).toBe(4);
    expect(await waiting.getByText("Pending", { exact: true }).count()).toBe(4);
    await page.goBack();
    await shown();
    expect(await profileOnServer()).toMatchObject({ headline: "", bio: "", skills: [], education: [] });
    expect(sentWrites((p) => p.includes(person.uid))).toEqual([]);

    await goOnline(context, proxy);
    await expect.poll(() => outboxRows(page), { timeout: 15_000 }).toEqual([]);
    await expect.poll(() => pendingBadge(page).count()).toBe(0);
    const server = await profileOnServer();
    expect(server).toMatchObject({ headline: edits.headline, bio: edits.bio, skills: [edits.skill] });
    expect(server.education).toEqual([{ _id: expect.any(String), ...edits.education }]);
    // The screen now holds the server's profile (its entry's id): the same, the entry once.
    await waitUntilSaved(page, server.education[0]._id);
    await shown();
    // In the order they were made, once each, each under its own outbox item's key.
    const writes = sentWrites((p) => p.includes(person.uid));
    expect(writes.map((r) => [r.method, r.path, r.key, r.status])).toEqual([
      ["PATCH", `/api/profile/${person.uid}`, queued[0].id, 200],
      ["PATCH", `/api/profile/${person.uid}`, queued[1].id, 200],
      ["POST", `/api/profile/${person.uid}/skills`, queued[2].id, 200],
      ["POST", `/api/education/${person.uid}`, queued[3].id, 201],
    ]);
  });
});
