import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MESSAGES } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { Field } from "../../../components/ui/field.js";
import { showError } from "../../../components/ui/message-store.js";
import { usePageTitle } from "../../../lib/page-title.js";
import { sendReset } from "../session.js";
import { AuthCard } from "./auth-card.js";

export const RESET_SENT_MESSAGE = "If an account exists for that email, a reset link is on its way.";

const forgotSchema = z.object({ email: z.email("Please enter a valid email.") });
type ForgotForm = z.infer<typeof forgotSchema>;

/** The identity provider's error codes this screen can meet, in words a person understands. */
export function resetErrorText(err: unknown): string | null {
  const code = (err as { code?: string } | null)?.code;
  switch (code) {
    // Never reveal whether an account exists.
    case "auth/user-not-found":
      return null;
    case "auth/invalid-email":
      return "Please enter a valid email.";
    case "auth/too-many-requests":
      return "Too many attempts. Please wait a moment and try again.";
    case "auth/network-request-failed":
      return "Network error. Please check your connection and try again.";
    default:
      return MESSAGES.somethingWrong;
  }
}

/** /forgot-password: asks the identity provider to e-mail a reset link. */
export function ForgotPasswordPage({ email = "" }: { email?: string }) {
  usePageTitle("Forgot Password");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm>({ resolver: zodResolver(forgotSchema), defaultValues: { email } });

  const onSubmit = handleSubmit(async ({ email: address }) => {
    try {
      await sendReset(address);
      setSentTo(address);
    } catch (err) {
      const text = resetErrorText(err);
      if (text === null) setSentTo(address);
      else showError(text);
    }
  });

  return (
    <AuthCard title="Forgot Password">
      {sentTo ? (
        <div role="status" className="text-center">
          <MailCheck aria-hidden className="mx-auto size-12 text-brand-700 dark:text-brand-200" />
          <p className="mt-3 font-medium">{RESET_SENT_MESSAGE}</p>
          <p className="mt-2 text-sm break-words text-slate-600 dark:text-slate-300">
            Sent to {sentTo}. Check your inbox and spam folder.
          </p>
          <Button variant="secondary" className="mt-5" onClick={() => setSentTo(null)}>
            Send again
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-slate-600 dark:text-slate-300">
            Enter the email of your account and we will send you a link to choose a new password.
          </p>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center">
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-200"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
