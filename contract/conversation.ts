import { z } from "zod";
import { MAX_MESSAGE_TEXT, MAX_MESSAGES_PAGE, MESSAGES_PAGE } from "./constants.js";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "./text.js";
import { idSchema } from "./tutorial.js";
import { uidSchema } from "./user.js";

/**
 * Messages between two people (docs/product.md, Messages between people): a conversation per pair, plain-text
 * messages, ticks, blocking; the numbers are in contract/constants.ts.
 */
const messageText = z
  .string({ error: "The message must be text." })
  .trim()
  .min(1, "Write a message first.")
  .max(MAX_MESSAGE_TEXT, `A message must be at most ${MAX_MESSAGE_TEXT} characters.`)
  .refine((s) => isSafeText(s, { multiline: true }), UNSAFE_TEXT_MESSAGE);

/** POST /conversations/{id}/messages; the composer checks the same. */
export const messageBodySchema = z.object({ text: messageText });
export type MessageBody = z.infer<typeof messageBodySchema>;

/** POST /conversations: with whom, and the tutorial it started from. */
export const startConversationBodySchema = z.object({
  with: uidSchema,
  tutorialId: idSchema.optional(),
});
export type StartConversationBody = z.infer<typeof startConversationBodySchema>;

/** `readAt` is null until the other person opened the conversation after it arrived. */
export const chatMessageSchema = z.object({
  _id: idSchema,
  conversationId: idSchema,
  senderId: uidSchema,
  text: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  _id: idSchema,
  other: z.object({ uid: uidSchema, name: z.string(), photoURL: z.string().nullable() }),
  tutorialId: idSchema.nullable(),
  lastMessage: chatMessageSchema.nullable(),
  unread: z.number().int().min(0),
  blocked: z.object({ byMe: z.boolean(), byThem: z.boolean() }),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationsSchema = z.array(conversationSchema);

export const messagesQuerySchema = z.object({
  before: idSchema.optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_MESSAGES_PAGE}` })
    .int(`limit must be a whole number from 1 to ${MAX_MESSAGES_PAGE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_MESSAGES_PAGE}`)
    .max(MAX_MESSAGES_PAGE, `limit must be a whole number from 1 to ${MAX_MESSAGES_PAGE}`)
    .default(MESSAGES_PAGE),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagesPageSchema = z.object({ items: z.array(chatMessageSchema), hasMore: z.boolean() });
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const unreadSchema = z.object({ unread: z.number().int().min(0) });
export const blockedSchema = z.object({ blocked: z.boolean() });

/** The `message-read` event's data: the reader read the writer's messages up to `readAt`. */
export const messagesReadSchema = z.object({
  conversationId: idSchema,
  readAt: z.string(),
});
export type MessagesRead = z.infer<typeof messagesReadSchema>;
