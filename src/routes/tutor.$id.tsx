import { createFileRoute } from "@tanstack/react-router";
import { CheckingAuth } from "../features/auth/components/checking-auth.js";
import { requireAuthUnlessFlagged } from "../features/auth/require-auth.js";
import { tutorialQueryOptions } from "../features/tutorials/api.js";
import { TutorDetailsPage } from "../features/tutorials/components/tutor-details-page.js";

/** Tutor Details: for the signed-in, opened at once on a device that says it is (see its guard). */
export const Route = createFileRoute("/tutor/$id")({
  beforeLoad: requireAuthUnlessFlagged,
  pendingComponent: CheckingAuth,
  // As the _auth layout: say so almost at once, for as long as it takes.
  pendingMs: 20,
  pendingMinMs: 0,
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(tutorialQueryOptions(params.id));
  },
  component: function TutorRoute() {
    const { id } = Route.useParams();
    return <TutorDetailsPage id={id} />;
  },
});
