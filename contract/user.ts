import { z } from "zod";
import { IMAGE_URL_MAX, safeText } from "./text.js";

export const uidSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, "Invalid user id");

/** The identity-provider user as the product uses it (see docs/product.md, API). */
export const userSchema = z.object({
  uid: uidSchema,
  displayName: z.string().max(120).nullable(),
  email: z.email().nullable(),
  photoURL: z.url().max(2048).nullable(),
});
export type User = z.infer<typeof userSchema>;

/**
 * POST /users: the caller's own record. The photo is the identity provider's: one that is not a
 * valid image URL (contract/text.ts `isImageUrl`) is dropped by the route rather than refused, so
 * an odd provider value never stops a sign-in.
 */
export const upsertUserBodySchema = z.object({
  uid: uidSchema,
  displayName: safeText(120).nullish(),
  email: z.email().nullish(),
  photoURL: safeText(IMAGE_URL_MAX).nullish(),
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

/** The Register form (see docs/product.md, Screens). */
export const PASSWORD_RULE_MESSAGE =
  "Password must have at least one uppercase, one lowercase letter, and be at least 6 characters long.";
export const passwordSchema = z
  .string()
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && p.length >= 6, PASSWORD_RULE_MESSAGE);
export const registerFormSchema = z.object({
  name: safeText(120).min(1, "Please enter your name."),
  email: z.email("Please enter a valid email."),
  password: passwordSchema,
});
export type RegisterForm = z.infer<typeof registerFormSchema>;
export const loginFormSchema = z.object({
  email: z.email("Please enter a valid email."),
  password: z.string().min(1, "Please enter your password."),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
