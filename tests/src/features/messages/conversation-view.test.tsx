import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { ConversationView } from "../../../../src/features/messages/components/conversation-view.js";
import { messageEvents } from "../../../../src/features/messages/live-events.js";
import { messageKeys } from "../../../../src/lib/query-keys.js";
import { list } from "../../../../src/offline/index.js";
import { type ApiCall, answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { closeMessage, renderPage, testQueryClient } from "../../support/render-page.js";
import { amina, CONVERSATION, conversation, message, NADIA, page } from "./support.js";

/**
 * A conversation (docs/product.md, Messages): bubbles in order with their days and ticks, text
 * shown as text with safe links, the composer's keys, sending at once or through the outbox,
 * refusals with 'Try again' / 'Delete', earlier pages, live messages, reading and blocking.
 */
withOutbox();
beforeEach(() => authStore.set({ user: amina, loading: false }));
afterEach(() => {
  closeMessage();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

const threadKey = messageKeys.thread(amina.uid, CONVERSATION);

/** The server of these tests: the pages and list given, every write answered as the real one would. */
function serve(
  pages: Record<string, ReturnType<typeof page>>,
  over: Partial<Parameters<typeof conversation>[0]> = {},
) {
  let n = 100;
  const shown = conversation(over);
  return answerApi((c: ApiCall) => {
    if (c.url === "/api/conversations") return json(200, [shown]);
    if (c.url.endsWith("/messages") && c.method === "GET") {
      const before = new URLSearchParams(c.search).get("before") ?? "";
      return json(200, pages[before] ?? page([]));
    }
    if (c.url.endsWith("/messages") && c.method === "POST") {
      const body = c.body as { text: string };
      return json(201, message(++n, amina.uid, 0, { text: body.text }));
    }
    if (c.url.endsWith("/read")) return json(200, { unread: 0 });
    if (c.url.endsWith("/block")) {
      shown.blocked = { ...shown.blocked, byMe: c.method === "PUT" };
      return json(200, { blocked: shown.blocked.byMe });
    }
    if (c.url === "/api/messages/unread") return json(200, { unread: 0 });
    return json(404, { error: "Not found", code: "NOT_FOUND" });
  });
}

const renderConversation = (queryClient = testQueryClient()) =>
  renderPage(() => <ConversationView conversationId={CONVERSATION} />, queryClient);

const bubbles = () => screen.getAllByTestId("message");

describe("a conversation", () => {
  it("shows the messages oldest first, days apart, own ones at the end with named ticks", async () => {
    serve({
      "": page([
        message(1, NADIA, 2 * 24 * 60, { text: "Can you help with IELTS writing?" }),
        message(2, amina.uid, 2 * 24 * 60 - 5, { text: "Yes, gladly.", readAt: new Date().toISOString() }),
        message(3, amina.uid, 1, { text: "Is Friday evening possible?" }),
      ]),
    });
    await renderConversation();
    await screen.findByText("Is Friday evening possible?");
    expect(bubbles().map((b) => b.querySelector("p")?.textContent)).toEqual([
      "Can you help with IELTS writing?",
      "Yes, gladly.",
      "Is Friday evening possible?",
    ]);
    // Two days: a heading before the first message and one before today's.
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
    expect(within(bubbles()[0]).queryByText(/^(Sent|Read|Waiting to send)$/)).toBeNull();
    expect(within(bubbles()[1]).getByText("Read")).toBeTruthy();
    expect(within(bubbles()[2]).getByText("Sent")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Nadia Karim");
  });

  it("shows what people wrote as text; only http(s) addresses become links, kept apart from the app", async () => {
    serve({
      "": page([
        message(1, NADIA, 3, {
          text: '<img src=x onerror="alert(1)"> see https://example.com/notes?a=1. or javascript:alert(1)',
        }),
      ]),
    });
    const { container } = await renderConversation();
    await screen.findByTestId("message");
    expect(container.querySelector("img[src=x]")).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeTruthy();
    const links = within(bubbles()[0]).getAllByRole("link");
    expect(links.map((a) => [a.getAttribute("href"), a.getAttribute("rel"), a.textContent])).toEqual([
      ["https://example.com/notes?a=1", "noopener noreferrer nofollow ugc", "https://example.com/notes?a=1"],
    ]);
  });

  it("Enter sends once with an Idempotency-Key, Shift+Enter starts a new line, blank text is not sent", async () => {
    const calls = serve({ "": page([message(1, NADIA, 3)]) });
    await renderConversation();
    const box = await screen.findByPlaceholderText("Write a message");
    fireEvent.change(box, { target: { value: "   " } });
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(box, { key: "Enter" });
    fireEvent.change(box, { target: { value: "Line one" } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(calls.filter((c) => c.method === "POST" && c.url.endsWith("/messages"))).toHaveLength(0);
    fireEvent.change(box, { target: { value: "Line one\nLine two  " } });
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(within(bubbles()[1]).getByText("Sent")).toBeTruthy());
    const sent = calls.filter((c) => c.method === "POST" && c.url.endsWith("/messages"));
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ text: "Line one\nLine two" });
    expect(sent[0].key).toMatch(/.{8,}/);
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("offline, a message shows at once with the waiting tick and waits in the outbox", async () => {
    serve({ "": page([message(1, NADIA, 3)]) });
    const queryClient = testQueryClient();
    await renderConversation(queryClient);
    await screen.findByTestId("message");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    answerApi(() => Promise.reject(new TypeError("offline")));
    const box = screen.getByPlaceholderText("Write a message");
    fireEvent.change(box, { target: { value: "Written on the bus" } });
    fireEvent.keyDown(box, { key: "Enter" });
    const waiting = await screen.findByText("Written on the bus");
    expect(within(waiting.closest("li") as HTMLElement).getByText("Waiting to send")).toBeTruthy();
    const items = await list();
    expect(items.map((i) => [i.kind, i.path, i.body])).toEqual([
      ["message-send", `/api/conversations/${CONVERSATION}/messages`, { text: "Written on the bus" }],
    ]);
  });

  it("a refused message says why, with 'Try again' and 'Delete'", async () => {
    serve({ "": page([message(1, NADIA, 3)]) }, { blocked: { byMe: false, byThem: false } });
    await renderConversation();
    await screen.findByTestId("message");
    answerApi((c) =>
      c.method === "POST" && c.url.endsWith("/messages")
        ? json(403, { error: "You cannot message this person.", code: "BLOCKED" })
        : json(200, []),
    );
    // jsdom lays nothing out: the region grows by 200 px once a refusal's reason and buttons show.
    const region = screen.getByRole("region", { name: "Messages" });
    Object.defineProperty(region, "scrollHeight", {
      configurable: true,
      get: () => 1000 + 200 * region.querySelectorAll("[role=alert]").length,
    });
    const box = screen.getByPlaceholderText("Write a message");
    fireEvent.change(box, { target: { value: "Hello again" } });
    fireEvent.keyDown(box, { key: "Enter" });
    // Said at once (the send waited for the answer), and kept in the conversation, not sent.
    await waitFor(async () => expect((await list()).map((i) => i.state)).toEqual(["failed"]));
    const alert = await screen.findByText(/Not sent: You cannot message this person\./);
    const item = alert.closest("li") as HTMLElement;
    expect(within(item).getByRole("button", { name: "Try again" })).toBeTruthy();
    // The reason and its buttons are scrolled into view.
    expect(region.scrollTop).toBe(1200);
    fireEvent.click(within(item).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Hello again")).toBeNull());
    expect(await list()).toEqual([]);
  });

  it("'Load earlier messages' asks for the page before the oldest one shown", async () => {
    const calls = serve({
      "": page([message(31, NADIA, 5), message(32, NADIA, 4)], true),
      [message(31, NADIA, 0)._id]: page([message(30, amina.uid, 6)], false),
    });
    await renderConversation();
    fireEvent.click(await screen.findByRole("button", { name: "Load earlier messages" }));
    await screen.findByText("Message 30");
    expect(bubbles().map((b) => b.querySelector("p")?.textContent)).toEqual([
      "Message 30",
      "Message 31",
      "Message 32",
    ]);
    expect(calls.some((c) => c.search.includes(`before=${message(31, NADIA, 0)._id}`))).toBe(true);
    expect(screen.queryByRole("button", { name: "Load earlier messages" })).toBeNull();
  });

  it("marks the other person's new messages read while it is on screen, and clears its unread count", async () => {
    const calls = serve({ "": page([message(1, NADIA, 3)]) }, { unread: 1 });
    const queryClient = testQueryClient();
    queryClient.setQueryData(messageKeys.unread(amina.uid), 1);
    await renderConversation(queryClient);
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith("/read"))).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(messageKeys.unread(amina.uid))).toBe(0));
    // A message that arrives live is read too, once.
    act(() => messageEvents(queryClient, amina.uid).events.message(JSON.stringify(message(2, NADIA, 0))));
    await screen.findByText("Message 2");
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith("/read"))).toHaveLength(2));
  });

  it("opened offline, marks the messages read once the device is back online", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const calls = serve({ "": page([message(1, NADIA, 3)]) }, { unread: 1 });
    await renderConversation();
    await screen.findByText("Message 1");
    expect(calls.filter((c) => c.url.endsWith("/read"))).toHaveLength(0);
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith("/read"))).toHaveLength(1));
  });

  it("a live message joins at the bottom; scrolled up, it waits under 'New messages'", async () => {
    serve({ "": page([message(1, NADIA, 3)]) });
    const queryClient = testQueryClient();
    await renderConversation(queryClient);
    await screen.findByText("Message 1");
    const region = screen.getByRole("region", { name: "Messages" });
    // jsdom lays nothing out: the region says it is scrolled 500 px above its end.
    Object.defineProperties(region, {
      scrollHeight: { configurable: true, get: () => 1000 },
      clientHeight: { configurable: true, get: () => 300 },
    });
    region.scrollTop = 200;
    fireEvent.scroll(region);
    const live = (m: ChatMessage) =>
      act(() => messageEvents(queryClient, amina.uid).events.message(JSON.stringify(m)));
    live(message(2, NADIA, 0));
    await screen.findByText("Message 2");
    const jump = await screen.findByRole("button", { name: "New messages" });
    fireEvent.click(jump);
    expect(region.scrollTop).toBe(1000);
    expect(screen.queryByRole("button", { name: "New messages" })).toBeNull();
    // At the end again: the next one arrives without the button.
    live(message(3, NADIA, 0));
    await screen.findByText("Message 3");
    expect(screen.queryByRole("button", { name: "New messages" })).toBeNull();
  });

  it("a read event turns the writer's ticks to read", async () => {
    serve({ "": page([message(1, amina.uid, 3)]) });
    const queryClient = testQueryClient();
    await renderConversation(queryClient);
    await screen.findByText("Sent");
    act(() =>
      messageEvents(queryClient, amina.uid).events["message-read"](
        JSON.stringify({ conversationId: CONVERSATION, readAt: new Date().toISOString() }),
      ),
    );
    await screen.findByText("Read");
    expect(queryClient.getQueryData(threadKey)).toBeTruthy();
  });

  it("Block asks first, then blocks; Unblock restores; blocked by the other, the composer says why", async () => {
    const calls = serve({ "": page([message(1, NADIA, 3)]) });
    await renderConversation();
    fireEvent.click(await screen.findByRole("button", { name: "Block" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Block Nadia Karim?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Block" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT" && c.url.endsWith("/block"))).toBe(true));
    await screen.findByText(/You blocked this person\./);
    fireEvent.click(screen.getByRole("button", { name: "Unblock" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url.endsWith("/block"))).toBe(true),
    );
    cleanup();
    serve({ "": page([message(1, NADIA, 3)]) }, { blocked: { byMe: false, byThem: true } });
    await renderConversation();
    await screen.findByText("You cannot message this person.");
    expect(screen.queryByPlaceholderText("Write a message")).toBeNull();
  });
});
