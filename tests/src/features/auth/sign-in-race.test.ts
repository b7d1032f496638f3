import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore, readLoggedInFlag } from "../../../../src/features/auth/auth-store.js";
import { signInWithEmail, startAuthListener } from "../../../../src/features/auth/session.js";
import { answerApi, json } from "../../support/network.js";

/**
 * The identity provider's first answer after a page load ("nobody") can arrive while the person
 * is already signing in: it must not clear the login flag, or the next page load signs them out.
 */
type Listener = (u: unknown) => void;
const listeners: Listener[] = [];
const B = {
  uid: "uid-b",
  email: "b@x.example",
  displayName: "B",
  photoURL: null,
  getIdToken: async () => "token-b",
};
let finishSignIn: (() => void) | undefined;

vi.mock("../../../../src/lib/firebase.js", () => ({
  loadAuth: async () => ({}),
  firebaseAuth: async () => ({
    onAuthStateChanged: (_auth: unknown, cb: Listener) => {
      listeners.push(cb);
    },
    signInWithEmailAndPassword: () =>
      new Promise((resolve) => {
        finishSignIn = () => {
          // The provider tells its listeners first, then answers the sign-in.
          for (const l of listeners) l(B);
          resolve({ user: B });
        };
      }),
  }),
}));

beforeEach(() => {
  localStorage.clear();
  authStore.set({ user: null, loading: true });
  answerApi(() => json(200, { success: true }));
});
afterEach(() => vi.unstubAllGlobals());

describe("signing in while the provider gives its first answer", () => {
  it("keeps the login flag and the signed-in person", async () => {
    startAuthListener();
    // Nobody had signed in on this device: the provider is followed from the sign-in on.
    const signingIn = signInWithEmail("b@x.example", "Secret123");
    await vi.waitFor(() => expect(listeners.length).toBe(1));
    await vi.waitFor(() => expect(finishSignIn).toBeDefined());
    // The stale first answer: nobody was signed in when the page loaded.
    listeners[0](null);
    finishSignIn?.();
    await signingIn;
    expect(readLoggedInFlag()).toBe(true);
    expect(authStore.get().user?.uid).toBe("uid-b");
    // Afterwards the listener is followed again: a later sign-out is heard.
    listeners[0](null);
    expect(authStore.get().user).toBeNull();
    expect(readLoggedInFlag()).toBe(false);
  });
});
