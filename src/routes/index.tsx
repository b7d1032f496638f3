import { createFileRoute } from "@tanstack/react-router";
import { tutorialStatsQueryOptions, userStatsQueryOptions } from "../features/home/api.js";
import { HomePage } from "../features/home/components/home-page.js";

export const Route = createFileRoute("/")({
  loader: ({ context: { queryClient } }) => {
    // Statistics never block the page: they start at 0 and fill in.
    void queryClient.prefetchQuery(tutorialStatsQueryOptions());
    void queryClient.prefetchQuery(userStatsQueryOptions());
  },
  component: HomePage,
});
