import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { ConversationList } from "../../../../src/features/messages/components/conversation-list.js";
import { MessageButton } from "../../../../src/features/messages/components/message-button.js";
import { MessagesLink } from "../../../../src/features/messages/components/messages-link.js";
import { messageKeys } from "../../../../src/lib/query-keys.js";
import { answerApi, json } from "../../support/network.js";
import { closeMessage, renderPage, testQueryClient } from "../../support/render-page.js";
import { amina, CONVERSATION, conversation, message, NADIA } from "./support.js";

/**
 * Messages' list, the top bar's link with the unread count, and 'Message' on a tutor's pages
 * (docs/product.md, Messages).
 */
beforeEach(() => authStore.set({ user: amina, loading: false }));
afterEach(() => {
  closeMessage();
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

const SECOND = "6f1c1a34-3b1c-4c55-9a3f-00000000c0c1";

describe("the conversations", () => {
  it("list the other person, the last message (own ones marked), its time and the unread count", async () => {
    answerApi(() =>
      json(200, [
        conversation({ lastMessage: message(2, NADIA, 1, { text: "See you Friday" }), unread: 2 }),
        conversation({
          _id: SECOND,
          other: { uid: "demo-james", name: "", photoURL: null },
          lastMessage: message(3, amina.uid, 60 * 24 * 3, { conversationId: SECOND, text: "Thanks!" }),
        }),
      ]),
    );
    await renderPage(() => <ConversationList activeId={SECOND} />);
    const rows = await screen.findAllByRole("link");
    expect(rows.map((r) => r.getAttribute("href"))).toEqual([
      `/messages/${CONVERSATION}`,
      `/messages/${SECOND}`,
    ]);
    expect(within(rows[0]).getByText("Nadia Karim")).toBeTruthy();
    expect(within(rows[0]).getByText("See you Friday")).toBeTruthy();
    expect(within(rows[0]).getByText("2 unread messages")).toBeTruthy();
    // Someone without a name is 'Someone'; one's own last message says so.
    expect(rows[1].textContent).toContain("Someone");
    expect(rows[1].textContent).toContain("You: Thanks!");
    expect(rows[1].getAttribute("aria-current")).toBe("page");
  });

  it("say 'No messages yet.' when there are none", async () => {
    answerApi(() => json(200, []));
    await renderPage(() => <ConversationList />);
    await screen.findByText("No messages yet.");
  });
});

describe("the top bar's Messages", () => {
  it("is named with the unread count, which it shows", async () => {
    answerApi(() => json(200, { unread: 3 }));
    await renderPage(() => <MessagesLink uid={amina.uid} />);
    const link = await screen.findByRole("link", { name: "Messages, 3 unread" });
    expect(within(link).getByTestId("messages-count").textContent).toBe("3");
  });

  it("without unread messages is 'Messages' with no count", async () => {
    answerApi(() => json(200, { unread: 0 }));
    const { queryClient } = await renderPage(() => <MessagesLink uid={amina.uid} />);
    await waitFor(() => expect(queryClient.getQueryData(messageKeys.unread(amina.uid))).toBe(0));
    expect(screen.getByRole("link", { name: "Messages" })).toBeTruthy();
    expect(screen.queryByTestId("messages-count")).toBeNull();
  });
});

describe("'Message' on a tutor's pages", () => {
  it("opens the conversation with that person, naming the tutorial", async () => {
    const calls = answerApi(() => json(201, conversation()));
    const queryClient = testQueryClient();
    const { router } = await renderPage(
      () => <MessageButton withUid={NADIA} tutorialId={SECOND} />,
      queryClient,
    );
    fireEvent.click(screen.getByRole("button", { name: "Message" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${CONVERSATION}`));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", "/api/conversations", { with: NADIA, tutorialId: SECOND }],
    ]);
    expect(queryClient.getQueryData(messageKeys.conversations(amina.uid))).toEqual([conversation()]);
  });

  it("signed out, says one must log in, and asks nothing", async () => {
    authStore.set({ user: null, loading: false });
    const calls = answerApi(() => json(201, conversation()));
    await renderPage(() => <MessageButton withUid={NADIA} />);
    fireEvent.click(screen.getByRole("button", { name: "Message" }));
    await screen.findByText("You must be logged in to send messages.");
    expect(calls).toEqual([]);
  });

  it("is not there on one's own page", async () => {
    await renderPage(() => <MessageButton withUid={amina.uid} />);
    expect(screen.queryByRole("button", { name: "Message" })).toBeNull();
  });
});
