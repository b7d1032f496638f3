import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signUp } from "../support/identity.js";
import { demoTutorials } from "./support/accounts.js";
import { apiSession } from "./support/api-session.js";
import { type Browser, openBrowser } from "./support/browser.js";
import { expectAccessible } from "./support/journey.js";
import {
  everythingSaved,
  goOffline,
  goOnline,
  outboxRows,
  savedBookingsOf,
  signIn,
  waitForServiceWorker,
  waitUntilSaved,
} from "./support/offline.js";
import { startProxy, type TestProxy } from "./support/proxy.js";

/** A shared phone keeps nothing of the person who logged out (docs/decisions.md). */
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

describe("a shared device", () => {
  it("A logs out offline discarding a waiting write; B then sees nothing of A, and A's write never reaches the server", async () => {
    const { page, context, baseURL } = b;
    const a = await signUp("Shared Device Ada");
    const person2 = await signUp("Shared Device Ben");
    const serverA = await apiSession(baseURL, a);
    const tutors = await demoTutorials(baseURL, 12);
    const [booked, other] = [tutors[0], tutors.find((t) => t.language !== tutors[0].language)];
    if (!other) throw new Error("the seed has one language only");
    expect((await serverA.call("POST", "/api/bookings", { tutorId: booked._id })).status).toBe(201);

    // A views their bookings and profile.
    await signIn(page, { email: a.email, password: "Secret123" });
    await page.goto("/my-booked-tutors");
    const aBooking = page.getByRole("button", { name: `Review ${booked.language} tutor` });
    await aBooking.waitFor();
    await page.goto("/profile");
    await page.getByText(a.name).first().waitFor();
    await page.goto(`/tutor/${other._id}`);
    await page.getByRole("button", { name: "Book Now" }).waitFor();
    await waitUntilSaved(page, savedBookingsOf(a.uid), a.email);
    await waitForServiceWorker(page);

    // Offline, A books: the write waits in the outbox.
    await goOffline(context, proxy);
    await page.getByRole("button", { name: "Book Now" }).click();
    const saved = page.getByRole("dialog");
    await saved.getByText("Saved offline").waitFor();
    await saved.getByRole("button", { name: "OK" }).click();
    expect(await outboxRows(page)).toHaveLength(1);
    // On a phone the top bar still fits beside the pending badge: Logout stays on the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const logoutBox = await page.getByRole("button", { name: "Logout" }).boundingBox();
    expect((logoutBox?.x ?? 999) + (logoutBox?.width ?? 0)).toBeLessThanOrEqual(390);

    // Logout asks first; A discards.
    await page.getByRole("button", { name: "Logout" }).click();
    const choice = page.getByRole("alertdialog");
    await choice.getByText("1 change has not been sent yet. If you log out now, it will be lost.").waitFor();
    await expectAccessible(page, "the Logout choice");
    await choice.getByRole("button", { name: "Discard and log out" }).click();
    await page.waitForURL("**/login");
    await page.getByRole("link", { name: "Login" }).waitFor();

    // Nothing of A readable on the device, even before the network returns.
    expect(await outboxRows(page)).toEqual([]);
    const afterLogout = await everythingSaved(page);
    for (const trace of [a.email, a.uid, a.name]) expect(afterLogout).not.toContain(trace);

    // B signs in once online: A's logout reaches the server first.
    // Counted from before the network returns: the pending logout may go at the 'online' event.
    const firstSeen = proxy.requests.length;
    await goOnline(context, proxy);
    await signIn(page, { email: person2.email, password: "Secret123" });
    const sent = proxy.requests.slice(firstSeen).map((r) => `${r.method} ${r.path.split("?")[0]}`);
    const logoutAt = sent.indexOf("POST /api/logout");
    expect(logoutAt).toBeGreaterThanOrEqual(0);
    expect(logoutAt).toBeLessThan(sent.indexOf("POST /api/jwt"));

    await page.goto("/my-booked-tutors");
    await page
      .getByText("No bookings found.")
      .waitFor({ timeout: 30_000 })
      .catch(async (err: Error) => {
        // Say what the screen showed instead, and what was asked of the server since B signed in.
        const shown = await page
          .getByRole("main")
          .innerText()
          .catch(() => "(no main)");
        const asked = proxy.requests.slice(firstSeen).map((r) => `${r.method} ${r.path} ${r.status}`);
        throw new Error(`${err.message}\nshown: ${shown}\nasked: ${JSON.stringify(asked)}`);
      });
    expect(await aBooking.count()).toBe(0);
    await page.goto("/profile");
    await page.getByText(person2.name).first().waitFor();
    expect(await page.getByText(a.name).count()).toBe(0);
    expect(await page.getByRole("link", { name: /Pending changes/ }).count()).toBe(0);
    const stored = await everythingSaved(page);
    for (const trace of [a.email, a.uid, a.name]) expect(stored).not.toContain(trace);
    expect(await outboxRows(page)).toEqual([]);

    // A's write never reached the server.
    expect(proxy.requests.filter((r) => r.path.startsWith("/api/bookings") && r.method === "POST")).toEqual(
      [],
    );
    expect((await serverA.bookings()).map((x) => x.tutorId)).toEqual([booked._id]);
  });
});
