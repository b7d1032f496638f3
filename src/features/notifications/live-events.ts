import type { QueryClient } from "@tanstack/react-query";
import type { LiveEventHandlers } from "../../lib/live-events.js";
import { bookingKeys, lessonKeys, notificationKeys, reviewKeys } from "../../lib/query-keys.js";
import { addNotificationToCache, parseNotification } from "./api.js";

/**
 * Live notifications (docs/product.md, Lessons (tutor)): each `notification` event tops the bell's
 * list and refreshes the lessons (or the reviews) it is about; after a drop the list is fetched again.
 */
export function notificationEvents(queryClient: QueryClient, uid: string): LiveEventHandlers {
  return {
    events: {
      notification: (data) => {
        const notification = parseNotification(data);
        if (!notification) return;
        addNotificationToCache(queryClient, uid, notification);
        if (notification.type === "review-posted" || notification.type === "review-replied") {
          void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: lessonKeys.all });
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      },
    },
    resumed: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  };
}
