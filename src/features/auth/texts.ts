import { msg } from "@lingui/core/macro";

/**
 * The sign-in screens' own texts (docs/product.md, Messages), as messages: each is said in the
 * screen's language when it is drawn or shown, never when this module loads.
 */
export const AUTH_TEXTS = {
  loginFailed: msg`Invalid email or password.`,
  googleFailed: msg`Google login failed.`,
  emailInUse: msg`This email is already registered. Please log in.`,
  registrationFailed: msg`Registration failed. Please try again.`,
  registered: msg`Successfully registered! Please log in.`,
  resetSent: msg`If an account exists for that email, a reset link is on its way.`,
  invalidEmail: msg`Please enter a valid email.`,
  tooManyAttempts: msg`Too many attempts. Please wait a moment and try again.`,
  networkFailed: msg`Network error. Please check your connection and try again.`,
  somethingWrong: msg`Something went wrong.`,
} as const;
