import { createFileRoute } from "@tanstack/react-router";
import { conversationsQueryOptions } from "../../features/messages/api.js";
import { MessagesLayout } from "../../features/messages/components/messages-layout.js";

export const Route = createFileRoute("/_auth/messages")({
  loader: ({ context: { queryClient, auth } }) => {
    const uid = auth.user?.uid;
    if (uid) void queryClient.prefetchQuery(conversationsQueryOptions(uid));
  },
  component: MessagesLayout,
});
