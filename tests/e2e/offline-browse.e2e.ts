import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { signUp } from "../support/identity.js";
import { apiSession } from "./support/api-session.js";
import { axeViolations } from "./support/axe.js";
import { type Browser, openBrowser } from "./support/browser.js";
import {
  goOffline,
  OFFLINE_SAVED,
  openFromMenu,
  signIn,
  waitForServiceWorker,
  waitUntilSaved,
} from "./support/offline.js";
import { startProxy, type TestProxy } from "./support/proxy.js";

let proxy: TestProxy;
let b: Browser;
beforeAll(async () => {
  proxy = await startProxy();
  b = await openBrowser({ args: proxy.chromiumArgs });
});
afterAll(async () => {
  await b?.close();
  await proxy?.close();
});

describe("after one visit online, signed in", () => {
  it("opens Home, Find Tutors, a tutor's details with its reviews and My Booked Tutors offline from saved data, and searches the saved tutors", async () => {
    const { page, context, baseURL } = b;
    const learner = await signUp("Offline Browser");
    await signIn(page, { email: learner.email, password: "Secret123" });

    // What the learner sees online: the first page of Find Tutors, one tutor's details, and a
    // booking of another tutor in My Booked Tutors.
    const firstPage = (await (
      await page.request.get("/api/tutorials?limit=6&offset=0")
    ).json()) as Tutorial[];
    expect(firstPage.length).toBe(6);
    const [detailed, booked] = firstPage;
    const server = await apiSession(baseURL, learner);
    expect((await server.call("POST", "/api/bookings", { tutorId: booked._id })).status).toBe(201);
    const stats = (await (await page.request.get("/api/stats/tutorials")).json()) as { totalTutors: number };
    // A demo tutorial with reviews (the top rated), and one review's words.
    const [reviewed] = (await (
      await page.request.get("/api/tutorials?sort=rating&limit=1")
    ).json()) as Tutorial[];
    const reviews = (await (await page.request.get(`/api/tutorials/${reviewed._id}/reviews`)).json()) as {
      items: { text: string }[];
    };
    const words = reviews.items.find((r) => r.text.length > 0)?.text ?? "";
    expect(words).not.toBe("");

    // The visit: the reviewed tutor's page, then by the app's own links (data accumulates in the
    // saved cache as it arrives).
    await page.goto(`/tutor/${reviewed._id}`);
    await page.getByText(words).first().waitFor();
    await openFromMenu(page, "Home");
    await expect
      .poll(() => page.getByTestId("stat-Total Tutors").textContent())
      .toBe(stats.totalTutors.toLocaleString("en-US"));
    await openFromMenu(page, "Find tutors");
    await page.getByRole("heading", { name: firstPage[5].userName }).first().waitFor();
    await page.locator(`a[href="/tutor/${detailed._id}"]`).click();
    await page.getByRole("heading", { level: 1, name: detailed.userName }).waitFor();
    await openFromMenu(page, "My booked tutors");
    await page.getByText(booked.email).waitFor();
    await waitForServiceWorker(page);
    await waitUntilSaved(
      page,
      `"totalTutors":${stats.totalTutors}`,
      `"queryKey":["tutorials","detail","${detailed._id}"]`,
      `"tutorId":"${booked._id}"`,
      `"queryKey":["reviews","tutorial","${reviewed._id}"`,
    );

    await goOffline(context, proxy);

    await page.goto("/");
    await page.getByText(OFFLINE_SAVED).waitFor();
    await expect
      .poll(() => page.getByTestId("stat-Total Tutors").textContent())
      .toBe(stats.totalTutors.toLocaleString("en-US"));

    await page.goto("/find-tutors");
    await page.getByText(OFFLINE_SAVED).waitFor();
    for (const t of firstPage) await page.getByText(t.description.slice(0, 60)).first().waitFor();

    await page.goto(`/tutor/${detailed._id}`);
    await page.getByRole("heading", { level: 1, name: detailed.userName }).waitFor();
    await page.getByText(detailed.description).waitFor();
    await page.getByText(OFFLINE_SAVED).waitFor();

    // The reviews of a tutorial once seen open offline (CHOOSING.md, Offline).
    await page.goto(`/tutor/${reviewed._id}`);
    await page.getByRole("heading", { level: 1, name: reviewed.userName }).waitFor();
    await page.getByText(words).first().waitFor();
    await page.getByText(OFFLINE_SAVED).waitFor();

    await page.goto("/my-booked-tutors");
    await page.getByText(booked.email).waitFor();
    await page.getByText(OFFLINE_SAVED).waitFor();

    // A search never made online finds the saved tutors that match it.
    await page.goto("/find-tutors");
    const wanted = firstPage[2];
    await page.getByLabel("Search by language").fill(wanted.userName);
    await page.getByText("Offline: these are the matching tutors saved on this device.").waitFor();
    await page.getByRole("heading", { name: wanted.userName }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const shown = await page.getByRole("article").count();
    const q = wanted.userName.toLowerCase();
    const matching = firstPage.filter((t) =>
      [t.language, t.userName, t.description].some((s) => s.toLowerCase().includes(q)),
    );
    expect(shown).toBe(matching.length);
  });
});
