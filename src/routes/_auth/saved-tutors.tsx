import { createFileRoute } from "@tanstack/react-router";
import { savedTutorsQueryOptions } from "../../features/favourites/api.js";
import { SavedTutorsPage } from "../../features/favourites/components/saved-tutors-page.js";

export const Route = createFileRoute("/_auth/saved-tutors")({
  loader: ({ context: { queryClient, auth } }) => {
    const uid = auth.user?.uid;
    if (uid) void queryClient.prefetchQuery(savedTutorsQueryOptions(uid));
  },
  component: SavedTutorsPage,
});
