import { createFileRoute } from "@tanstack/react-router";
import { authStore } from "../../features/auth/auth-store.js";
import { profileQueryOptions } from "../../features/profile/api.js";
import { ProfilePage } from "../../features/profile/components/profile-page.js";

export const Route = createFileRoute("/_auth/profile")({
  // Prefetch when the user is already known; the page itself waits for sign-in otherwise.
  loader: ({ context: { queryClient } }) => {
    const { user } = authStore.get();
    if (user) void queryClient.prefetchQuery(profileQueryOptions(user.uid));
  },
  component: ProfilePage,
});
