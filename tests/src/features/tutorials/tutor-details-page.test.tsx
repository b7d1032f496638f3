import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { bookingKeys } from "../../../../src/features/bookings/api.js";
import { lessonKeys } from "../../../../src/features/lessons/api.js";
import { tutorialKeys } from "../../../../src/features/tutorials/api.js";
import { TutorDetailsPage } from "../../../../src/features/tutorials/components/tutor-details-page.js";
import { expectErrorDialog } from "../../support/error-dialog.js";
import { amina, tutorial } from "../../support/fixtures.js";
import { type ApiAnswer, answerApi, bare, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { closeMessage, renderPage, testQueryClient } from "../../support/render-page.js";

/** Book Now's messages (docs/product.md, Messages): signed out, and a booking the server refuses (through the outbox). */
const theirs = tutorial(2, {
  userId: "demo-bilal",
  userName: "Bilal Khan",
  email: "bilal@tutornest.example",
});

withOutbox();
afterEach(async () => {
  closeMessage();
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

/** The page's writes: its reads (reviews, saved tutors) are not what these tests are about. */
const writes = <T extends { method: string }>(calls: T[]) => calls.filter((c) => c.method !== "GET");

async function openDetails(answer: ApiAnswer) {
  const calls = answerApi(answer);
  const queryClient = testQueryClient();
  queryClient.setQueryData(tutorialKeys.detail(theirs._id), theirs);
  queryClient.setQueryData(bookingKeys.list(amina.uid), []);
  // A tutor without availability is booked as before, without a time.
  queryClient.setQueryData(lessonKeys.availability(theirs.userId), {
    timeZone: "UTC",
    weekly: [],
    exceptions: [],
  });
  await renderPage(() => <TutorDetailsPage id={theirs._id} />, queryClient);
  return calls;
}

describe("Tutor Details: who teaches", () => {
  it("names the tutor, never their sign-in e-mail (a visitor's page is no address book)", async () => {
    authStore.set({ user: amina, loading: false });
    await openDetails(() => json(404, {}));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Bilal Khan");
    expect(document.body.textContent).not.toContain("bilal@tutornest.example");
  });
});

describe("Tutor Details: Book Now's messages", () => {
  it("signed out, Book Now says 'You must be logged in to book.' without calling the server", async () => {
    authStore.set({ user: null, loading: false });
    const calls = await openDetails(() => json(201, {}));
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    await expectErrorDialog("You must be logged in to book.");
    expect(writes(calls)).toEqual([]);
  });

  it("a refusal with a server text shows that text instead of 'Booking failed'", async () => {
    authStore.set({ user: amina, loading: false });
    const calls = await openDetails(() => json(404, { error: "Tutorial not found", code: "NOT_FOUND" }));
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    await expectErrorDialog("Tutorial not found");
    expect(writes(calls).map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/bookings"]);
    expect(writes(calls)[0]?.body).toMatchObject({ tutorId: theirs._id });
  });

  it("a refusal without a server text says 'Booking failed'", async () => {
    authStore.set({ user: amina, loading: false });
    await openDetails(() => bare(400));
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    await expectErrorDialog("Booking failed");
  });
});

describe("Tutor Details: Book Now before the identity provider has answered", () => {
  it("a click is remembered, not lost: once the answer is 'nobody', it asks to log in", async () => {
    authStore.set({ user: null, loading: true });
    const calls = await openDetails(() => json(201, {}));
    const button = screen.getByRole("button", { name: "Book Now" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.textContent).toContain("Booking...");
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(writes(calls)).toEqual([]);
    act(() => authStore.set({ user: null, loading: false }));
    await expectErrorDialog("You must be logged in to book.");
    expect(writes(calls)).toEqual([]);
  });

  it("a click is remembered, not lost: once the answer is a signed-in learner, it books", async () => {
    authStore.set({ user: null, loading: true });
    const calls = await openDetails(() => json(201, { created: true }));
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    expect(writes(calls)).toEqual([]);
    act(() => authStore.set({ user: amina, loading: false }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/bookings"]),
    );
  });
});

describe("Tutor Details: Book Now while the tutor's hours are being asked for", () => {
  function holdHours(hours: { weekly: unknown[] }) {
    let answerHours: (() => void) | undefined;
    const calls = answerApi((call) => {
      if (call.url.startsWith(`/api/tutors/${theirs.userId}/availability`))
        return new Promise((resolve) => {
          answerHours = () => resolve(json(200, { timeZone: "UTC", exceptions: [], ...hours }));
        });
      return json(201, {});
    });
    return { calls, answer: () => answerHours?.() };
  }

  async function open() {
    const queryClient = testQueryClient();
    queryClient.setQueryData(tutorialKeys.detail(theirs._id), theirs);
    queryClient.setQueryData(bookingKeys.list(amina.uid), []);
    await renderPage(() => <TutorDetailsPage id={theirs._id} />, queryClient);
    // Room for a loaded host: the page also asks for the tutor's profile and reviews meanwhile.
    return screen.findByRole("button", { name: "Book Now" }, { timeout: 5_000 });
  }

  it("a click waits for the answer (keeping its colours), then books untimed", async () => {
    authStore.set({ user: amina, loading: false });
    const hours = holdHours({ weekly: [] });
    const button = await open();
    // Never `disabled`: a disabled button is drawn grey and fades to green when enabled.
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(hours.calls.filter((c) => c.method === "POST")).toEqual([]);

    hours.answer();
    // A hang guard, not a speed check (the setup file's waits are 5 s too).
    await vi.waitFor(
      () =>
        expect(hours.calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/bookings"]),
      { timeout: 5_000 },
    );
    // The answer's message comes a moment later: waited for here, so that it is closed with this
    // test and does not open over the next one's screen.
    await screen.findByRole("dialog");
  });

  it("a click waits for the answer, then opens the slot picker of a tutor booked by time", async () => {
    authStore.set({ user: amina, loading: false });
    const hours = holdHours({ weekly: [{ weekday: 1, start: "09:00", end: "12:00" }] });
    fireEvent.click(await open());
    hours.answer();
    await screen.findByRole("dialog", { name: "Choose a time" });
    expect(hours.calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
