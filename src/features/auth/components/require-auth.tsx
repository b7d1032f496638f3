import { Navigate, useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LoadingText } from "../../../components/ui/status.js";
import { useAuth } from "../auth-store.js";

/** SPEC §4: 'Checking authentication...' while loading; signed out → /login, then back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingText text="Checking authentication..." />;
  if (!user) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return <>{children}</>;
}
