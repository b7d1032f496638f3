import { createFileRoute } from "@tanstack/react-router";
import { CheckingAuth } from "../features/auth/components/checking-auth.js";
import { requireAuthUnlessFlagged } from "../features/auth/require-auth.js";
import { tutorialQueryOptions } from "../features/tutorials/api.js";
import { TutorDetailsPage } from "../features/tutorials/components/tutor-details-page.js";
import { TUTORIAL_SCHEMA_STEPS } from "../features/tutorials/schema-steps.js";

/** Tutor Details: for the signed-in, opened at once on a device that says it is (see its guard). */
export const Route = createFileRoute("/tutor/$id")({
  beforeLoad: requireAuthUnlessFlagged,
  pendingComponent: CheckingAuth,
  // Later than the _auth layout's 20 ms: on a flagged device nothing is waited for but the screen's
  // code, and a pending screen shown meanwhile would hold back the page's reveal by 300 ms (React
  // throttles reveals after any Suspense fallback). Unflagged, the provider takes longer than this.
  pendingMs: 300,
  pendingMinMs: 0,
  // The schemas of the screen and of its writes (the outbox's kinds): with them, the screen's code
  // was one task of 12–15 ms of CPU at 1× (over 50 ms at 4×: docs/benchmarks.md).
  staticData: {
    firstLoadSteps: [
      ...TUTORIAL_SCHEMA_STEPS,
      () => import("../../contract/profile.js"),
      () => import("../../contract/lesson.js"),
      () => import("../offline/write-kinds.js"),
    ],
  },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(tutorialQueryOptions(params.id));
  },
  component: function TutorRoute() {
    const { id } = Route.useParams();
    return <TutorDetailsPage id={id} />;
  },
});
