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
