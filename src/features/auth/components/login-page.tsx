import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type LoginForm, loginFormSchema } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { Field } from "../../../components/ui/field.js";
import { showError } from "../../../components/ui/message-store.js";
import { prepareGoogleSignIn, signInWithEmail, signInWithGoogle } from "../session.js";
import { AUTH_TEXTS } from "../texts.js";
import { validationText } from "../validation-texts.js";
import { AuthCard } from "./auth-card.js";
import { PasswordField } from "./password-field.js";

/** Where to go after sign-in: the page asked for, else /my-tutorials (docs/product.md, Login). */
function safeRedirect(redirect: string | undefined): string {
  return redirect?.startsWith("/") && !redirect.startsWith("//") ? redirect : "/my-tutorials";
}

export function LoginPage({ redirect }: { redirect?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [googleBusy, setGoogleBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema) });

  const done = () => navigate({ to: safeRedirect(redirect) });
  useEffect(prepareGoogleSignIn, []);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signInWithEmail(email, password);
      await done();
    } catch {
      showError(t(AUTH_TEXTS.loginFailed));
    }
  });

  const onGoogle = async () => {
    setGoogleBusy(true);
    try {
      await signInWithGoogle();
      await done();
    } catch (err) {
      const code = (err as { code?: string }).code;
      // Closing the popup is a choice, not a failure.
      if (code !== "auth/popup-closed-by-user" && code !== "auth/cancelled-popup-request") {
        showError(t(AUTH_TEXTS.googleFailed));
      }
    } finally {
      setGoogleBusy(false);
    }
  };

  return (
    <AuthCard title={t`Login`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label={t`Email`}
          type="email"
          autoComplete="email"
          error={validationText(errors.email?.message, i18n)}
          {...register("email")}
        />
        <PasswordField
          autoComplete="current-password"
          error={validationText(errors.password?.message, i18n)}
          {...register("password")}
        />
        <div className="text-end">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-200"
          >
            <Trans>Forgot Password?</Trans>
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Logging in...</Trans> : <Trans>Login</Trans>}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <Button variant="secondary" className="w-full" onClick={onGoogle} disabled={googleBusy}>
        <svg aria-hidden viewBox="0 0 48 48" className="size-5">
          <path
            fill="#FFC107"
            d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
          />
          <path
            fill="#FF3D00"
            d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
          />
          <path
            fill="#4CAF50"
            d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
          />
          <path
            fill="#1976D2"
            d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
          />
        </svg>
        <Trans>Sign In with Google</Trans>
      </Button>
      <p className="mt-6 text-center text-slate-600 dark:text-slate-300">
        <Trans>
          New here?{" "}
          <Link to="/register" className="font-medium text-brand-700 hover:underline dark:text-brand-200">
            Register
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
