import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Availability, Lesson, Notification } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { AvailabilityPage } from "../../../../src/features/availability/components/availability-page.js";
import { MyLessonsPage } from "../../../../src/features/lessons/components/my-lessons-page.js";
import { NotificationBell } from "../../../../src/features/notifications/components/notification-bell.js";
import { PendingChangesPage } from "../../../../src/features/offline/components/pending-changes-page.js";
import { sendWrite } from "../../../../src/features/offline/send-write.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { lessonKeys } from "../../../../src/lib/query-keys.js";
import { amina } from "../../support/fixtures.js";
import { answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { renderPage, testQueryClient } from "../../support/render-page.js";

/**
 * My lessons, Availability, Pending changes and the bell drawn in Bangla and Arabic say nothing in
 * English of the app's own (docs/decisions.md, "Languages"): a text added without its translations
 * fails here. What people wrote here is in Bangla script; the zone's name is the IANA one.
 */
const ZONE = "Asia/Dhaka";
const HOUR = 60 * 60 * 1000;
const id = (n: number) => `6f1c1a34-3b1c-4c55-9a3f-${String(n).padStart(12, "0")}`;

function lesson(n: number, hoursAhead: number, over: Partial<Lesson> = {}): Lesson {
  const start = new Date(Date.now() + hoursAhead * HOUR);
  start.setUTCMinutes(0, 0, 0);
  return {
    _id: id(n),
    tutorId: "00000000-0000-4000-8000-000000000003",
    image: "/uploads/3.webp",
    language: "ইংরেজি",
    price: 15,
    tutorEmail: amina.email ?? "",
    email: `learner${n}@tutornest.example`,
    start: start.toISOString(),
    end: new Date(start.getTime() + HOUR).toISOString(),
    status: "requested",
    learnerName: `শিক্ষার্থী ${n}`,
    tutorName: "আমিনা",
    reason: null,
    ...over,
  };
}

/** Every text a person sees or hears in `root`: its words, and its names and hints. */
function shownTexts(root: HTMLElement): string[] {
  const attributes = [...root.querySelectorAll("[aria-label], [placeholder], [title], [alt]")].flatMap((el) =>
    ["aria-label", "placeholder", "title", "alt"].map((a) => el.getAttribute(a) ?? ""),
  );
  return [root.textContent ?? "", ...attributes];
}

/**
 * Latin words left once the zone's name is set aside: an IANA identifier, written in Latin, and
 * its city the time zone search's example (the search reads those names).
 */
function englishIn(root: HTMLElement): string[] {
  return shownTexts(root).flatMap(
    (text) =>
      text
        .replaceAll(ZONE, "")
        .replaceAll("Dhaka", "")
        .match(/[A-Za-z]{2,}/g) ?? [],
  );
}

beforeAll(() => {
  process.env.TZ = ZONE;
});
withOutbox();
beforeEach(() => authStore.set({ user: amina, loading: false }));
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
  await act(() => activateLocale("en"));
});

describe.each(["bn", "ar"] as const)("drawn in %s, no English of the app's own", (locale) => {
  beforeEach(async () => {
    await act(() => activateLocale(locale));
  });

  it("My lessons: parts, cards, states and their buttons", async () => {
    answerApi(() => json(200, []));
    const queryClient = testQueryClient();
    queryClient.setQueryData(lessonKeys.list(amina.uid, "tutor"), [
      lesson(1, 30),
      lesson(2, 48, { status: "confirmed" }),
      lesson(3, -48, { status: "cancelled", reason: "অসুস্থ" }),
      lesson(4, -72, { status: "expired" }),
    ]);
    const { container } = await renderPage(MyLessonsPage, queryClient);
    await screen.findAllByRole("article");
    expect(englishIn(container)).toEqual([]);
    // The cards' answers open their dialogs in the language too.
    fireEvent.click(within(screen.getAllByRole("article")[0]).getAllByRole("button")[1]);
    expect(englishIn(await screen.findByRole("dialog"))).toEqual([]);
  });

  it("Availability: weekly hours, time zone, days off", async () => {
    const saved: Availability = {
      timeZone: ZONE,
      weekly: [{ weekday: 1, start: "09:00", end: "12:00" }],
      exceptions: [{ date: "2026-12-25", available: false }],
    };
    answerApi(() => json(200, saved));
    const queryClient = testQueryClient();
    queryClient.setQueryData(lessonKeys.availability(amina.uid), saved);
    const { container } = await renderPage(AvailabilityPage, queryClient);
    await screen.findAllByRole("combobox");
    // The zone list holds every IANA name: only the chosen one is shown.
    const zones = container.querySelector("select[name=timeZone]");
    for (const option of zones?.querySelectorAll("option:not(:checked)") ?? []) option.remove();
    expect(englishIn(container)).toEqual([]);
  });

  it("Pending changes: a waiting write, with its line, state and buttons", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    answerApi(() => Promise.reject(new TypeError("offline")));
    await sendWrite("lesson-update", {
      id: id(1),
      status: "confirmed",
      language: "ইংরেজি",
      withName: "শিক্ষার্থী ১",
      start: new Date(Date.now() + 30 * HOUR).toISOString(),
    });
    await sendWrite("availability-update", {
      uid: amina.uid,
      body: { timeZone: ZONE, weekly: [], exceptions: [] },
    });
    const { container } = await renderPage(PendingChangesPage);
    await screen.findAllByRole("listitem");
    expect(englishIn(container)).toEqual([]);
  });

  it("the bell: its name, list and relative times", async () => {
    const notes: Notification[] = (["lesson-requested", "lesson-confirmed"] as const).map((type, n) => ({
      _id: id(10 + n),
      type,
      lessonId: id(n),
      createdAt: new Date(Date.now() - (n + 3) * 60_000).toISOString(),
      read: n > 0,
    }));
    vi.stubGlobal("EventSource", undefined);
    answerApi(() => json(200, notes));
    const { container } = await renderPage(() => <NotificationBell uid={amina.uid} />);
    const bell = await screen.findByRole("button", { name: /\d|[০-৯]|[٠-٩]/ });
    expect(englishIn(container)).toEqual([]);
    fireEvent.click(bell);
    expect(englishIn(await screen.findByRole("dialog"))).toEqual([]);
  });
});
