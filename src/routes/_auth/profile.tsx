import { createFileRoute } from "@tanstack/react-router";
import { profileQueryOptions } from "../../features/profile/api.js";
import { ProfilePage } from "../../features/profile/components/profile-page.js";

export const Route = createFileRoute("/_auth/profile")({
  loader: ({ context: { queryClient, auth } }) => {
    const { user } = auth;
    if (user) void queryClient.prefetchQuery(profileQueryOptions(user.uid));
  },
  component: ProfilePage,
});
