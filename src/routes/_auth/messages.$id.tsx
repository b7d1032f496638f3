import { createFileRoute } from "@tanstack/react-router";
import { threadQueryOptions } from "../../features/messages/api.js";
import { ConversationView } from "../../features/messages/components/conversation-view.js";

export const Route = createFileRoute("/_auth/messages/$id")({
  loader: ({ context: { queryClient, auth }, params }) => {
    const uid = auth.user?.uid;
    if (uid) void queryClient.prefetchInfiniteQuery(threadQueryOptions(uid, params.id));
  },
  component: ConversationRoute,
});

function ConversationRoute() {
  const { id } = Route.useParams();
  // Keyed: another conversation starts at its own latest message, with its own draft.
  return <ConversationView key={id} conversationId={id} />;
}
