import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { REGISTER_REDIRECT_MS, type RegisterForm, registerFormSchema } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { Field } from "../../../components/ui/field.js";
import { showError } from "../../../components/ui/message-store.js";
import { register as registerAccount } from "../session.js";
import { AuthCard } from "./auth-card.js";
import { PasswordField } from "./password-field.js";

export const REGISTERED_MESSAGE = "Successfully registered! Please log in.";

export function RegisterPage() {
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
        code === "auth/email-already-in-use"
          ? "This email is already registered. Please log in."
          : "Registration failed. Please try again.",
      );
    }
  });

  return (
    <AuthCard title="Register">
      {registered ? (
        <p
          role="status"
          className="rounded-lg bg-brand-50 p-4 text-center font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
        >
          {REGISTERED_MESSAGE}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field label="Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <PasswordField
            autoComplete="new-password"
            error={errors.password?.message}
            {...register("password")}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Registering..." : "Register"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-slate-600 dark:text-slate-300">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-200">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
