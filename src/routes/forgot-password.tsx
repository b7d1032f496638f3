import { createFileRoute } from "@tanstack/react-router";
import { emailSearch } from "../../contract/pages.js";
import { ForgotPasswordPage } from "../features/auth/components/forgot-password-page.js";

export const Route = createFileRoute("/forgot-password")({
  validateSearch: emailSearch,
  component: function ForgotPasswordRoute() {
    const { email } = Route.useSearch();
    return <ForgotPasswordPage email={email} />;
  },
});
