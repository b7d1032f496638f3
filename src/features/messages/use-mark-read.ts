import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useOnline } from "../../components/app-status.js";
import { messageKeys } from "../../lib/query-keys.js";
import { markConversationRead } from "./api.js";
import { clearUnreadInCache } from "./cache.js";

/** Whether the page is the one the person looks at (not a hidden tab, not a locked phone). */
function useVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === "visible");
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

/**
 * Marks the conversation read while the person has it on screen (docs/product.md, Messages between people):
 * once per newest unread message of the other person, when the page is visible. Offline the
 * marking waits until the device is back online: the unread counts stay as they were until then.
 */
export function useMarkRead(
  uid: string,
  conversationId: string,
  /** The newest message of the other person not read yet, or undefined when there is none. */
  newestUnread: string | undefined,
): void {
  const queryClient = useQueryClient();
  const visible = useVisible();
  // Back online, a marking that failed offline is tried again.
  const online = useOnline();
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!visible || !online || !newestUnread || marked.current === newestUnread || uid === "") return;
    marked.current = newestUnread;
    markConversationRead(conversationId).then(
      () => {
        clearUnreadInCache(queryClient, uid, conversationId);
        // Counts asked for before this read (as the message arrived) may be answered after it,
        // from before it: asked again now, they are the server's after the read.
        void queryClient.invalidateQueries({ queryKey: messageKeys.unread(uid) });
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(uid) });
      },
      () => {
        marked.current = undefined;
      },
    );
  }, [visible, online, newestUnread, conversationId, uid, queryClient]);
}
