import { i18n } from "@lingui/core";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Notification } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { LiveControls } from "../../../../src/features/layout/live-controls.js";
import { formatDateTime } from "../../../../src/features/lessons/format.js";
import { NotificationBell } from "../../../../src/features/notifications/components/notification-bell.js";
import { EVENTS_URL } from "../../../../src/lib/live-events.js";
import { lessonKeys } from "../../../../src/lib/query-keys.js";
import { amina } from "../../support/fixtures.js";
import { answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { renderPage, testQueryClient } from "../../support/render-page.js";

/** The bell (docs/product.md, Lessons (tutor)): count, list, Mark all as read, live events. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const note = (n: number, type: Notification["type"], read = false): Notification => ({
  _id: id(n),
  type,
  lessonId: id(100 + n),
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  read,
});

/** A stand-in for the browser's EventSource: the test sends events through `emit`. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  emit(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}

withOutbox();
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  authStore.set({ user: amina, loading: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

const list = [note(1, "lesson-requested"), note(2, "lesson-confirmed"), note(3, "lesson-cancelled", true)];

/** The bell alone, or (`live`) with Messages and the page's live connection, as the top bar has it. */
async function renderBell(live = false) {
  const calls = answerApi((c) =>
    c.url === "/api/notifications" ? json(200, list) : json(200, { unread: 0 }),
  );
  const Shown = live ? LiveControls : NotificationBell;
  const view = await renderPage(() => <Shown uid={amina.uid} />, testQueryClient());
  return { ...view, calls };
}

describe("Notification bell", () => {
  it("names the unread count and lists notifications newest first, in words, linking to the lesson", async () => {
    await renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    expect(screen.getByTestId("bell-count").textContent).toBe("2");
    fireEvent.click(bell);
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    const links = within(dialog).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Unread: New lesson request1 minute ago",
      "Unread: Lesson confirmed2 minutes ago",
      "Lesson cancelled3 minutes ago",
    ]);
    expect(links[0].getAttribute("href")).toBe(`/my-lessons#lesson-${id(101)}`);
    expect(links[1].getAttribute("href")).toBe(`/my-booked-tutors#lesson-${id(102)}`);
  });

  it("a cancellation of one of the tutor's own lessons links to My lessons", async () => {
    const { queryClient } = await renderBell();
    queryClient.setQueryData(lessonKeys.list(amina.uid, "tutor"), [{ _id: id(103) }]);
    fireEvent.click(await screen.findByRole("button", { name: /^Notifications/ }));
    const link = await screen.findByRole("link", { name: /Lesson cancelled/ });
    expect(link.getAttribute("href")).toBe(`/my-lessons#lesson-${id(103)}`);
  });

  it("says who and when, and links a review notification to its tutorial", async () => {
    const start = "2026-12-01T10:00:00.000Z";
    const items: Notification[] = [
      {
        ...note(1, "review-posted"),
        lessonId: null,
        tutorialId: id(200),
        reviewId: id(201),
        actorName: "Nadia Karim",
        language: "English",
      },
      { ...note(2, "review-replied", true), lessonId: null, tutorialId: id(300), actorName: "Rita Tutor" },
      { ...note(3, "lesson-requested"), actorName: "Nadia Karim", start },
    ];
    answerApi((c) => (c.url === "/api/notifications" ? json(200, items) : json(200, { unread: 0 })));
    await renderPage(() => <NotificationBell uid={amina.uid} />, testQueryClient());
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    const links = within(await screen.findByRole("dialog")).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Unread: Nadia Karim reviewed your English tutorial1 minute ago",
      "Rita Tutor replied to your review2 minutes ago",
      `Unread: Nadia Karim asked for ${formatDateTime(start, i18n)}3 minutes ago`,
    ]);
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      `/tutor/${id(200)}`,
      `/tutor/${id(300)}`,
      `/my-lessons#lesson-${id(103)}`,
    ]);
  });

  it("Mark all as read posts { all: true } and clears the count", async () => {
    const { calls } = await renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    fireEvent.click(await screen.findByRole("button", { name: "Mark all as read" }));
    // The open panel hides the rest of the page from assistive technology, the bell included.
    await screen.findByRole("button", { name: "Notifications", hidden: true });
    const post = calls.find((c) => c.method === "POST");
    expect(post).toMatchObject({ url: "/api/notifications/read", body: { all: true } });
    expect(post?.key).toBeTruthy();
    expect(screen.queryByTestId("bell-count")).toBeNull();
  });

  it("a live notification event bumps the count and refreshes lessons; unmounting closes the stream", async () => {
    const { queryClient, unmount } = await renderBell(true);
    await screen.findByRole("button", { name: "Notifications, 2 unread" });
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual([EVENTS_URL]);
    queryClient.setQueryData(lessonKeys.list(amina.uid, "tutor"), []);
    const source = FakeEventSource.instances[0];
    source.emit("notification", JSON.stringify({ ...note(0, "lesson-requested"), _id: id(9) }));
    await screen.findByRole("button", { name: "Notifications, 3 unread" });
    expect(queryClient.getQueryState(lessonKeys.list(amina.uid, "tutor"))?.isInvalidated).toBe(true);
    // The same event again (a replay after reconnecting) is counted once; a garbled one not at all.
    source.emit("notification", JSON.stringify({ ...note(0, "lesson-requested"), _id: id(9) }));
    source.emit("notification", "not json");
    await waitFor(() => expect(screen.getByTestId("bell-count").textContent).toBe("3"));
    unmount();
    expect(source.closed).toBe(true);
  });
});
