import { z } from "zod";

export const uidSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, "Invalid user id");

/** The identity-provider user as the product uses it (SPEC §3 User). */
export const userSchema = z.object({
  uid: uidSchema,
  displayName: z.string().max(120).nullable(),
  email: z.email().nullable(),
  photoURL: z.url().max(2048).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** POST /users: the caller's own record. */
export const upsertUserBodySchema = z.object({
  uid: uidSchema,
  displayName: z.string().trim().max(120).nullish(),
  email: z.email().nullish(),
  photoURL: z.string().max(2048).nullish(),
});
export type UpsertUserBody = z.infer<typeof upsertUserBodySchema>;

/** POST /jwt */
export const jwtBodySchema = z.object({ email: z.email().optional() });
export const sessionUserSchema = z.object({
  uid: uidSchema,
  email: z.string().nullable(),
  name: z.string().nullable(),
  picture: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const jwtResponseSchema = z.object({ success: z.literal(true), user: sessionUserSchema });

/** Register form (SPEC §5). */
export const PASSWORD_RULE_MESSAGE =
  "Password must have at least one uppercase, one lowercase letter, and be at least 6 characters long.";
export const passwordSchema = z
  .string()
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && p.length >= 6, PASSWORD_RULE_MESSAGE);
export const registerFormSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name.").max(120),
  email: z.email("Please enter a valid email."),
  password: passwordSchema,
});
export type RegisterForm = z.infer<typeof registerFormSchema>;
export const loginFormSchema = z.object({
  email: z.email("Please enter a valid email."),
  password: z.string().min(1, "Please enter your password."),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
