import { useLocation, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef } from "react";
import { LoadingText } from "../../../components/ui/status.js";
import { useAuth } from "../auth-store.js";

/** SPEC §4: 'Checking authentication...' while loading; signed out → /login, then back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const href = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const signedOut = !loading && !user;
  // Redirect once: while the redirect is under way this layout is still mounted and the location
  // already reads /login?redirect=…; redirecting again from there would nest redirects forever.
  const redirected = useRef(false);
  useEffect(() => {
    if (!signedOut) {
      redirected.current = false;
      return;
    }
    if (redirected.current) return;
    redirected.current = true;
    void navigate({ to: "/login", search: { redirect: href }, replace: true });
  }, [signedOut, href, navigate]);
  if (loading) return <LoadingText text="Checking authentication..." heading />;
  if (!user) return null;
  return <>{children}</>;
}
