import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { ChatMessage, Conversation, MessagesPage, MessagesRead } from "../../../contract/index.js";
import { messageKeys } from "../../lib/query-keys.js";

type Thread = InfiniteData<MessagesPage, string | undefined>;

const byTime = (a: ChatMessage, b: ChatMessage) => a.createdAt.localeCompare(b.createdAt);

/**
 * A message the server has (sent from here, or arrived live) in its conversation's cached pages:
 * replaced where it is already, else added to the newest page. A conversation never opened here has
 * no pages yet: it is read whole when it opens.
 */
export function addMessageToCache(queryClient: QueryClient, uid: string, message: ChatMessage): void {
  queryClient.setQueryData<Thread>(messageKeys.thread(uid, message.conversationId), (old) => {
    if (!old) return old;
    const known = old.pages.some((p) => p.items.some((m) => m._id === message._id));
    const pages = old.pages.map((page, i) => {
      if (known) return { ...page, items: page.items.map((m) => (m._id === message._id ? message : m)) };
      return i === 0 ? { ...page, items: [...page.items, message].sort(byTime) } : page;
    });
    return { ...old, pages };
  });
  queryClient.setQueryData<Conversation[]>(messageKeys.conversations(uid), (old) => {
    const conversation = old?.find((c) => c._id === message.conversationId);
    if (!old || !conversation) return old;
    const last = conversation.lastMessage;
    if (last && last.createdAt > message.createdAt) return old;
    const moved = { ...conversation, lastMessage: message };
    return [moved, ...old.filter((c) => c._id !== message.conversationId)];
  });
}

/** The other person read `uid`'s messages of a conversation up to `readAt`: their ticks turn to read. */
export function markReadInCache(queryClient: QueryClient, uid: string, read: MessagesRead): void {
  const readUpTo = (m: ChatMessage): ChatMessage =>
    m.senderId === uid && m.readAt === null && m.createdAt <= read.readAt ? { ...m, readAt: read.readAt } : m;
  queryClient.setQueryData<Thread>(messageKeys.thread(uid, read.conversationId), (old) =>
    old ? { ...old, pages: old.pages.map((p) => ({ ...p, items: p.items.map(readUpTo) })) } : old,
  );
  queryClient.setQueryData<Conversation[]>(messageKeys.conversations(uid), (old) =>
    old?.map((c) =>
      c._id === read.conversationId && c.lastMessage ? { ...c, lastMessage: readUpTo(c.lastMessage) } : c,
    ),
  );
}

/** `uid` read a conversation: its unread count goes, and the total loses it. */
export function clearUnreadInCache(queryClient: QueryClient, uid: string, conversationId: string): void {
  let cleared = 0;
  queryClient.setQueryData<Conversation[]>(messageKeys.conversations(uid), (old) =>
    old?.map((c) => {
      if (c._id !== conversationId) return c;
      cleared = c.unread;
      return { ...c, unread: 0 };
    }),
  );
  if (cleared > 0) {
    queryClient.setQueryData<number>(messageKeys.unread(uid), (old) =>
      old === undefined ? old : Math.max(0, old - cleared),
    );
  }
}

/** A conversation the server answered (started, or the existing one) at the top of the list. */
export function putConversationInCache(
  queryClient: QueryClient,
  uid: string,
  conversation: Conversation,
): void {
  queryClient.setQueryData<Conversation[]>(messageKeys.conversations(uid), (old) => [
    conversation,
    ...(old ?? []).filter((c) => c._id !== conversation._id),
  ]);
}
