import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { loginFormSchema } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { Field } from "../../../components/ui/field.js";
import { showError } from "../../../components/ui/message-store.js";
import { usePageTitle } from "../../../lib/page-title.js";
import { sendReset } from "../session.js";
import { AUTH_TEXTS } from "../texts.js";
import { validationText } from "../validation-texts.js";
import { AuthCard } from "./auth-card.js";

/** The login form's email and its check (contract/user.ts). */
const forgotSchema = loginFormSchema.pick({ email: true });
type ForgotForm = z.infer<typeof forgotSchema>;

/** The identity provider's error codes this screen can meet, in words a person understands. */
export function resetErrorText(err: unknown): MessageDescriptor | null {
  const code = (err as { code?: string } | null)?.code;
  switch (code) {
    // Never reveal whether an account exists.
    case "auth/user-not-found":
      return null;
    case "auth/invalid-email":
      return AUTH_TEXTS.invalidEmail;
    case "auth/too-many-requests":
      return AUTH_TEXTS.tooManyAttempts;
    case "auth/network-request-failed":
      return AUTH_TEXTS.networkFailed;
    default:
      return AUTH_TEXTS.somethingWrong;
  }
}

/** /forgot-password: asks the identity provider to e-mail a reset link. */
export function ForgotPasswordPage({ email = "" }: { email?: string }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Forgot Password`);
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
      else showError(t(text));
    }
  });

  return (
    <AuthCard title={t`Forgot Password`}>
      {sentTo ? (
        <div role="status" className="text-center">
          <MailCheck aria-hidden className="mx-auto size-12 text-brand-700 dark:text-brand-200" />
          <p className="mt-3 font-medium">{t(AUTH_TEXTS.resetSent)}</p>
          <p className="mt-2 text-sm break-words text-slate-600 dark:text-slate-300">
            <Trans>
              Sent to <bdi>{sentTo}</bdi>. Check your inbox and spam folder.
            </Trans>
          </p>
          <Button variant="secondary" className="mt-5" onClick={() => setSentTo(null)}>
            <Trans>Send again</Trans>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-slate-600 dark:text-slate-300">
            <Trans>
              Enter the email of your account and we will send you a link to choose a new password.
            </Trans>
          </p>
          <Field
            label={t`Email`}
            type="email"
            autoComplete="email"
            error={validationText(errors.email?.message, i18n)}
            {...register("email")}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Sending...</Trans> : <Trans>Send reset link</Trans>}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center">
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-200"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          <Trans>Back to Login</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
