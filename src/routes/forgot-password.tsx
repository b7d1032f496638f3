import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ForgotPasswordPage } from "../features/auth/components/forgot-password-page.js";

export const Route = createFileRoute("/forgot-password")({
  validateSearch: z.object({ email: z.string().max(320).optional().catch(undefined) }),
  component: function ForgotPasswordRoute() {
    const { email } = Route.useSearch();
    return <ForgotPasswordPage email={email} />;
  },
});
