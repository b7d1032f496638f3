import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_WAITING_REQUESTS_PER_TUTOR, MESSAGES } from "../../contract/index.js";
import { apiSession } from "./support/api-session.js";
import { chromiumForFile, expectAccessible, signedIn } from "./support/journey.js";
import { freeSlots, lessonBody, tutorWithHours } from "./support/lessons.js";
import { outboxRows } from "./support/offline.js";

/**
 * The caps on a learner's waiting lesson requests (docs/product.md, Lessons (learner)): once a
 * learner has 5 requests waiting for one tutor, the slot picker shows the server's words for the
 * refusal, not a general "too many requests" text nor 'Saved offline', and nothing is booked.
 */

const tab = chromiumForFile();

describe("caps on waiting lesson requests", () => {
  it.each([
    [390, "light"],
    [1280, "dark"],
  ] as const)(
    "the picker shows the per-tutor cap's words when a 6th request is refused (%i px, %s)",
    async (width, theme) => {
      const { page, baseURL } = await tab({ width, theme });
      const t = await tutorWithHours(baseURL, `Cap Tutor ${randomUUID().slice(0, 6)}`, {
        language: "Swahili",
        price: 12,
        description: "Swahili lessons, booked by time.",
      });
      const learner = await signedIn(page, `Cap Learner ${randomUUID().slice(0, 6)}`);
      const api = await apiSession(baseURL, learner);
      // Five requests through the API, at the latest free times, so the picker's first one stays free.
      const slots = await freeSlots(baseURL, t.tutorial._id);
      const latest: typeof slots = [];
      for (const slot of slots.toReversed()) {
        const next = latest.at(-1);
        if (!next || Date.parse(slot.end) <= Date.parse(next.start)) latest.push(slot);
        if (latest.length === MAX_WAITING_REQUESTS_PER_TUTOR) break;
      }
      for (const slot of latest) {
        const res = await api.call("POST", "/api/bookings", lessonBody(t.tutorial, learner, slot.start));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }

      const availability = page.waitForResponse(
        (r) => r.url().includes(`/api/tutors/${t.tutor.uid}/availability`) && r.status() === 200,
      );
      await page.goto(`/tutor/${t.tutorial._id}`);
      await page.getByTestId("nav-avatar").waitFor();
      await availability;
      await page.getByRole("main").getByRole("button", { name: "Book Now" }).click();
      const dialog = page.getByRole("dialog", { name: "Choose a time" });
      const first = dialog.getByRole("list").getByRole("button").first();
      await first.click();
      await dialog.getByRole("button", { name: "Book this time" }).click();

      const alert = dialog.getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toBe(MESSAGES.waitingRequestsForTutor);
      expect(await page.getByText(MESSAGES.rateLimited).count()).toBe(0);
      expect(await page.getByRole("dialog", { name: "Saved offline" }).count()).toBe(0);
      await expectAccessible(page, "the slot picker with the cap's refusal");
      const shots = process.env.TN_SHOTS_DIR;
      if (shots) await page.screenshot({ path: `${shots}/picker-refused-${page.viewportSize()?.width}.png` });
      // Nothing waits to be sent again, and the server holds the five requests only.
      expect(await outboxRows(page)).toEqual([]);
      const lessons = await api.call("GET", "/api/lessons?role=learner");
      expect((lessons.body as unknown[]).length).toBe(MAX_WAITING_REQUESTS_PER_TUTOR);
    },
  );
});
