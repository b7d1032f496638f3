import { createFileRoute } from "@tanstack/react-router";
import { availabilityQueryOptions } from "../../features/availability/api.js";
import { AvailabilityPage } from "../../features/availability/components/availability-page.js";

export const Route = createFileRoute("/_auth/availability")({
  loader: ({ context: { queryClient, auth } }) => {
    const { user } = auth;
    // Not awaited: offline, the screen says so (or shows the saved copy) instead of waiting.
    if (user) void queryClient.prefetchQuery(availabilityQueryOptions(user.uid));
  },
  component: AvailabilityPage,
});
