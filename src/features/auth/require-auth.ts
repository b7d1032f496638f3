import { type ParsedLocation, redirect } from "@tanstack/react-router";
import type { RouterContext } from "../../router-context.js";

/**
 * The guard of the routes that need a signed-in user (their layout's `beforeLoad`): waits for the
 * identity provider's first answer, then lets the signed-in through and sends anyone else to
 * /login, which brings them back here (see docs/product.md, Sign-in).
 */
export async function requireAuth({
  context,
  location,
}: {
  context: RouterContext;
  location: ParsedLocation;
}): Promise<void> {
  if (!(await context.auth.ready)) throw redirect({ to: "/login", search: { redirect: location.href } });
}

/**
 * The guard of Tutor Details: on a device whose login flag says someone is signed in, the page
 * opens at once instead of waiting for the identity provider's first answer (Firebase loads once
 * the browser is idle: seconds on a slow phone). That is safe there: what the page shows is a
 * public read, and its one signed-in action, Book Now, waits for the answer. When the answer is
 * "nobody", the route loads again (src/features/auth/router-auth.ts) and this sends the person to
 * /login as requireAuth would have.
 */
export async function requireAuthUnlessFlagged(args: {
  context: RouterContext;
  location: ParsedLocation;
}): Promise<void> {
  if (!args.context.auth.answered && args.context.auth.flagged) return;
  await requireAuth(args);
}
