import { createFileRoute } from "@tanstack/react-router";
import { redirectSearch } from "../../contract/pages.js";
import { LoginPage } from "../features/auth/components/login-page.js";

export const Route = createFileRoute("/login")({
  validateSearch: redirectSearch,
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});
