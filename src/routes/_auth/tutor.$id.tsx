import { createFileRoute } from "@tanstack/react-router";
import { tutorialQueryOptions } from "../../features/tutorials/api.js";
import { TutorDetailsPage } from "../../features/tutorials/components/tutor-details-page.js";

export const Route = createFileRoute("/_auth/tutor/$id")({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(tutorialQueryOptions(params.id));
  },
  component: function TutorRoute() {
    const { id } = Route.useParams();
    return <TutorDetailsPage id={id} />;
  },
});
