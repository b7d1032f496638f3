import { createFileRoute } from "@tanstack/react-router";
import { CheckingAuth } from "../features/auth/components/checking-auth.js";
import { requireAuthUnlessFlagged } from "../features/auth/require-auth.js";
import { tutorialQueryOptions } from "../features/tutorials/api.js";
import { TutorDetailsPage } from "../features/tutorials/components/tutor-details-page.js";

/** Tutor Details: for the signed-in, opened at once on a device that says it is (see its guard). */
export const Route = createFileRoute("/tutor/$id")({
  beforeLoad: requireAuthUnlessFlagged,
  pendingComponent: CheckingAuth,
  // Later than the _auth layout's 20 ms: on a flagged device nothing is waited for but the screen's
  // code, and a pending screen shown meanwhile would hold back the page's reveal by 300 ms (React
  // throttles reveals after any Suspense fallback). Unflagged, the provider takes longer than this.
  pendingMs: 300,
  pendingMinMs: 0,
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(tutorialQueryOptions(params.id));
  },
  component: function TutorRoute() {
    const { id } = Route.useParams();
    return <TutorDetailsPage id={id} />;
  },
});
