import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Availability } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { AvailabilityPage } from "../../../../src/features/availability/components/availability-page.js";
import { lessonKeys } from "../../../../src/lib/query-keys.js";
import { list } from "../../../../src/offline/index.js";
import { amina } from "../../support/fixtures.js";
import { type ApiAnswer, answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { renderPage, testQueryClient } from "../../support/render-page.js";

/** The Availability editor (docs/product.md, Lessons (tutor)): validation, the body it saves, refusals. */
const saved: Availability = {
  timeZone: "Asia/Dhaka",
  weekly: [{ weekday: 1, start: "09:00", end: "12:00" }],
  exceptions: [{ date: "2026-12-25", available: false }],
};
const PATH = `/api/tutors/${amina.uid}/availability`;

withOutbox();
beforeEach(() => authStore.set({ user: amina, loading: false }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authStore.set({ user: null, loading: true });
});

async function openEditor(answer: ApiAnswer, start: Availability = saved) {
  const calls = answerApi(answer);
  const queryClient = testQueryClient();
  queryClient.setQueryData(lessonKeys.availability(amina.uid), start);
  await renderPage(AvailabilityPage, queryClient);
  await screen.findByRole("heading", { name: "Monday" });
  return calls;
}

const select = (name: string) => screen.getByRole("combobox", { name });
const change = (name: string, value: string) => fireEvent.change(select(name), { target: { value } });
/** The answer comes through the outbox (IndexedDB): slow on a loaded machine. */
const outcome = (role: "status" | "alert") => screen.findByRole(role, {}, { timeout: 4_000 });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save availability" }));

describe("Availability editor", () => {
  it("names each weekday with a heading one level below the page's (no skipped level)", async () => {
    await openEditor(() => json(200, saved));
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
      expect(screen.getByRole("heading", { name: day }).tagName).toBe("H2");
    }
  });

  it("refuses a window that ends when it starts, beside the window, and sends nothing", async () => {
    const calls = await openEditor(() => json(200, saved));
    change("Monday hours 1 to", "09:00");
    save();
    expect((await screen.findByRole("alert")).textContent).toBe("A window must end after it starts");
    expect(select("Monday hours 1 to").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("refuses overlapping windows of one day, beside that day", async () => {
    const calls = await openEditor(() => json(200, saved));
    fireEvent.click(screen.getByRole("button", { name: "Add hours on Monday" }));
    change("Monday hours 2 from", "11:00");
    change("Monday hours 2 to", "13:00");
    save();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Windows of one weekday cannot overlap");
    expect(alert.closest("li")?.getAttribute("aria-labelledby")).toBe("weekday-1");
    expect(calls).toEqual([]);
  });

  it("saves the whole availability with PUT, windows sorted, and confirms", async () => {
    const calls = await openEditor(({ body }) => json(200, body));
    fireEvent.click(screen.getByRole("button", { name: "Add hours on Wednesday" }));
    change("Wednesday hours 1 from", "18:00");
    change("Wednesday hours 1 to", "20:30");
    fireEvent.click(screen.getByRole("button", { name: "Add hours on Monday" }));
    fireEvent.change(screen.getByLabelText("Day off"), { target: { value: "2026-12-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Add day off" }));
    fireEvent.change(screen.getByLabelText("Search time zones"), { target: { value: "london" } });
    change("Time zone", "Europe/London");
    save();
    expect((await outcome("status")).textContent).toBe("Availability saved.");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`PUT ${PATH}`]);
    expect(calls[0].key).toBeTruthy();
    expect(calls[0].body).toEqual({
      timeZone: "Europe/London",
      weekly: [
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 1, start: "12:00", end: "13:00" },
        { weekday: 3, start: "18:00", end: "20:30" },
      ],
      exceptions: [
        { date: "2026-12-25", available: false },
        { date: "2026-12-31", available: false },
      ],
    });
  });

  it("removes a window and a day off", async () => {
    const calls = await openEditor(({ body }) => json(200, body));
    fireEvent.click(screen.getByRole("button", { name: "Remove Monday hours 1" }));
    fireEvent.click(screen.getByRole("button", { name: /^Remove day off/ }));
    save();
    await outcome("status");
    expect(calls[0].body).toEqual({ timeZone: "Asia/Dhaka", weekly: [], exceptions: [] });
  });

  it("shows the server's 400 text and keeps what was typed", async () => {
    await openEditor(() => json(400, { error: "Unknown time zone", code: "VALIDATION" }));
    change("Monday hours 1 to", "17:00");
    save();
    expect((await outcome("alert")).textContent).toBe("Unknown time zone");
    expect((select("Monday hours 1 to") as HTMLSelectElement).value).toBe("17:00");
    await vi.waitFor(async () => expect(await list()).toEqual([]));
  });

  it("starts a tutor who never set hours in the device's time zone", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      timeZone: "America/New_York",
    } as Intl.ResolvedDateTimeFormatOptions);
    await openEditor(() => json(200, saved), { timeZone: "UTC", weekly: [], exceptions: [] });
    expect((select("Time zone") as HTMLSelectElement).value).toBe("America/New_York");
    expect(within(screen.getByRole("group", { name: "Days off" })).getByText("No days off.")).toBeTruthy();
  });

  it("offline, the save waits in the outbox and says so", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await openEditor(() => Promise.reject(new TypeError("offline")));
    save();
    expect((await outcome("status")).textContent).toBe(
      "You're offline. Your availability is saved on this device and will be sent when you're back online.",
    );
    expect((await list()).map((i) => `${i.kind} ${i.method} ${i.path}`)).toEqual([
      `availability-update PUT ${PATH}`,
    ]);
  });
});

describe("Availability page states", () => {
  it("a failed load offers a retry, never a blank form", async () => {
    answerApi(() => json(500, { error: "Boom", code: "INTERNAL" }));
    await renderPage(AvailabilityPage);
    // One retry first (a lost connection may come back), a second later.
    const alert = await screen.findByRole("alert", {}, { timeout: 4_000 });
    expect(alert.textContent).toBe("Could not load your availability.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save availability" })).toBeNull();
  });

  it("offline with nothing saved says it will load when back online", async () => {
    answerApi(() => Promise.reject(new TypeError("offline")));
    await renderPage(AvailabilityPage);
    const alert = await screen.findByRole("alert", {}, { timeout: 4_000 });
    expect(alert.textContent).toBe("You're offline. Your availability will load when you're back online.");
  });
});
