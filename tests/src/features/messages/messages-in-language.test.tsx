import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { ConversationList } from "../../../../src/features/messages/components/conversation-list.js";
import { ConversationView } from "../../../../src/features/messages/components/conversation-view.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { enqueue, update } from "../../../../src/offline/index.js";
import { englishLeft } from "../../support/english-left.js";
import { answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { renderPage } from "../../support/render-page.js";
import { amina, CONVERSATION, conversation, message, NADIA, page } from "./support.js";

/**
 * Messages drawn in Bangla and Arabic say nothing in English of the app's own (docs/decisions.md,
 * "Languages"): a text added without its translations fails here. What people wrote is in their
 * script; a refused message's reason is the server's English, shown translated.
 */
withOutbox();
beforeEach(() => authStore.set({ user: amina, loading: false }));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
  await act(() => activateLocale("en"));
});

const other = conversation({
  other: { uid: NADIA, name: "নাদিয়া করিম", photoURL: null },
  lastMessage: message(3, amina.uid, 1, { text: "শুক্রবার সন্ধ্যায় কি সম্ভব?" }),
  unread: 2,
});

describe.each(["bn", "ar"] as const)("Messages drawn in %s", (locale) => {
  beforeEach(async () => {
    await act(() => activateLocale(locale));
  });

  it("the list, a conversation with every tick, a refusal and the block question", async () => {
    answerApi((c) => {
      if (c.url === "/api/conversations") return json(200, [other]);
      if (c.url.endsWith("/messages"))
        return json(
          200,
          page(
            [
              message(1, NADIA, 60 * 24, { text: "আইইএলটিএস রাইটিংয়ে সাহায্য করবেন?" }),
              message(2, amina.uid, 60 * 24 - 3, { text: "অবশ্যই।", readAt: new Date().toISOString() }),
              message(3, amina.uid, 1, { text: "শুক্রবার সন্ধ্যায় কি সম্ভব?" }),
            ],
            true,
          ),
        );
      return json(200, { unread: 0 });
    });
    await enqueue({
      uid: amina.uid,
      kind: "message-send",
      method: "POST",
      path: `/api/conversations/${CONVERSATION}/messages`,
      body: { text: "অপেক্ষায়" },
      summary: "Message to নাদিয়া করিম",
      meta: { conversationId: CONVERSATION, text: "অপেক্ষায়", withName: "নাদিয়া করিম" },
    });
    const refused = await enqueue({
      uid: amina.uid,
      kind: "message-send",
      method: "POST",
      path: `/api/conversations/${CONVERSATION}/messages`,
      body: { text: "ফেরত" },
      summary: "Message to নাদিয়া করিম",
      meta: { conversationId: CONVERSATION, text: "ফেরত", withName: "নাদিয়া করিম" },
    });
    await update(refused.id, {
      state: "failed",
      status: 429,
      error: "Wait for an answer before sending more.",
    });
    await renderPage(() => (
      <>
        <ConversationList activeId={CONVERSATION} />
        <ConversationView conversationId={CONVERSATION} />
      </>
    ));
    await screen.findAllByTestId("message");
    await screen.findByText("ফেরত");
    expect(englishLeft(["TutorNest"])).toEqual([]);
    fireEvent.click(
      screen.getAllByRole("button").find((b) => b.textContent?.match(/ব্লক|حظر/)) as HTMLElement,
    );
    await screen.findByRole("alertdialog");
    expect(englishLeft(["TutorNest"])).toEqual([]);
  });
});
