import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Notification, notificationSchema, notificationsSchema } from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { notificationKeys } from "../../lib/query-keys.js";
import { useAuth } from "../auth/auth-store.js";
import { sendWrite } from "../offline/send-write.js";

export { notificationKeys };

/** GET /notifications: the signed-in person's notifications, newest first. */
export async function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return notificationsSchema.parse(await api.get("notifications", { signal }).json());
}

/** The notifications of the signed-in person `uid`. */
export const notificationsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: notificationKeys.list(uid),
    queryFn: ({ signal }) => fetchNotifications(signal),
    enabled: uid !== "",
  });

/** A `notification` event's data, or null when it does not read as one. */
export function parseNotification(data: string): Notification | null {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Puts a notification that arrived live at the top of the list (once, however often it arrives). */
export function addNotificationToCache(queryClient: QueryClient, uid: string, n: Notification): void {
  queryClient.setQueryData<Notification[]>(notificationKeys.list(uid), (old = []) =>
    old.some((o) => o._id === n._id) ? old : [n, ...old],
  );
}

/**
 * "Mark all as read": POST /notifications/read { all: true } through the outbox. The list shows
 * them read at once, sent or waiting (a repeat changes nothing on the server).
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const uid = useAuth().user?.uid;
  return useMutation({
    mutationFn: () => sendWrite("notifications-read", { all: true }),
    onSuccess: () => {
      if (!uid) return;
      queryClient.setQueryData<Notification[]>(notificationKeys.list(uid), (old) =>
        old?.map((n) => (n.read ? n : { ...n, read: true })),
      );
    },
  });
}
