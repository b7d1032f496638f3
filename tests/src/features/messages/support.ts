import type { ChatMessage, Conversation, MessagesPage } from "../../../../contract/index.js";
import { amina } from "../../support/fixtures.js";

/** Two people of the conversation tests: Amina (signed in) and Nadia. */
export const NADIA = "demo-nadia";
export const CONVERSATION = "6f1c1a34-3b1c-4c55-9a3f-00000000c0c0";
export const messageId = (n: number) => `6f1c1a34-3b1c-4c55-9a3f-${String(n).padStart(12, "0")}`;

/** Message `n`, by `from`, `minutesAgo` before now. */
export function message(
  n: number,
  from: string,
  minutesAgo: number,
  over: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    _id: messageId(n),
    conversationId: CONVERSATION,
    senderId: from,
    text: `Message ${n}`,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    readAt: null,
    ...over,
  };
}

export function conversation(over: Partial<Conversation> = {}): Conversation {
  return {
    _id: CONVERSATION,
    other: { uid: NADIA, name: "Nadia Karim", photoURL: null },
    tutorialId: null,
    lastMessage: null,
    unread: 0,
    blocked: { byMe: false, byThem: false },
    ...over,
  };
}

export const page = (items: ChatMessage[], hasMore = false): MessagesPage => ({ items, hasMore });

export { amina };
