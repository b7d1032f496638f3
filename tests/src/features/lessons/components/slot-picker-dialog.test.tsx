import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES, SLOT_TAKEN_MESSAGE, type Slot } from "../../../../../contract/index.js";
import { authStore } from "../../../../../src/features/auth/auth-store.js";
import { bookingKeys } from "../../../../../src/features/bookings/api.js";
import { lessonKeys } from "../../../../../src/features/lessons/api.js";
import { tutorialKeys } from "../../../../../src/features/tutorials/api.js";
import { TutorDetailsPage } from "../../../../../src/features/tutorials/components/tutor-details-page.js";
import { list } from "../../../../../src/offline/index.js";
import { amina, tutorial } from "../../../support/fixtures.js";
import { type ApiAnswer, type ApiCall, answerApi, bare, json } from "../../../support/network.js";
import { withOutbox } from "../../../support/outbox.js";
import { closeMessage, renderPage, testQueryClient } from "../../../support/render-page.js";

/** A paragraph reading `text`, names in it isolated in their own elements (<bdi>). */
const paragraph = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === "P" && el.textContent === text;

/** Book Now's slot picker for a tutor with availability (docs/product.md, Lessons (learner)). */
const ZONE = "Europe/Berlin";
const theirs = tutorial(3, {
  userId: "demo-bilal",
  userName: "Bilal Khan",
  email: "bilal@tutornest.example",
});
const SLOTS_URL = `/api/tutorials/${theirs._id}/slots`;
const DAY = 24 * 60 * 60 * 1000;

/** A start `days` ahead at `hour`:00 UTC. */
function at(days: number, hour: number, minutes = 0): string {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, minutes, 0, 0);
  return d.toISOString();
}
const slot = (start: string, minutes = 60): Slot => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});
/** How the learner in Berlin reads a time, by Intl with the zone named (not the code under test's way). */
const berlin = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", timeZone: ZONE }).format(
    new Date(iso),
  );
const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: ZONE,
  }).format(new Date(iso));

beforeAll(() => {
  // The device's zone: Node follows TZ at once, for Date and Intl alike.
  process.env.TZ = ZONE;
});
withOutbox();
afterEach(() => {
  closeMessage();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

async function openPicker(answer: ApiAnswer, seed?: (q: ReturnType<typeof testQueryClient>) => void) {
  authStore.set({ user: amina, loading: false });
  const calls = answerApi(answer);
  const queryClient = testQueryClient();
  queryClient.setQueryData(tutorialKeys.detail(theirs._id), theirs);
  queryClient.setQueryData(bookingKeys.list(amina.uid), []);
  queryClient.setQueryData(lessonKeys.availability(theirs.userId), {
    timeZone: "Asia/Dhaka",
    weekly: [{ weekday: 1, start: "09:00", end: "12:00" }],
    exceptions: [],
  });
  seed?.(queryClient);
  await renderPage(() => <TutorDetailsPage id={theirs._id} />, queryClient);
  fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
  return { calls, dialog: await screen.findByRole("dialog"), queryClient };
}

/** POST /bookings's 201 for a lesson at `start`. */
function booked(start: string, minutes = 60) {
  const booking = {
    _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a0c",
    tutorId: theirs._id,
    image: theirs.image,
    language: theirs.language,
    price: theirs.price,
    tutorEmail: theirs.email,
    email: amina.email,
    ...slot(start, minutes),
    status: "requested",
    learnerName: "Amina Rahman",
  };
  return json(201, { acknowledged: true, insertedId: booking._id, booking });
}

const slotCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === "GET" && c.url === SLOTS_URL);

describe("the slot picker", () => {
  it("names the learner's zone, switches 30/60 minutes, and books the chosen time by keyboard: 'Booking completed!'", async () => {
    const morning = at(2, 8);
    const half = at(2, 8, 30);
    const { calls, dialog } = await openPicker((c) => {
      if (c.url === SLOTS_URL) {
        const duration = new URLSearchParams(c.search).get("duration");
        return json(200, duration === "30" ? [slot(morning, 30), slot(half, 30)] : [slot(morning)]);
      }
      if (c.method === "POST") return booked(half, 30);
      return bare(404);
    });
    expect(within(dialog).getByText(paragraph(`Times in your time zone: ${ZONE}`))).toBeTruthy();
    await within(dialog).findByRole("button", { name: `${berlin(morning)}, ${berlinDay(morning)}` });
    expect(within(dialog).getByRole("heading", { name: berlinDay(morning) })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: new RegExp(`^${berlin(half)}`) })).toBeNull();

    fireEvent.click(within(dialog).getByRole("button", { name: "30 minutes" }));
    const second = await within(dialog).findByRole("button", { name: `${berlin(half)}, ${berlinDay(half)}` });
    expect(new URLSearchParams(slotCalls(calls).at(-1)?.search).get("duration")).toBe("30");

    // A native button: reached by Tab, pressed by Enter or Space (which the browser turns into a click).
    second.focus();
    expect(document.activeElement).toBe(second);
    fireEvent.click(second);
    expect(second.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(dialog).getByRole("button", { name: "Book this time" }));
    expect(await screen.findByRole("heading", { name: "Booking completed!" })).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/api/bookings");
    expect(post?.body).toMatchObject({ tutorId: theirs._id, start: half, durationMinutes: 30 });
    // A dozen steps of a whole dialog: the default 5 s is short on a loaded two-core host.
  }, 20_000);

  it("says 'No free times in the next 14 days.' when there are none", async () => {
    const { dialog } = await openPicker((c) => (c.url === SLOTS_URL ? json(200, []) : bare(404)));
    expect(await within(dialog).findByText("No free times in the next 14 days.")).toBeTruthy();
  });

  it("says when the times cannot be loaded, and tries again", async () => {
    const { dialog, calls } = await openPicker(() => bare(500));
    expect(await within(dialog).findByText("Could not load free times.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(slotCalls(calls)).toHaveLength(2));
  });

  it("offline, shows the saved times marked as maybe out of date, and a booking waits in the outbox", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const saved = at(3, 10);
    const { dialog } = await openPicker(
      () => Promise.reject(new TypeError("offline")),
      (q) =>
        q.setQueryData(lessonKeys.slots(theirs._id, 60, at(-1, 0), at(13, 0)), [
          slot(at(-1, 9)),
          slot(saved),
        ]),
    );
    expect(await within(dialog).findByText("Saved times — they may be out of date.")).toBeTruthy();
    // Past saved times are not offered.
    expect(within(dialog).getAllByRole("button", { pressed: false })).toHaveLength(2); // the time and "30 minutes"
    fireEvent.click(within(dialog).getByRole("button", { name: `${berlin(saved)}, ${berlinDay(saved)}` }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Book this time" }));
    expect(await screen.findByRole("heading", { name: "Saved offline" })).toBeTruthy();
    const [item] = await list();
    expect(item).toMatchObject({ kind: "lesson-book", state: "pending", meta: { start: saved } });
    closeMessage();
    expect(await screen.findByText(/Lesson pending — sent when you're back online/)).toBeTruthy();
  });

  it("offline with nothing saved, says so", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { dialog } = await openPicker(() => Promise.reject(new TypeError("offline")));
    expect(await within(dialog).findByText(/You're offline and no times are saved/)).toBeTruthy();
  });

  it("a time taken meanwhile says so and offers the next free times, which book instead", async () => {
    const gone = at(2, 8);
    const next = at(2, 10);
    let taken = false;
    const { dialog, calls } = await openPicker((c) => {
      if (c.url === SLOTS_URL) return json(200, taken ? [slot(next)] : [slot(gone), slot(next)]);
      if (c.method === "POST" && (c.body as { start: string }).start === gone) {
        taken = true;
        return json(409, { code: "SLOT_TAKEN", error: SLOT_TAKEN_MESSAGE });
      }
      if (c.method === "POST") return booked(next);
      return bare(404);
    });
    fireEvent.click(
      await within(dialog).findByRole("button", { name: `${berlin(gone)}, ${berlinDay(gone)}` }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Book this time" }));
    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText(SLOT_TAKEN_MESSAGE)).toBeTruthy();
    const offer = await within(alert).findByRole("button", { name: /^Book / });
    fireEvent.click(offer);
    expect(await screen.findByRole("heading", { name: "Booking completed!" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => (c.body as { start: string }).start)).toEqual([
      gone,
      next,
    ]);
  });

  it("too many requests waiting: shows the server's words in the picker, nothing queued, and the picker stays open", async () => {
    const time = at(2, 8);
    const { dialog, calls } = await openPicker((c) => {
      if (c.url === SLOTS_URL) return json(200, [slot(time)]);
      if (c.method === "POST")
        return json(429, { code: "REQUESTS_WAITING", error: MESSAGES.waitingRequests });
      return bare(404);
    });
    fireEvent.click(
      await within(dialog).findByRole("button", { name: `${berlin(time)}, ${berlinDay(time)}` }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Book this time" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe(MESSAGES.waitingRequests);
    expect(screen.queryByText(MESSAGES.rateLimited)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Saved offline" })).toBeNull();
    expect(await list()).toEqual([]);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });
});
