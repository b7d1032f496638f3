import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import type { Lesson } from "../../contract/index.js";
import { signUp } from "../support/identity.js";
import { apiSession } from "./support/api-session.js";
import { type Browser, openBrowser } from "./support/browser.js";
import { chromiumForFile, expectAccessible, expectMessage, PASSWORD, signedIn } from "./support/journey.js";
import {
  dateTimeText,
  freeSlots,
  type LessonTutor,
  lessonBody,
  lessonTimeText,
  tutorWithHours,
} from "./support/lessons.js";
import {
  goOffline,
  goOnline,
  type OutboxRow,
  outboxRows,
  signIn,
  waitForServiceWorker,
  waitUntilSaved,
} from "./support/offline.js";
import { startProxy, type TestProxy } from "./support/proxy.js";

/**
 * Lessons end to end (docs/product.md, Lessons (learner) and Lessons (tutor)): booking a time in
 * the slot picker, the tutor's answer on My lessons, the live bell, and a time taken while the
 * learner was offline. Every tutor here is new, with hours every day 00:00–24:00 UTC (the stack
 * runs with DEMO_LESSONS=off, so the demo tutors have none).
 */

const SLOT_TAKEN = "This time is no longer free. Please choose another time.";
const ZONE_LINE = /^Times in your time zone: [A-Za-z_]+(\/[A-Za-z_+-]+)*$/;

const tab = chromiumForFile();
let proxy: TestProxy | undefined;
let offlineBrowser: Browser | undefined;
afterEach(async () => {
  await offlineBrowser?.close();
  offlineBrowser = undefined;
  await proxy?.close();
  proxy = undefined;
});

const unique = () => randomUUID().slice(0, 6);

async function newTutor(baseURL: string, language: string): Promise<LessonTutor> {
  return tutorWithHours(baseURL, `Lesson Tutor ${unique()}`, {
    language,
    price: 24.5,
    description: `${language} lessons by the hour, booked by time.`,
  });
}

/**
 * Opens the tutor's page signed in and Book Now's slot picker, once the page knows the tutor
 * books by time (until then Book Now is disabled, SPEC's untimed booking).
 */
async function openPicker(page: Page, t: LessonTutor, opts: { load?: boolean } = {}) {
  if (opts.load !== false) {
    const availability = page.waitForResponse(
      (r) => r.url().includes(`/api/tutors/${t.tutor.uid}/availability`) && r.status() === 200,
    );
    await page.goto(`/tutor/${t.tutorial._id}`);
    await page.getByTestId("nav-avatar").waitFor();
    await availability;
  }
  const main = page.getByRole("main");
  await main.getByRole("heading", { level: 1, name: t.tutor.name }).waitFor();
  await main.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a time" });
  await dialog.waitFor();
  return dialog;
}

/** GET /api/lessons?role= with a cookie. */
async function lessonsOf(baseURL: string, cookie: string, role: "learner" | "tutor"): Promise<Lesson[]> {
  const res = await fetch(`${baseURL}/api/lessons?role=${role}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/lessons: ${res.status} ${await res.text()}`);
  return (await res.json()) as Lesson[];
}

describe("lessons", () => {
  it("a learner books a time in the picker, the tutor confirms it, and the learner sees it confirmed", async () => {
    const learnerTab = await tab();
    const { page, baseURL } = learnerTab;
    const t = await newTutor(baseURL, "Portuguese");
    const learner = await signedIn(page, `Lesson Learner ${unique()}`);

    const dialog = await openPicker(page, t);
    // The learner's own zone, named; 60 minutes chosen first; the free times as buttons.
    await dialog.getByText(ZONE_LINE).waitFor();
    await dialog.getByRole("button", { name: "60 minutes", pressed: true }).waitFor();
    await dialog.getByRole("button", { name: "30 minutes", pressed: false }).waitFor();
    const times = dialog.getByRole("list").getByRole("button");
    await times.first().waitFor();
    await dialog.getByText("Choose a time above.").waitFor();
    expect(await dialog.getByRole("button", { name: "Book this time" }).isDisabled()).toBe(true);
    await expectAccessible(page, "the slot picker");

    // With the keyboard: to the first time, Tab to the next one, Enter chooses it.
    await times.first().focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await times
      .nth(1)
      .and(dialog.getByRole("button", { pressed: true }))
      .waitFor();
    // The chosen time repeated above the button (read from the screen: which times are free moves with the clock).
    const chosenLine = await dialog.getByText(/, 60 minutes$/).textContent();
    await dialog.getByRole("button", { name: "Book this time" }).click();
    await expectMessage(page, "Booking completed!");
    await dialog.waitFor({ state: "hidden" });
    const stored = await page.request.get("/api/lessons?role=learner");
    const [chosen, ...more] = (await stored.json()) as Lesson[];
    expect(more).toEqual([]);
    expect(chosen.status).toBe("requested");
    expect(chosenLine).toBe(`${await dateTimeText(page, chosen.start)}, 60 minutes`);

    // The tutor, in a browser of their own, sees the request with the learner's name and confirms it.
    const tutorTab = await tab();
    const tp = tutorTab.page;
    await signIn(tp, { email: t.tutor.email, password: PASSWORD });
    await tp.goto("/my-lessons");
    await tp.getByRole("heading", { level: 1, name: "My lessons" }).waitFor();
    await tp.getByText(ZONE_LINE).waitFor();
    const requests = tp.getByRole("region", { name: /^Requests/ });
    const request = requests.getByRole("article").filter({ hasText: learner.name });
    await request.waitFor();
    const when = await lessonTimeText(tp, chosen.start, chosen.end);
    await request.getByText(when).waitFor();
    await request.getByText("Requested — waiting for the tutor").waitFor();
    await tp.getByText("No upcoming lessons.").waitFor();
    await expectAccessible(tp, "My lessons with a request");
    await request.getByRole("button", { name: /^Confirm / }).click();
    await expectMessage(tp, "Lesson confirmed.");
    const upcoming = tp.getByRole("region", { name: /^Upcoming/ }).getByRole("article");
    await upcoming
      .filter({ hasText: learner.name })
      .getByTestId("lesson-status")
      .filter({ hasText: /^Status: Confirmed$/ })
      .waitFor();
    await tp.getByText("No requests waiting.").waitFor();

    // The learner's My booked tutors: under 'Upcoming lessons', the time in their zone (said once,
    // above the groups), the tutor's name, Confirmed, Cancel and Add to calendar.
    await page.goto("/my-booked-tutors");
    await page.getByRole("main").getByText(ZONE_LINE).waitFor();
    const booking = page
      .getByRole("region", { name: "Upcoming lessons" })
      .getByRole("article")
      .filter({ hasText: t.tutorial.language });
    await booking.getByRole("heading", { level: 3, name: t.tutorial.userName }).waitFor();
    await booking.getByText(await lessonTimeText(page, chosen.start, chosen.end)).waitFor();
    await booking
      .getByTestId("lesson-status")
      .filter({ hasText: /^Status: Confirmed$/ })
      .waitFor();
    expect(await booking.getByText(ZONE_LINE).count()).toBe(0);
    await booking.getByRole("button", { name: "Cancel lesson" }).waitFor();
    const calendar = booking.getByRole("link", { name: "Add to calendar" });
    const href = await calendar.getAttribute("href");
    expect(href).toMatch(/^\/api\/lessons\/[^/]+\/calendar\.ics$/);
    const ics = await page.request.get(href ?? "");
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain(`DTSTART:${chosen.start.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
    expect(await booking.count()).toBe(1);
  });

  it("a request reaches the tutor's bell live, links to the lesson, and Mark all as read clears it", async () => {
    const tutorTab = await tab();
    const { page, baseURL } = tutorTab;
    const t = await newTutor(baseURL, "Hindi");
    // The bell's live connection, open before anything happens.
    const events = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events", {
      timeout: 30_000,
    });
    await signIn(page, { email: t.tutor.email, password: PASSWORD });
    await page.goto("/find-tutors");
    await events;
    const bell = page.getByRole("button", { name: "Notifications", exact: true });
    await bell.waitFor();

    const learner = await signUp(`Bell Learner ${unique()}`);
    const learnerApi = await apiSession(baseURL, learner);
    const [slot] = await freeSlots(baseURL, t.tutorial._id);
    const booked = await learnerApi.call(
      "POST",
      "/api/bookings",
      lessonBody(t.tutorial, learner, slot.start),
    );
    expect(booked.status).toBe(201);
    const lessonId = (booked.body as { booking: { _id: string } }).booking._id;

    // No reload: the count arrives by itself.
    const ringing = page.getByRole("button", { name: "Notifications, 1 unread", exact: true });
    await ringing.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("bell-count").textContent()).toBe("1");
    await ringing.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    // Who asked and when (docs/product.md, The notification bell).
    const item = panel.getByRole("link", { name: new RegExp(`${learner.name} asked for `) });
    await item.waitFor();
    expect(await item.getByText("Unread:").count()).toBe(1);
    expect(await item.getAttribute("href")).toBe(`/my-lessons#lesson-${lessonId}`);
    await expectAccessible(page, "the notifications panel");

    const markAll = panel.getByRole("button", { name: "Mark all as read" });
    await markAll.click();
    // The panel is modal (the bar behind it is hidden from assistive tech): its description carries the count.
    await expect.poll(() => item.getByText("Unread:").count()).toBe(0);
    const description = () =>
      panel.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent);
    await expect.poll(description).toBe("Notifications");
    expect(await markAll.isDisabled()).toBe(true);
    expect(await page.getByTestId("bell-count").count()).toBe(0);
    await expect
      .poll(async () => {
        const res = await fetch(`${baseURL}/api/notifications`, { headers: { cookie: t.cookie } });
        return ((await res.json()) as { read: boolean }[]).map((n) => n.read);
      })
      .toEqual([true]);

    await panel.getByRole("button", { name: "Close notifications" }).click();
    await panel.waitFor({ state: "hidden" });
    await bell.waitFor();
    // The link leads to the request on My lessons.
    await bell.click();
    await item.click();
    await page.waitForURL((u) => u.pathname === "/my-lessons" && u.hash === `#lesson-${lessonId}`);
    const lesson = page.locator(`#lesson-${lessonId}`);
    await lesson.getByText(learner.name).waitFor();
    await lesson.getByRole("button", { name: /^Confirm / }).waitFor();

    // The tutor's Availability screen, as set through the API.
    await page.goto("/availability");
    await page.getByRole("heading", { level: 1, name: "Availability" }).waitFor();
    await page.getByRole("button", { name: "Save availability" }).waitFor();
    await expectAccessible(page, "Availability");
  });

  it("a time taken while the learner was offline is refused on replay with the next free times, and one of them books", async () => {
    proxy = await startProxy();
    offlineBrowser = await openBrowser({ args: proxy.chromiumArgs });
    const { page, context, baseURL } = offlineBrowser;
    const t = await newTutor(baseURL, "Swahili");
    const learner = await signUp(`Offline Lesson Learner ${unique()}`);
    const rival = await signUp(`Rival Learner ${unique()}`);
    const learnerApi = await apiSession(baseURL, learner);
    const rivalApi = await apiSession(baseURL, rival);

    await signIn(page, { email: learner.email, password: PASSWORD });
    await waitForServiceWorker(page);
    let dialog = await openPicker(page, t);
    await dialog.getByRole("list").getByRole("button").first().waitFor();
    const [firstFree] = await freeSlots(baseURL, t.tutorial._id);
    await waitUntilSaved(page, firstFree.start);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Offline: the saved times, marked, and one booked into the outbox.
    await goOffline(context, proxy);
    dialog = await openPicker(page, t, { load: false });
    await dialog.getByText("Saved times — they may be out of date.").waitFor();
    const first = dialog.getByRole("list").getByRole("button").first();
    await first.focus();
    await page.keyboard.press("Enter");
    const chosenLine = await dialog.getByText(/, 60 minutes$/).textContent();
    await dialog.getByRole("button", { name: "Book this time" }).click();
    await expectMessage(page, "Saved offline");
    // The time chosen, as the outbox holds it.
    const rows = (await outboxRows(page)) as (OutboxRow & { meta?: { start?: string } })[];
    expect(rows.map((r) => [r.kind, r.state])).toEqual([["lesson-book", "pending"]]);
    const wanted = { start: String(rows[0].meta?.start) };
    const wantedText = await dateTimeText(page, wanted.start);
    expect(chosenLine).toBe(`${wantedText}, 60 minutes`);
    await page.getByText(`Lesson pending — sent when you're back online: ${wantedText}`).waitFor();

    // Meanwhile another learner books that very time.
    const rivals = await rivalApi.call("POST", "/api/bookings", lessonBody(t.tutorial, rival, wanted.start));
    expect(rivals.status).toBe(201);

    // Back online: the replay is refused, in words.
    await goOnline(context, proxy);
    await expectMessage(
      page,
      "Not sent",
      `Book ${t.tutorial.language} lesson with ${t.tutor.name}: ${SLOT_TAKEN}`,
    );

    // My booked tutors shows the refusal with the next free times; one of them books.
    await page.goto("/my-booked-tutors");
    const refused = page
      .getByRole("main")
      .getByRole("article")
      .filter({
        has: page.getByRole("heading", {
          name: `${t.tutorial.language} with ${t.tutor.name}: ${wantedText}`,
        }),
      });
    const alert = refused.getByRole("alert");
    await alert.getByText(SLOT_TAKEN).waitFor();
    await alert.getByText("Next free times:").waitFor();
    const offered = alert.getByRole("button", { name: /^Book / });
    await offered.first().waitFor();
    expect(await offered.count()).toBeGreaterThan(0);
    expect(await offered.count()).toBeLessThanOrEqual(3);
    expect(await alert.getByRole("button", { name: `Book ${wantedText}` }).count()).toBe(0);
    await refused.getByRole("button", { name: "Dismiss" }).waitFor();
    await expectAccessible(page, "My booked tutors with a refused lesson");
    const offeredText = (await offered.first().textContent()) ?? "";
    await offered.first().click();
    await expectMessage(page, "Booking completed!");
    await refused.waitFor({ state: "detached" });
    // The server holds the offered time for the learner: one lesson, not the rival's time.
    const mine = (await learnerApi.call("GET", "/api/lessons?role=learner")).body as Lesson[];
    expect(mine.map((l) => l.status)).toEqual(["requested"]);
    const [next] = mine;
    expect(offeredText).toBe(`Book ${await dateTimeText(page, next.start)}`);
    expect(next.start).not.toBe(wanted.start);
    const booking = page.getByRole("main").getByRole("article").filter({ hasText: t.tutorial.language });
    await booking.getByText(await lessonTimeText(page, next.start, next.end)).waitFor();
    await booking.getByText("Requested — waiting for the tutor").waitFor();

    // The server: one lesson for the learner, the rival's, no double booking.
    const theirs = (await rivalApi.call("GET", "/api/lessons?role=learner")).body as Lesson[];
    expect(theirs.map((l) => l.start)).toEqual([wanted.start]);
    const tutorSide = await lessonsOf(baseURL, t.cookie, "tutor");
    expect(tutorSide.map((l) => l.start).sort()).toEqual([wanted.start, next.start].sort());
    const sends = proxy.requests.filter((r) => r.method === "POST" && r.path === "/api/bookings");
    expect(sends.map((r) => r.status)).toEqual([409, 201]);
  });
});
