import { createFileRoute } from "@tanstack/react-router";
import { authStore } from "../../features/auth/auth-store.js";
import { savedProfileQueryOptions } from "../../features/profile/api.js";
import { UpdateProfilePage } from "../../features/profile/components/update-profile-page.js";

export const Route = createFileRoute("/_auth/update-profile")({
  loader: ({ context: { queryClient } }) => {
    const { user } = authStore.get();
    if (user) void queryClient.prefetchQuery(savedProfileQueryOptions(user.uid));
  },
  component: UpdateProfilePage,
});
