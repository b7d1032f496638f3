import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lesson } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { lessonKeys } from "../../../../src/features/lessons/api.js";
import { MyLessonsPage } from "../../../../src/features/lessons/components/my-lessons-page.js";
import { notificationKeys } from "../../../../src/lib/query-keys.js";
import { list } from "../../../../src/offline/index.js";
import { expectErrorDialog } from "../../support/error-dialog.js";
import { amina } from "../../support/fixtures.js";
import { type ApiAnswer, answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { closeMessage, renderPage, testQueryClient } from "../../support/render-page.js";

/** My lessons, the tutor's side (docs/product.md, Lessons (tutor)): parts, answers, states. */
const HOUR = 60 * 60 * 1000;
const id = (n: number) => `6f1c1a34-3b1c-4c55-9a3f-${String(n).padStart(12, "0")}`;

function lesson(n: number, hoursAhead: number, over: Partial<Lesson> = {}): Lesson {
  const start = new Date(Date.now() + hoursAhead * HOUR);
  start.setUTCMinutes(0, 0, 0);
  return {
    _id: id(n),
    tutorId: "00000000-0000-4000-8000-000000000003",
    image: "/uploads/3.webp",
    language: "English",
    price: 15,
    tutorEmail: amina.email ?? "",
    email: `learner${n}@tutornest.example`,
    start: start.toISOString(),
    end: new Date(start.getTime() + HOUR).toISOString(),
    status: "requested",
    learnerName: `Learner ${n}`,
    tutorName: "Amina Rahman",
    reason: null,
    ...over,
  };
}

const lessons = [
  lesson(1, 30),
  lesson(2, 48, { status: "confirmed" }),
  lesson(3, -48, { status: "confirmed" }),
  lesson(4, 72, { status: "cancelled", reason: "Ill" }),
];

beforeAll(() => {
  process.env.TZ = "Asia/Dhaka";
});
withOutbox();
beforeEach(() => authStore.set({ user: amina, loading: false }));
afterEach(() => {
  closeMessage();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authStore.set({ user: null, loading: true });
});

/** The server: the list for GET, the changed lesson for PATCH. */
const server: ApiAnswer = ({ method, url, body }) => {
  if (method === "GET") return json(200, lessons);
  const changed = lessons.find((l) => url.endsWith(l._id));
  return json(200, { ...changed, ...(body as object) });
};

async function openPage(answer: ApiAnswer = server) {
  const calls = answerApi(answer);
  const queryClient = testQueryClient();
  queryClient.setQueryData(lessonKeys.list(amina.uid, "tutor"), lessons);
  await renderPage(MyLessonsPage, queryClient);
  // Lists are fetched again after each answer: only the writes matter here.
  return { patches: () => calls.filter((c) => c.method !== "GET"), calls, queryClient };
}

/** A message comes once the lists are fetched again, which takes a while on a loaded machine. */
const message = (name: string) => screen.findByRole("heading", { name }, { timeout: 4_000 });

/** A paragraph reading `text`, names in it isolated in their own elements (<bdi>). */
const paragraph = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === "P" && el.textContent === text;

const part = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name}`) });
const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("My lessons", () => {
  it("shows Requests, Upcoming and Past with the learner, language, time and zone", async () => {
    await openPage();
    expect(names(part("Requests"))).toEqual(["Learner: Learner 1"]);
    expect(names(part("Upcoming"))).toEqual(["Learner: Learner 2"]);
    expect(names(part("Past"))).toEqual(["Learner: Learner 4", "Learner: Learner 3"]);
    expect(screen.getByText(paragraph("Times in your time zone: Asia/Dhaka"))).toBeTruthy();
    const request = within(part("Requests")).getByRole("article");
    expect(request.textContent).toContain("English");
    expect(request.textContent).toContain("Requested — waiting for the tutor");
    expect(within(part("Past")).getByText(paragraph("Reason: Ill"))).toBeTruthy();
  });

  it("Confirm sends PATCH { status: confirmed }, and the bell is asked again", async () => {
    const { patches, queryClient } = await openPage();
    // The bell's list as it was: the request still unread (the server now has it read).
    queryClient.setQueryData(notificationKeys.list(amina.uid), { items: [], unread: 1 });
    fireEvent.click(within(part("Requests")).getByRole("button", { name: /^Confirm/ }));
    await message("Lesson confirmed.");
    expect(patches().map((c) => `${c.method} ${c.url}`)).toEqual([`PATCH /api/lessons/${id(1)}`]);
    expect(patches()[0].body).toEqual({ status: "confirmed" });
    expect(queryClient.getQueryState(notificationKeys.list(amina.uid))?.isInvalidated).toBe(true);
  });

  it("Decline asks, with an optional reason, then sends it", async () => {
    const { patches } = await openPage();
    fireEvent.click(within(part("Requests")).getByRole("button", { name: /^Decline/ }));
    const dialog = await screen.findByRole("dialog", { name: "Decline this request?" });
    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), {
      target: { value: " Fully booked " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    await message("Lesson declined.");
    expect(patches()).toMatchObject([
      {
        method: "PATCH",
        url: `/api/lessons/${id(1)}`,
        body: { status: "declined", reason: "Fully booked" },
      },
    ]);
  });

  it("Cancel asks for the learner's reason before sending it", async () => {
    const { patches } = await openPage();
    fireEvent.click(within(part("Upcoming")).getByRole("button", { name: /^Cancel lesson/ }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this lesson?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel lesson" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Please tell the learner why.");
    expect(patches()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Reason for the learner"), { target: { value: "Ill" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel lesson" }));
    await message("Lesson cancelled.");
    expect(patches()).toMatchObject([
      {
        method: "PATCH",
        url: `/api/lessons/${id(2)}`,
        body: { status: "cancelled", reason: "Ill" },
      },
    ]);
  });

  it("a refusal shows the server's words", async () => {
    await openPage(() => json(409, { error: "This lesson can no longer be confirmed.", code: "CONFLICT" }));
    fireEvent.click(within(part("Requests")).getByRole("button", { name: /^Confirm/ }));
    await expectErrorDialog("This lesson can no longer be confirmed.");
  });

  it("offline, a confirmation waits in the outbox and shows as pending", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await openPage(() => Promise.reject(new TypeError("offline")));
    fireEvent.click(within(part("Requests")).getByRole("button", { name: /^Confirm/ }));
    await screen.findByText("Confirmation pending — sent when you're back online");
    expect((await list()).map((i) => `${i.kind} ${i.method} ${i.path}`)).toEqual([
      `lesson-update PATCH /api/lessons/${id(1)}`,
    ]);
  });
});

describe("My lessons states", () => {
  it("no lessons: says so and points at Availability", async () => {
    answerApi(() => json(200, []));
    await renderPage(MyLessonsPage);
    expect(
      await screen.findByText("No lessons yet. Learners book the hours you set in Availability."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Set your availability" }).getAttribute("href")).toBe(
      "/availability",
    );
  });

  it("asks GET /lessons?role=tutor, and a failed load offers a retry", async () => {
    const calls = answerApi(() => json(500, { error: "Boom", code: "INTERNAL" }));
    await renderPage(MyLessonsPage);
    expect((await screen.findByRole("alert", {}, { timeout: 4_000 })).textContent).toBe(
      "Could not load your lessons.",
    );
    expect(calls[0]).toMatchObject({ method: "GET", url: "/api/lessons", search: "?role=tutor" });
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("offline with nothing saved says so", async () => {
    answerApi(() => Promise.reject(new TypeError("offline")));
    await renderPage(MyLessonsPage);
    expect((await screen.findByRole("alert", {}, { timeout: 4_000 })).textContent).toBe(
      "You're offline. Your lessons will load when you're back online.",
    );
  });
});
