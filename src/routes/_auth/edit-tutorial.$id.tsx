import { createFileRoute } from "@tanstack/react-router";
import { tutorialQueryOptions } from "../../features/tutorials/api.js";
import { EditTutorialPage } from "../../features/tutorials/components/edit-tutorial-page.js";

export const Route = createFileRoute("/_auth/edit-tutorial/$id")({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(tutorialQueryOptions(params.id));
  },
  component: function EditTutorialRoute() {
    const { id } = Route.useParams();
    return <EditTutorialPage id={id} />;
  },
});
