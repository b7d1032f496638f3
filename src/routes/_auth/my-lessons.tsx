import { createFileRoute } from "@tanstack/react-router";
import { lessonsQueryOptions } from "../../features/lessons/api.js";
import { MyLessonsPage } from "../../features/lessons/components/my-lessons-page.js";

export const Route = createFileRoute("/_auth/my-lessons")({
  // Not awaited: offline, the screen shows the saved lessons or says it is offline.
  loader: ({ context: { queryClient, auth } }) => {
    const { user } = auth;
    if (user) void queryClient.prefetchQuery(lessonsQueryOptions(user.uid, "tutor"));
  },
  component: MyLessonsPage,
});
