import type { QueryClient } from "@tanstack/react-query";
import { chatMessageSchema, messagesReadSchema } from "../../../contract/index.js";
import type { LiveEventHandlers } from "../../lib/live-events.js";
import { messageKeys } from "../../lib/query-keys.js";
import { addMessageToCache, markReadInCache } from "./cache.js";

/** An event's data read by `schema`, or null when it does not read as one. */
function parsed<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  data: string,
) {
  try {
    const result = schema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Messages live (docs/product.md, Messages between people): a `message` event for the recipient joins its
 * conversation at once and refreshes the list and the unread counts; a `message-read` event turns
 * the writer's ticks to read. After a drop, everything about messages is fetched again.
 */
export function messageEvents(queryClient: QueryClient, uid: string): LiveEventHandlers {
  return {
    events: {
      message: (data) => {
        const message = parsed(chatMessageSchema, data);
        if (!message) return;
        addMessageToCache(queryClient, uid, message);
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(uid) });
        void queryClient.invalidateQueries({ queryKey: messageKeys.unread(uid) });
      },
      "message-read": (data) => {
        const read = parsed(messagesReadSchema, data);
        if (read) markReadInCache(queryClient, uid, read);
      },
    },
    resumed: () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  };
}
