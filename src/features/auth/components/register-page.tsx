import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { REGISTER_REDIRECT_MS, type RegisterForm, registerFormSchema } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { Field } from "../../../components/ui/field.js";
import { showError } from "../../../components/ui/message-store.js";
import { register as registerAccount } from "../session.js";
import { AUTH_TEXTS } from "../texts.js";
import { validationText } from "../validation-texts.js";
import { AuthCard } from "./auth-card.js";
import { PasswordField } from "./password-field.js";

export function RegisterPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // A photo URL is held as state with no input shown (docs/product.md, Register).
  const [photoURL] = useState("");
  const [registered, setRegistered] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({ resolver: zodResolver(registerFormSchema) });

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate({ to: "/login" }), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      await registerAccount(name, email, password, photoURL);
      setRegistered(true);
    } catch (err) {
      const code = (err as { code?: string }).code;
      showError(
        t(code === "auth/email-already-in-use" ? AUTH_TEXTS.emailInUse : AUTH_TEXTS.registrationFailed),
      );
    }
  });

  return (
    <AuthCard title={t`Register`}>
      {registered ? (
        <p
          role="status"
          className="rounded-lg bg-brand-50 p-4 text-center font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
        >
          {t(AUTH_TEXTS.registered)}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field
            label={t`Name`}
            autoComplete="name"
            error={validationText(errors.name?.message, i18n)}
            {...register("name")}
          />
          <Field
            label={t`Email`}
            type="email"
            autoComplete="email"
            error={validationText(errors.email?.message, i18n)}
            {...register("email")}
          />
          <PasswordField
            autoComplete="new-password"
            error={validationText(errors.password?.message, i18n)}
            {...register("password")}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Registering...</Trans> : <Trans>Register</Trans>}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-slate-600 dark:text-slate-300">
        <Trans>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-200">
            Login
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
