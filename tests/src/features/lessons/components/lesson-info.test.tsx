import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CANCEL_RULE_MESSAGE, type Lesson } from "../../../../../contract/index.js";
import { authStore } from "../../../../../src/features/auth/auth-store.js";
import { bookingKeys } from "../../../../../src/features/bookings/api.js";
import { MyBookedTutorsPage } from "../../../../../src/features/bookings/components/my-booked-tutors-page.js";
import { lessonKeys } from "../../../../../src/features/lessons/api.js";
import { amina } from "../../../support/fixtures.js";
import { type ApiAnswer, answerApi, bare, json } from "../../../support/network.js";
import { withOutbox } from "../../../support/outbox.js";
import { closeMessage, renderPage, testQueryClient } from "../../../support/render-page.js";

/** A paragraph reading `text`, names in it isolated in their own elements (<bdi>). */
const paragraph = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === "P" && el.textContent === text;

/** A lesson on My booked tutors (docs/product.md, Lessons (learner)). */
const ZONE = "Asia/Dhaka";
const HOUR = 60 * 60 * 1000;

function lessonAt(hoursAhead: number, over: Partial<Lesson> = {}): Lesson {
  const start = new Date(Date.now() + hoursAhead * HOUR);
  start.setUTCMinutes(0, 0, 0);
  return {
    _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a0d",
    tutorId: "00000000-0000-4000-8000-000000000003",
    image: "/uploads/3.webp",
    language: "English",
    price: 15,
    tutorEmail: "bilal@tutornest.example",
    email: amina.email ?? "",
    start: start.toISOString(),
    end: new Date(start.getTime() + HOUR).toISOString(),
    status: "confirmed",
    learnerName: "Amina Rahman",
    tutorName: "Bilal Khan",
    reason: null,
    ...over,
  };
}

beforeAll(() => {
  process.env.TZ = ZONE;
});
withOutbox();
afterEach(() => {
  closeMessage();
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

async function openPage(lesson: Lesson, answer: ApiAnswer = () => bare(404)) {
  authStore.set({ user: amina, loading: false });
  const calls = answerApi(answer);
  const queryClient = testQueryClient();
  const { start: _s, end: _e, status: _st, learnerName: _l, tutorName: _t, reason: _r, ...booking } = lesson;
  queryClient.setQueryData(bookingKeys.list(amina.uid), [booking]);
  queryClient.setQueryData(lessonKeys.list(amina.uid, "learner"), [lesson]);
  await renderPage(MyBookedTutorsPage, queryClient);
  return calls;
}

const dhaka = (iso: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: ZONE,
  }).format(new Date(iso));

describe("My booked tutors: lessons", () => {
  it("shows the lesson's date and time in the learner's zone (named), its state and the tutor's reason", async () => {
    const lesson = lessonAt(48, { status: "cancelled", reason: "I am ill, sorry." });
    await openPage(lesson);
    expect(await screen.findByText(new RegExp(`^${dhaka(lesson.start)}`))).toBeTruthy();
    expect(screen.getByText(paragraph(`Times in your time zone: ${ZONE}`))).toBeTruthy();
    expect(screen.getByTestId("lesson-status").textContent).toBe("Status: Cancelled");
    expect(screen.getByText(paragraph("Tutor's reason: I am ill, sorry."))).toBeTruthy();
    // A cancelled lesson cannot be cancelled again, goes in no calendar, and cannot be reviewed.
    expect(screen.queryByRole("button", { name: "Cancel lesson" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Review/ })).toBeNull();
  });

  it("a lesson to come offers Add to calendar (.ics) and says when it may be reviewed", async () => {
    const lesson = lessonAt(48);
    await openPage(lesson);
    const ics = await screen.findByRole("link", { name: "Add to calendar" });
    expect(ics.getAttribute("href")).toBe(`/api/lessons/${lesson._id}/calendar.ics`);
    expect(ics.hasAttribute("download")).toBe(true);
    expect(screen.getByText("You can review this tutor after your lesson.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Review/ })).toBeNull();
  });

  it("a lesson that took place goes in no calendar and offers Review", async () => {
    const lesson = lessonAt(-48, { status: "completed" });
    await openPage(lesson);
    expect(await screen.findByRole("button", { name: "Review English tutor" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
    expect(screen.queryByText("You can review this tutor after your lesson.")).toBeNull();
  });

  it("Cancel explains the 12-hour rule, then patches the lesson: 'Lesson cancelled.'", async () => {
    const lesson = lessonAt(24, { status: "requested" });
    const calls = await openPage(lesson, (c) =>
      c.method === "PATCH" ? json(200, { ...lesson, status: "cancelled" }) : json(200, [lesson]),
    );
    expect(screen.getByTestId("lesson-status").textContent).toBe("Status: Requested — waiting for the tutor");
    fireEvent.click(screen.getByRole("button", { name: "Cancel lesson" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(CANCEL_RULE_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel" }));
    expect(await screen.findByRole("heading", { name: "Lesson cancelled." })).toBeTruthy();
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.url).toBe(`/api/lessons/${lesson._id}`);
    expect(patch?.body).toEqual({ status: "cancelled" });
  });

  it("under 12 hours before the start, Cancel is disabled and the rule is shown", async () => {
    await openPage(lessonAt(5));
    const cancel = screen.getByRole("button", { name: "Cancel lesson" }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    expect(screen.getByText(CANCEL_RULE_MESSAGE)).toBeTruthy();
  });

  it("a booking without a time shows as before: no lesson details", async () => {
    authStore.set({ user: amina, loading: false });
    answerApi(() => json(200, []));
    const queryClient = testQueryClient();
    const {
      start: _s,
      end: _e,
      status: _st,
      learnerName: _l,
      tutorName: _t,
      reason: _r,
      ...booking
    } = lessonAt(48);
    queryClient.setQueryData(bookingKeys.list(amina.uid), [booking]);
    queryClient.setQueryData(lessonKeys.list(amina.uid, "learner"), []);
    await renderPage(MyBookedTutorsPage, queryClient);
    expect(screen.getByText("bilal@tutornest.example")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
  });
});
