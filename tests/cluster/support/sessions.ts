import { expect } from "vitest";
import { SESSION_COOKIE } from "../../../contract/index.js";
import { signUp } from "../../support/identity.js";

/** Signs a new person up in the emulator and opens a session through `via`: the cookie header. */
export async function sessionVia(via: string, name: string): Promise<{ uid: string; cookie: string }> {
  const who = await signUp(name);
  const res = await fetch(`${via}/api/jwt`, {
    method: "POST",
    headers: { authorization: `Bearer ${who.idToken}`, "content-type": "application/json" },
    body: JSON.stringify({ email: who.email }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return { uid: who.uid, cookie };
}
