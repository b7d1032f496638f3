import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { bookingKeys, lessonKeys, notificationKeys, reviewKeys } from "../../lib/query-keys.js";
import { addNotificationToCache, parseNotification } from "./api.js";

/** Same origin: the session cookie goes along without `withCredentials`. */
export const EVENTS_URL = "/api/events";

/**
 * Live notifications while the signed-in page is open (docs/product.md, Lessons (tutor)): one
 * EventSource on /api/events, closed when the bell goes (logout, unmount). Each `notification`
 * event tops the bell's list and refreshes the lessons (or the reviews) it is about. EventSource reconnects by
 * itself, sending Last-Event-ID so the server replays what was missed; after a drop the list is
 * fetched again anyway, in case the server could not replay it.
 */
export function useLiveNotifications(uid: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(EVENTS_URL);
    let dropped = false;
    const onNotification = (event: MessageEvent<string>) => {
      const notification = parseNotification(event.data);
      if (!notification) return;
      addNotificationToCache(queryClient, uid, notification);
      if (notification.type === "review-posted" || notification.type === "review-replied") {
        void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: lessonKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    };
    const onError = () => {
      dropped = true;
    };
    const onOpen = () => {
      if (dropped) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      dropped = false;
    };
    source.addEventListener("notification", onNotification);
    source.addEventListener("error", onError);
    source.addEventListener("open", onOpen);
    return () => {
      source.removeEventListener("notification", onNotification);
      source.removeEventListener("error", onError);
      source.removeEventListener("open", onOpen);
      source.close();
    };
  }, [queryClient, uid]);
}
