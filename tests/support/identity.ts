import { randomUUID } from "node:crypto";
import { inject } from "vitest";

export const PROJECT_ID = "demo-tutornest";
const API_KEY = "demo-api-key";

export function emulatorHost(): string {
  return inject("emulatorHost");
}

export interface TestUser {
  uid: string;
  email: string;
  name: string;
  idToken: string;
}

/** Signs a new person up in the Auth emulator and returns a real ID token for them. */
export async function signUp(
  name = "Test Person",
  email = `user-${randomUUID().slice(0, 12)}@example.com`,
): Promise<TestUser> {
  const base = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1`;
  const res = await fetch(`${base}/accounts:signUp?key=${API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Secret123", displayName: name, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`emulator signUp failed: ${res.status} ${await res.text()}`);
  const { localId } = (await res.json()) as { localId: string };
  // Sign in again so the token carries the display name.
  const signIn = await fetch(`${base}/accounts:signInWithPassword?key=${API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Secret123", returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  return { uid: localId, email, name, idToken };
}
