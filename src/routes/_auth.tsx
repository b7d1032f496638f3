import { createFileRoute } from "@tanstack/react-router";
import { CheckingAuth } from "../features/auth/components/checking-auth.js";
import { requireAuth } from "../features/auth/require-auth.js";

/** Pathless layout: every route under _auth/ needs a signed-in user. */
export const Route = createFileRoute("/_auth")({
  beforeLoad: requireAuth,
  pendingComponent: CheckingAuth,
  // At a cold start the identity provider answers after the first paint: say so almost at once,
  // for as long as it takes. Short enough to beat the page-wide blank, long enough that going from
  // one page to another, once the answer is in, never flashes it.
  pendingMs: 20,
  pendingMinMs: 0,
});
