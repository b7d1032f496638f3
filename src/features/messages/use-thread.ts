import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ChatMessage, Conversation } from "../../../contract/index.js";
import { messageKeys } from "../../lib/query-keys.js";
import type { OutboxItem } from "../../offline/index.js";
import { useAuth } from "../auth/auth-store.js";
import { sendWrite } from "../offline/send-write.js";
import { useMyOutbox } from "../offline/use-outbox.js";
import { conversationsQueryOptions, threadQueryOptions } from "./api.js";
import { addMessageToCache } from "./cache.js";

/** A line of a conversation: a message the server has, or one of the person's still on this device. */
export type ThreadEntry =
  | { on: "server"; message: ChatMessage }
  | { on: "device"; item: OutboxItem; text: string };

/** The person's sends of this conversation still in the outbox, waiting or refused, in the order written. */
function onDevice(items: readonly OutboxItem[], conversationId: string): ThreadEntry[] {
  return items
    .filter((i) => i.kind === "message-send" && i.meta?.conversationId === conversationId)
    .sort((a, b) => a.seq - b.seq)
    .map((item) => ({ on: "device", item, text: typeof item.meta?.text === "string" ? item.meta.text : "" }));
}

/**
 * One conversation as the person sees it (docs/product.md, Messages between people): the server's pages, oldest
 * first, then what waits on this device (sent or refused later, always after what the server has).
 */
export function useThread(conversationId: string) {
  const uid = useAuth().user?.uid ?? "";
  const pages = useInfiniteQuery(threadQueryOptions(uid, conversationId));
  const conversations = useQuery(conversationsQueryOptions(uid));
  const outbox = useMyOutbox();
  const entries = useMemo<ThreadEntry[]>(() => {
    const stored = [...(pages.data?.pages ?? [])]
      .reverse()
      .flatMap((p) => p.items)
      .map((message) => ({ on: "server" as const, message }));
    return [...stored, ...onDevice(outbox, conversationId)];
  }, [pages.data, outbox, conversationId]);
  const conversation: Conversation | undefined = conversations.data?.find((c) => c._id === conversationId);
  return { uid, pages, conversations, conversation, entries };
}

/** Sends a message through the outbox: shown at once, sent now or when the network is back. */
export function useSendMessage(conversationId: string, withName: string) {
  const queryClient = useQueryClient();
  const uid = useAuth().user?.uid ?? "";
  return useMutation({
    mutationFn: (text: string) => sendWrite("message-send", { conversationId, text, withName }),
    onSuccess: (result) => {
      if (result.status !== "sent") return;
      addMessageToCache(queryClient, uid, result.data);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(uid) });
    },
  });
}

/** Blocks or unblocks the other person through the outbox; the conversation shows it at once. */
export function useBlock(conversationId: string, withName: string) {
  const queryClient = useQueryClient();
  const uid = useAuth().user?.uid ?? "";
  return useMutation({
    mutationFn: (block: boolean) =>
      sendWrite(block ? "conversation-block" : "conversation-unblock", { conversationId, withName }),
    onMutate: (block) => {
      queryClient.setQueryData<Conversation[]>(messageKeys.conversations(uid), (old) =>
        old?.map((c) => (c._id === conversationId ? { ...c, blocked: { ...c.blocked, byMe: block } } : c)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.conversations(uid) }),
  });
}
