import { createFileRoute, Outlet } from "@tanstack/react-router";
import { RequireAuth } from "../features/auth/components/require-auth.js";

/** Pathless layout: every route under _auth/ needs a signed-in user (SPEC §4). */
export const Route = createFileRoute("/_auth")({
  component: () => (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  ),
});
