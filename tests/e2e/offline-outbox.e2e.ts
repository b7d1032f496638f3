import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { signUp } from "../support/identity.js";
import { demoTutorials } from "./support/accounts.js";
import { apiSession, postTutorial } from "./support/api-session.js";
import { axeViolations } from "./support/axe.js";
import { type Browser, openBrowser } from "./support/browser.js";
import {
  BOOKING_PENDING,
  goOffline,
  goOnline,
  OFFLINE_SAVED,
  openFromMenu,
  outboxRows,
  savedBookingsOf,
  signIn,
  waitForServiceWorker,
  waitUntilSaved,
} from "./support/offline.js";
import { startProxy, type TestProxy } from "./support/proxy.js";
import { submitReview } from "./support/review.js";

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

/**
 * Presses Book Now on a tutor's page and acknowledges that it was saved offline. `open`: on the
 * page already showing, loaded before the connection dropped; otherwise the page is loaded offline.
 */
async function bookOffline(t: Tutorial, opts: { open?: boolean } = {}): Promise<void> {
  const { page } = b;
  if (!opts.open) await page.goto(`/tutor/${t._id}`);
  await page.getByRole("heading", { level: 1, name: t.userName }).waitFor();
  await page.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Saved offline").waitFor();
  await dialog.getByRole("button", { name: "OK" }).click();
  await page.getByText("Booking pending — it will be sent when you're back online.").waitFor();
}

describe("writes made offline", () => {
  it("book two tutors and review one offline, survive a reload, and reach the server once each on reconnect", async () => {
    const { page, context, baseURL } = b;
    const learner = await signUp("Offline Booker");
    const server = await apiSession(baseURL, learner);
    // Two tutors of different languages, so that their booking cards can be told apart.
    const list = await demoTutorials(baseURL, 12);
    const a = list[0];
    const other = list.find((t) => t.language !== a.language);
    if (!other) throw new Error("the seed has one language only");
    const tutorB = other;
    const reviewsBefore = { a: a.review, b: tutorB.review };

    await signIn(page, { email: learner.email, password: "Secret123" });
    await page.goto("/my-booked-tutors");
    await page.getByText("No bookings found.").waitFor();
    await waitUntilSaved(page, savedBookingsOf(learner.uid));
    // Each page is read until the app has saved it (saving ends after the answer arrives).
    for (const t of [a, tutorB]) {
      await page.goto(`/tutor/${t._id}`);
      await page.getByRole("button", { name: "Book Now" }).waitFor();
      await waitUntilSaved(page, t.description);
    }
    await waitForServiceWorker(page);
    await waitUntilSaved(page, a.description, tutorB.description, savedBookingsOf(learner.uid));

    // The connection drops while B's page is open: booked there, then A on a page loaded offline.
    await goOffline(context, proxy);
    await bookOffline(tutorB, { open: true });
    await bookOffline(a);

    await page.goto("/my-booked-tutors");
    await expect.poll(() => page.getByText(BOOKING_PENDING).count()).toBe(2);
    await submitReview(page, page, a.language, { stars: 5, text: "Great lessons." });
    await page.getByRole("dialog").getByText("Saved offline").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    await page.getByRole("button", { name: `Review pending: ${a.language} tutor` }).waitFor();

    // Still offline after a reload: everything is still shown as pending.
    await page.reload();
    await page.getByText(OFFLINE_SAVED).waitFor();
    await expect.poll(() => page.getByText(BOOKING_PENDING).count()).toBe(2);
    await page.getByRole("button", { name: `Review pending: ${a.language} tutor` }).waitFor();
    await page.getByRole("link", { name: "Pending changes: 3" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`/tutor/${a._id}`);
    await page.getByTestId("review-pending").waitFor();
    expect(await server.bookings()).toEqual([]);
    expect((await server.tutorial(a._id)).review).toBe(reviewsBefore.a);

    await goOnline(context, proxy);
    await expect.poll(() => outboxRows(page), { timeout: 15_000 }).toEqual([]);
    // The details page shows the counted review, no pending mark.
    await page.getByText(`${reviewsBefore.a + 1} review`).waitFor();
    expect(await page.getByTestId("review-pending").count()).toBe(0);
    await page.getByText("You have booked this tutor.").waitFor();
    await openFromMenu(page, "My booked tutors");
    await expect.poll(() => page.getByRole("article").count()).toBe(2);
    expect(await page.getByText(BOOKING_PENDING).count()).toBe(0);
    expect(await page.getByRole("link", { name: /^Pending changes/ }).count()).toBe(0);

    // The server holds exactly these writes, once each.
    const bookings = await server.bookings();
    expect(bookings.map((x) => x.tutorId).sort()).toEqual([a._id, tutorB._id].sort());
    expect((await server.tutorial(a._id)).review).toBe(reviewsBefore.a + 1);
    expect((await server.tutorial(tutorB._id)).review).toBe(reviewsBefore.b);
    const writes = proxy.requests.filter((r) => r.path === "/api/bookings" || r.path.endsWith("/review"));
    expect(writes.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      "POST /api/bookings 201",
      "POST /api/bookings 201",
      `PUT /api/tutorials/${a._id}/review 200`,
    ]);
    expect(new Set(writes.map((r) => r.key)).size).toBe(3);
  });

  it("with the app closed, the service worker's Background Sync sends a booking made offline as soon as the network is back", async () => {
    const { page, context, baseURL } = b;
    const learner = await signUp("Closed App Learner");
    const server = await apiSession(baseURL, learner);
    const [t] = await demoTutorials(baseURL, 1);
    await signIn(page, { email: learner.email, password: "Secret123" });
    await page.goto(`/tutor/${t._id}`);
    await page.getByRole("button", { name: "Book Now" }).waitFor();
    await waitForServiceWorker(page);

    await goOffline(context, proxy);
    await bookOffline(t, { open: true });
    // The app is closed (the browser stays open, on a blank page).
    const other = await context.newPage();
    await page.close();
    expect(await server.bookings()).toEqual([]);

    await goOnline(context, proxy);
    await expect
      .poll(async () => (await server.bookings()).map((x) => x.tutorId), { timeout: 15_000 })
      .toEqual([t._id])
      .catch((err: Error) => {
        // What the browser sent (or tried while cut), to tell a missing sync from a failed send.
        const seen = proxy.requests.filter((r) => r.path.startsWith("/api/")).slice(-8);
        throw new Error(
          `${err.message}\nsent: ${JSON.stringify(seen)}\nblocked: ${JSON.stringify(proxy.blocked)}`,
        );
      });
    const sends = proxy.requests.filter((r) => r.path === "/api/bookings");
    expect(sends.map((r) => r.status)).toEqual([201]);

    // Opened again: booked, nothing pending.
    await other.goto(`/tutor/${t._id}`);
    await other.getByText("You have booked this tutor.").waitFor();
    expect(await other.getByRole("link", { name: /^Pending changes/ }).count()).toBe(0);
  });

  it("a booking the server refuses on replay (the tutorial was deleted meanwhile) says why, is not retried, and can be discarded", async () => {
    const { page, context, baseURL } = b;
    const learner = await signUp("Offline Learner");
    const tutor = await signUp("Leaving Tutor");
    const tutorApi = await apiSession(baseURL, tutor);
    const [seeded] = (await (await fetch(`${baseURL}/api/tutorials?limit=1`)).json()) as Tutorial[];
    const t = await postTutorial(tutorApi, tutor, {
      language: "Physics",
      price: 21.5,
      description: "Mechanics from first principles, soon to be withdrawn.",
      image: seeded.image,
    });

    await signIn(page, { email: learner.email, password: "Secret123" });
    await page.goto(`/tutor/${t._id}`);
    await page.getByRole("button", { name: "Book Now" }).waitFor();
    await waitForServiceWorker(page);
    await waitUntilSaved(page, t.description);

    await goOffline(context, proxy);
    await bookOffline(t);
    // Meanwhile its owner deletes it.
    expect((await tutorApi.call("DELETE", `/api/tutorials/${t._id}`, { userId: tutor.uid })).status).toBe(
      200,
    );

    await goOnline(context, proxy);
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Not sent").waitFor({ timeout: 15_000 });
    await dialog.getByText(`Book Physics with ${tutor.name}: Tutorial not found`).waitFor();
    await dialog.getByRole("button", { name: "OK" }).click();

    const [failed] = await outboxRows(page);
    expect(failed).toMatchObject({
      kind: "booking",
      state: "failed",
      error: "Tutorial not found",
      attempts: 1,
    });
    await page.getByRole("link", { name: "Pending changes: 1, some not sent" }).click();
    await page.getByText("Not sent: Tutorial not found").waitFor();

    // Not retried: a reload (replay at start) and more than the first backoff go by, one send only.
    await page.reload();
    await page.getByText("Not sent: Tutorial not found").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForTimeout(2_500);
    const sends = proxy.requests.filter((r) => r.method === "POST" && r.path === "/api/bookings");
    expect(sends.map((r) => [r.key, r.status])).toEqual([[failed.id, 404]]);
    expect(await (await apiSession(baseURL, learner)).bookings()).toEqual([]);

    await page.getByRole("button", { name: `Discard: Book Physics with ${tutor.name}` }).click();
    await page.getByText("Nothing is waiting to be sent.").waitFor();
    expect(await outboxRows(page)).toEqual([]);
    expect(await page.getByRole("link", { name: /^Pending changes/ }).count()).toBe(0);
  });
});
