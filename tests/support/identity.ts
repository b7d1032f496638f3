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

/** An administrator's call to the Auth emulator ("owner" is the emulator's administrator credential). */
async function emulatorAdmin(path: string, body: object): Promise<void> {
  const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`emulator ${path} failed: ${res.status} ${await res.text()}`);
}

/** Disables the account in the identity provider, as an administrator would. */
export const disableAccount = (uid: string) =>
  emulatorAdmin(`projects/${PROJECT_ID}/accounts:update`, { localId: uid, disableUser: true });

/** Deletes the account from the identity provider. */
export const deleteAccount = (uid: string) =>
  emulatorAdmin(`projects/${PROJECT_ID}/accounts:delete`, { localId: uid });
