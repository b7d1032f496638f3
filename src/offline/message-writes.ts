import { z } from "zod";
import { blockedSchema, chatMessageSchema, messageBodySchema } from "../../contract/index.js";
import type { OutboxMethod } from "./outbox-store.js";
import { defineWrite } from "./write-kind.js";

const conversationPath = (conversationId: string) =>
  `/api/conversations/${encodeURIComponent(conversationId)}`;

export interface MessageInput {
  conversationId: string;
  text: string;
  /** The other person's name, for the Pending changes line. */
  withName?: string;
}

export interface BlockInput {
  conversationId: string;
  withName?: string;
}

function blockWrite(method: OutboxMethod, about: (name: string) => string, some: string) {
  return defineWrite({
    method,
    path: ({ conversationId }: BlockInput) => `${conversationPath(conversationId)}/block`,
    body: () => undefined,
    bodySchema: z.null().optional(),
    answer: blockedSchema,
    summary: ({ withName }) => (withName ? about(withName) : some),
    meta: ({ conversationId, withName }) => ({ conversationId, withName: withName ?? null }),
    pending: { on: "outbox" },
    touches: ["messages"],
  });
}

/**
 * Messages (docs/product.md, Messages between people): each send is one outbox item, whose id is its
 * Idempotency-Key, so it is stored once and in the order it was written, whenever it reaches the
 * server. The conversation shows it from the outbox with the waiting tick until then; the text is
 * kept in the meta for that.
 */
export const messageWrites = {
  "message-send": defineWrite({
    method: "POST",
    path: ({ conversationId }: MessageInput) => `${conversationPath(conversationId)}/messages`,
    body: ({ text }) => ({ text }),
    bodySchema: messageBodySchema,
    answer: chatMessageSchema,
    summary: ({ withName }) => (withName ? `Message to ${withName}` : "Send a message"),
    meta: ({ conversationId, text, withName }) => ({ conversationId, text, withName: withName ?? null }),
    pending: { on: "outbox" },
    touches: ["messages"],
    keepRefused: true,
  }),
  /** PUT and DELETE: blocking twice, or unblocking who is not blocked, is not an error. */
  "conversation-block": blockWrite("PUT", (n) => `Block ${n}`, "Block a person"),
  "conversation-unblock": blockWrite("DELETE", (n) => `Unblock ${n}`, "Unblock a person"),
};
