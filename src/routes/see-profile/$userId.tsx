import { createFileRoute } from "@tanstack/react-router";
import { profileQueryOptions } from "../../features/profile/api.js";
import { SeeProfilePage } from "../../features/profile/components/see-profile-page.js";

/** /see-profile/{userId}: open to everyone; a missing or unknown person is handled by the page. */
export const Route = createFileRoute("/see-profile/$userId")({
  loader: ({ context: { queryClient }, params }) => {
    const id = params.userId.trim();
    if (!id) return;
    return queryClient
      .ensureQueryData(profileQueryOptions(id))
      .then(() => undefined)
      .catch(() => undefined);
  },
  component: function SeeProfileRoute() {
    const { userId } = Route.useParams();
    return <SeeProfilePage userId={userId} />;
  },
});
