import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answerApi, json } from "../../support/network.js";

/**
 * The provider (Firebase) is followed only where someone may be signed in: with the device's
 * login flag set, once a sign-in starts, or once another tab has signed in. A visitor is known to
 * be nobody at once, and Firebase is not loaded for them.
 */
type Listener = (u: unknown) => void;
const provider = vi.hoisted(() => ({ loads: 0, listeners: [] as ((u: unknown) => void)[] }));
/** Without an e-mail no server session is opened: these tests are about the provider alone. */
const A = { uid: "uid-a", email: null, displayName: "A", photoURL: null, getIdToken: async () => "t" };

vi.mock("../../../../src/lib/firebase.js", () => ({
  loadAuth: async () => {
    provider.loads++;
    return {};
  },
  firebaseAuth: async () => ({
    onAuthStateChanged: (_auth: unknown, cb: Listener) => {
      provider.listeners.push(cb);
    },
  }),
}));

async function freshPage() {
  vi.resetModules();
  const store = await import("../../../../src/features/auth/auth-store.js");
  const session = await import("../../../../src/features/auth/session.js");
  return { ...store, ...session };
}

beforeEach(() => {
  localStorage.clear();
  provider.loads = 0;
  provider.listeners.length = 0;
  answerApi(() => json(200, { success: true }));
});

describe("following the provider at start-up", () => {
  it("knows on a visitor's page from the start that nobody is signed in, without loading Firebase", async () => {
    const { authStore, startAuthListener } = await freshPage();
    expect(authStore.get()).toEqual({ user: null, loading: false });
    // Nothing for the page's readers to render again when the listener starts.
    const changes = vi.fn();
    authStore.subscribe(changes);
    startAuthListener();
    expect(changes).not.toHaveBeenCalled();
    expect(authStore.get()).toEqual({ user: null, loading: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(provider.loads).toBe(0);
    expect(provider.listeners).toHaveLength(0);
  });

  it("follows the provider where this device's login flag is set", async () => {
    localStorage.setItem("isLoggedIn", "true");
    const { authStore, startAuthListener } = await freshPage();
    expect(authStore.get().loading).toBe(true);
    startAuthListener();
    await vi.waitFor(() => expect(provider.listeners).toHaveLength(1));
    expect(authStore.get().loading).toBe(true);
    provider.listeners[0]?.(A);
    expect(authStore.get()).toEqual({
      user: { uid: "uid-a", email: null, displayName: "A", photoURL: null },
      loading: false,
    });
    // Kept beside the flag, for the page's next start and every other tab: the uid, not the e-mail.
    expect(localStorage.getItem("tn-uid")).toBe("uid-a");
    // The provider's "nobody" clears both.
    provider.listeners[0]?.(null);
    expect([localStorage.getItem("isLoggedIn"), localStorage.getItem("tn-uid")]).toEqual(["false", null]);
  });

  it("starts following once another tab has signed in", async () => {
    const { authStore, startAuthListener } = await freshPage();
    startAuthListener();
    // Another tab's storage event for something else changes nothing.
    window.dispatchEvent(new StorageEvent("storage", { key: "theme" }));
    await new Promise((r) => setTimeout(r, 20));
    expect(provider.loads).toBe(0);
    localStorage.setItem("isLoggedIn", "true");
    window.dispatchEvent(new StorageEvent("storage", { key: "isLoggedIn", newValue: "true" }));
    // (Pages of the earlier tests listen to the same window, and follow too.)
    await vi.waitFor(() => expect(provider.listeners.length).toBeGreaterThan(0));
    for (const listener of provider.listeners) listener(A);
    expect(authStore.get().user?.uid).toBe("uid-a");
  });
});

describe("following the provider while another tab signs people in and out", () => {
  const B = { ...A, uid: "uid-b", displayName: "B" };
  /** Another tab of the app writes who is signed in; this page hears the storage event. */
  function elsewhere(flag: string, uid: string | null) {
    localStorage.setItem("isLoggedIn", flag);
    if (uid === null) localStorage.removeItem("tn-uid");
    else localStorage.setItem("tn-uid", uid);
    window.dispatchEvent(new StorageEvent("storage", { key: "tn-uid", storageArea: localStorage }));
  }

  it("keeps the other tab's new sign-in when this page's provider, behind, still says nobody", async () => {
    localStorage.setItem("isLoggedIn", "true");
    localStorage.setItem("tn-uid", A.uid);
    const { authStore, startAuthListener } = await freshPage();
    const { followSignedInPerson } = await import("../../../../src/features/auth/person-data.js");
    followSignedInPerson(new QueryClient());
    startAuthListener();
    await vi.waitFor(() => expect(provider.listeners.length).toBeGreaterThan(0));
    const answer = provider.listeners[provider.listeners.length - 1];
    answer?.(A);
    expect(authStore.get().user?.uid).toBe(A.uid);

    // A logs out in another tab and B signs in there: this page shows nobody at once.
    elsewhere("false", null);
    elsewhere("true", B.uid);
    expect(authStore.get().user).toBeNull();
    // This page's provider hears of A's sign-out only now: B stays signed in on the device.
    answer?.(null);
    expect([localStorage.getItem("isLoggedIn"), localStorage.getItem("tn-uid")]).toEqual(["true", B.uid]);
    answer?.(B);
    expect(authStore.get().user?.uid).toBe(B.uid);
    // Caught up, its "nobody" is B's sign-out again.
    answer?.(null);
    expect([localStorage.getItem("isLoggedIn"), localStorage.getItem("tn-uid")]).toEqual(["false", null]);
  });
});
