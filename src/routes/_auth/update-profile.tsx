import { createFileRoute } from "@tanstack/react-router";
import { savedProfileQueryOptions } from "../../features/profile/api.js";
import { UpdateProfilePage } from "../../features/profile/components/update-profile-page.js";

export const Route = createFileRoute("/_auth/update-profile")({
  loader: ({ context: { queryClient, auth } }) => {
    const { user } = auth;
    if (user) void queryClient.prefetchQuery(savedProfileQueryOptions(user.uid));
  },
  component: UpdateProfilePage,
});
