import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { signUp } from "../support/identity.js";
import { apiSession, postTutorial } from "./support/api-session.js";
import { type Browser, openBrowser } from "./support/browser.js";
import {
  BOOKING_PENDING,
  goOffline,
  goOnline,
  outboxRows,
  savedBookingsOf,
  signIn,
  waitForServiceWorker,
  waitUntilSaved,
} from "./support/offline.js";
import { type OwnServer, ownServer } from "./support/own-server.js";
import { startProxy, type TestProxy } from "./support/proxy.js";
import { submitReview } from "./support/review.js";

let server: OwnServer;
let proxy: TestProxy;
let b: Browser;
beforeAll(async () => {
  server = await ownServer();
  [proxy] = await Promise.all([startProxy(), server.start()]);
  b = await openBrowser({ args: proxy.chromiumArgs, baseURL: server.baseURL });
});
afterAll(async () => {
  await b?.close();
  await proxy?.close();
  await server?.dispose();
});

async function acknowledgeSavedOffline(): Promise<void> {
  const dialog = b.page.getByRole("dialog");
  await dialog.getByText("Saved offline").waitFor();
  await dialog.getByRole("button", { name: "OK" }).click();
}

describe("a replay cut short by a server restart", () => {
  it("still applies every write exactly once (the answer lost with the killed server is replayed from its key)", async () => {
    const { page, context } = b;
    // The server's data, made through its API: a tutor with two tutorials.
    const tutor = await signUp("Restart Tutor");
    const tutorApi = await apiSession(server.baseURL, tutor);
    const image = await tutorApi.uploadImage(readFileSync("public/icons/icon-512.png"));
    const [a, c] = [
      await postTutorial(tutorApi, tutor, {
        language: "English",
        price: 12,
        description: "Spoken English for busy people.",
        image,
      }),
      await postTutorial(tutorApi, tutor, {
        language: "Chemistry",
        price: 18.25,
        description: "Organic chemistry, one reaction at a time.",
        image,
      }),
    ];
    const learner = await signUp("Restart Learner");
    const learnerApi = await apiSession(server.baseURL, learner);

    await signIn(page, { email: learner.email, password: "Secret123" });
    await page.goto("/my-booked-tutors");
    await page.getByText("No bookings found.").waitFor();
    await waitUntilSaved(page, savedBookingsOf(learner.uid));
    for (const t of [a, c]) {
      await page.goto(`/tutor/${t._id}`);
      await page.getByRole("button", { name: "Book Now" }).waitFor();
      await waitUntilSaved(page, t.description);
    }
    await waitForServiceWorker(page);

    // Offline: book A, review A, book C — the review is the middle of the queue.
    await goOffline(context, proxy);
    const book = async (t: Tutorial) => {
      await page.goto(`/tutor/${t._id}`);
      await page.getByRole("button", { name: "Book Now" }).click();
      await acknowledgeSavedOffline();
    };
    await book(a);
    await page.goto("/my-booked-tutors");
    await submitReview(page, page, "English", { stars: 4 });
    await acknowledgeSavedOffline();
    await book(c);
    expect((await outboxRows(page)).map((r) => r.kind)).toEqual(["booking", "review", "booking"]);

    // Back online, the review reaches the server and is applied; the server is killed before its
    // answer gets back, so the browser only sees the connection drop.
    const review = proxy.holdAnswer((r) => r.method === "PUT" && r.path === `/api/tutorials/${a._id}/review`);
    await goOnline(context, proxy);
    expect(await review.answered).toBe(200);
    await server.kill("SIGKILL");
    review.drop();
    await expect.poll(async () => (await outboxRows(page))[0]?.attempts ?? 0).toBeGreaterThanOrEqual(1);
    expect((await outboxRows(page)).map((r) => [r.kind, r.state])).toEqual([
      ["review", "pending"],
      ["booking", "pending"],
    ]);

    // Restarted on the same port and data: the replay resumes by itself.
    await server.start();
    await expect.poll(() => outboxRows(page), { timeout: 30_000 }).toEqual([]);

    // Exactly once each on the server.
    const bookings = await learnerApi.bookings();
    expect(bookings.map((x) => x.tutorId).sort()).toEqual([a._id, c._id].sort());
    expect((await learnerApi.tutorial(a._id)).review).toBe(1);
    expect((await learnerApi.tutorial(c._id)).review).toBe(0);
    // The review was sent again with the same key and answered from the stored first answer.
    const reviews = proxy.requests.filter((r) => r.path === `/api/tutorials/${a._id}/review`);
    expect(reviews.length).toBeGreaterThanOrEqual(2);
    expect(new Set(reviews.map((r) => r.key)).size).toBe(1);
    expect(reviews[0]).toMatchObject({ status: 200, dropped: true });
    expect(reviews.at(-1)).toMatchObject({ status: 200, replayed: true });

    // And the screens show it done.
    await page.goto("/my-booked-tutors");
    await expect.poll(() => page.getByRole("article").count()).toBe(2);
    expect(await page.getByText(BOOKING_PENDING).count()).toBe(0);
    await page.goto(`/tutor/${a._id}`);
    await page.getByText("1 review", { exact: true }).waitFor();
    expect(await page.getByTestId("review-pending").count()).toBe(0);
    await page.getByText("You have booked this tutor.").waitFor();
  });
});

describe("a sign-in exchange whose answer is lost", () => {
  it("leaves the session the browser holds working: requests made with it meanwhile are not refused", async () => {
    const { page } = b;
    const learner = await signUp("Lost Answer Learner");
    await signIn(page, { email: learner.email, password: "Secret123" });
    // Every page load exchanges the ID token again. This exchange has reached the server, and its
    // answer (the new cookie) is held back: the page still holds the cookie it had, and uses it
    // (the bell's list and its live stream do at this moment of every page load).
    const exchange = proxy.holdAnswer((r) => r.method === "POST" && r.path === "/api/jwt");
    await page.goto("/my-booked-tutors");
    expect(await exchange.answered).toBe(200);
    const sessionStatus = () => page.evaluate(async () => (await fetch("/api/session")).status);
    expect(await sessionStatus()).toBe(200);
    // The answer is then lost: the cookie the browser keeps still works.
    exchange.drop();
    await page.getByText("No bookings found.").waitFor();
    expect(await sessionStatus()).toBe(200);
  });
});
