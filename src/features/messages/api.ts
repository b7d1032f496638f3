import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  type Conversation,
  conversationSchema,
  conversationsSchema,
  MESSAGES_PAGE,
  type MessagesPage,
  messagesPageSchema,
  type StartConversationBody,
  unreadSchema,
} from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { messageKeys } from "../../lib/query-keys.js";

/** Same-origin API path of one conversation (its id percent-encoded). */
export const conversationPath = (id: string) => `conversations/${encodeURIComponent(id)}`;

/** GET /conversations: the person's conversations, latest activity first. */
export async function fetchConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return conversationsSchema.parse(await api.get("conversations", { signal }).json());
}

export const conversationsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: messageKeys.conversations(uid),
    queryFn: ({ signal }) => fetchConversations(signal),
    enabled: uid !== "",
  });

/** GET /conversations/{id}/messages: the page before `before` (the newest without), oldest first. */
export async function fetchMessagesPage(
  conversationId: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const searchParams: Record<string, string | number> = { limit: MESSAGES_PAGE };
  if (before) searchParams.before = before;
  const answer = await api.get(`${conversationPath(conversationId)}/messages`, { searchParams, signal });
  return messagesPageSchema.parse(await answer.json());
}

/**
 * One conversation's messages: the newest page first, then ever earlier ones ('Load earlier
 * messages'); each page is oldest first, so the screen shows the pages in reverse.
 */
export const threadQueryOptions = (uid: string, conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(uid, conversationId),
    queryFn: ({ pageParam, signal }) => fetchMessagesPage(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items[0]?._id : undefined),
    enabled: uid !== "",
  });

/** GET /messages/unread: unread messages over all the person's conversations. */
export const unreadQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: messageKeys.unread(uid),
    queryFn: async ({ signal }) =>
      unreadSchema.parse(await api.get("messages/unread", { signal }).json()).unread,
    enabled: uid !== "",
  });

/** POST /conversations: the conversation with that person, started or the one that exists. */
export async function startConversation(body: StartConversationBody): Promise<Conversation> {
  return conversationSchema.parse(await api.post("conversations", { json: body }).json());
}

/** POST /conversations/{id}/read: the other person's messages up to now are read. */
export async function markConversationRead(conversationId: string): Promise<void> {
  await api.post(`${conversationPath(conversationId)}/read`);
}
