import { useQueryClient } from "@tanstack/react-query";
import { useLiveEvents } from "../../lib/live-events.js";
import { MessagesLink } from "../messages/components/messages-link.js";
import { messageEvents } from "../messages/live-events.js";
import { NotificationBell } from "../notifications/components/notification-bell.js";
import { notificationEvents } from "../notifications/live-events.js";

/**
 * What the top bar shows a signed-in person that changes live: Messages with its unread count and
 * the bell, fed by the page's one live connection. Loaded after sign-in, off the first paint's
 * bundle (with the schemas the events are read with).
 */
export function LiveControls({ uid }: { uid: string }) {
  const queryClient = useQueryClient();
  useLiveEvents(uid, [notificationEvents(queryClient, uid), messageEvents(queryClient, uid)]);
  return (
    <>
      <MessagesLink uid={uid} />
      <NotificationBell uid={uid} />
    </>
  );
}
