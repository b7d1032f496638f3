import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { persistQueryClientSave } from "@tanstack/react-query-persist-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore, readSignedInUid, writeSignedInUid } from "../../../../src/features/auth/auth-store.js";
import { hasPendingLogout, startPendingLogout } from "../../../../src/features/auth/pending-logout.js";
import { personChanged } from "../../../../src/features/auth/person-data.js";
import { logout } from "../../../../src/features/auth/session.js";
import { api } from "../../../../src/lib/api-client.js";
import { bookingKeys } from "../../../../src/lib/query-keys.js";
import { queryPersister } from "../../../../src/lib/query-persister.js";
import { enqueue, list, removeAllOf } from "../../../../src/offline/index.js";
import { type ApiCall, answerApi, json } from "../../support/network.js";

/** A shared phone keeps nothing of the person who logged out (docs/decisions.md). */
const signOut = vi.fn(async () => {});
vi.mock("../../../../src/lib/firebase.js", () => ({
  loadAuth: async () => ({}),
  firebaseAuth: async () => ({ signOut }),
}));

const A = { uid: "uid-a", displayName: "A", email: "a@x.example", photoURL: null };

beforeEach(async () => {
  localStorage.clear();
  for (const uid of ["uid-a", "uid-b"]) await removeAllOf(uid);
  writeSignedInUid(A.uid);
  await personChanged(A.uid);
  await queryPersister.forget(A.uid);
  authStore.set({ user: A, loading: false });
});

/** What is saved for A: nothing once they logged out. */
async function savedForA() {
  queryPersister.follow(A.uid);
  const saved = await queryPersister.restoreClient();
  queryPersister.follow(null);
  return saved;
}
afterEach(() => vi.unstubAllGlobals());

/** A's cache, saved to IndexedDB, and one waiting write each of A and B. */
async function deviceOfA(): Promise<QueryClient> {
  const client = new QueryClient();
  client.setQueryData(bookingKeys.list(A.uid), [{ _id: "b1", tutorName: "Amina" }]);
  client.setQueryData(["profile", A.uid], { uid: A.uid, name: "A" });
  await persistQueryClientSave({ queryClient: client, persister: queryPersister });
  queryPersister.flush();
  await queryPersister.saved();
  expect(await queryPersister.restoreClient()).toBeDefined();
  const write = {
    kind: "booking",
    method: "POST",
    path: "/api/bookings",
    body: {},
    summary: "Book",
  } as const;
  await enqueue({ ...write, uid: A.uid });
  await enqueue({ ...write, uid: "uid-b" });
  return client;
}

const offline = () => answerApi(() => Promise.reject(new TypeError("Failed to fetch")));

describe("logout", () => {
  it("clears the query cache, its IndexedDB copy and the person's outbox items, and signs out on the server", async () => {
    const client = await deviceOfA();
    const calls = answerApi(() => json(200, { success: true }));
    await logout(client);
    expect(authStore.get().user).toBeNull();
    expect(signOut).toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/logout"]);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(await savedForA()).toBeUndefined();
    expect((await list()).map((i) => i.uid)).toEqual(["uid-b"]);
    expect(hasPendingLogout()).toBe(false);
    // Every tab hears that nobody is signed in; this one saves a visitor's data from now on.
    expect(readSignedInUid()).toBeNull();
    expect(localStorage.getItem("tn-uid")).toBeNull();
    expect(queryPersister.owner()).toBeNull();
  });

  it("saves nothing of the person while it runs, though their data is still in memory", async () => {
    const client = await deviceOfA();
    let release!: () => void;
    answerApi(
      () =>
        new Promise((resolve) => {
          release = () => resolve(json(200, { success: true }));
        }),
    );
    const done = logout(client);
    await vi.waitFor(() => expect(release).toBeDefined());
    client.setQueryData(["profile", A.uid], { uid: A.uid, name: "A, edited" });
    await persistQueryClientSave({ queryClient: client, persister: queryPersister });
    queryPersister.flush();
    await queryPersister.saved();
    expect(queryPersister.owner()).toBeUndefined();
    release();
    await done;
    expect(await savedForA()).toBeUndefined();
    queryPersister.follow(null);
    expect(await queryPersister.restoreClient()).toBeUndefined();
  });

  it("offline, signs out and clears at once and remembers the logout for the server", async () => {
    const client = await deviceOfA();
    offline();
    await logout(client);
    expect(authStore.get().user).toBeNull();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(await savedForA()).toBeUndefined();
    expect((await list()).map((i) => i.uid)).toEqual(["uid-b"]);
    expect(hasPendingLogout()).toBe(true);
  });
});

describe("a logout made offline", () => {
  async function loggedOutOffline() {
    offline();
    await logout(new QueryClient());
    vi.unstubAllGlobals();
    expect(hasPendingLogout()).toBe(true);
  }
  const answers = (call: ApiCall) =>
    call.url === "/api/logout" ? json(200, { success: true }) : json(200, {});

  it("reaches the server before any other API call, a new sign-in's POST /jwt included", async () => {
    await loggedOutOffline();
    const calls = answerApi(answers);
    await api.post("jwt", { json: { email: "b@x.example" } }).json();
    await api.get("tutorials").json();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST /api/logout",
      "POST /api/jwt",
      "GET /api/tutorials",
    ]);
    expect(hasPendingLogout()).toBe(false);
  });

  it("is sent at start and when the device comes back online", async () => {
    await loggedOutOffline();
    const offlineCalls = offline();
    expect(await startPendingLogout()).toBe(false); // at start, still offline: kept
    expect(offlineCalls).toHaveLength(1);
    expect(hasPendingLogout()).toBe(true);
    vi.unstubAllGlobals();
    const calls = answerApi(answers);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(hasPendingLogout()).toBe(false));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/logout"]);
  });

  it("stays pending when the server answers 5xx", async () => {
    await loggedOutOffline();
    answerApi(() => json(503, { error: "Busy", code: "INTERNAL" }));
    await api
      .get("tutorials")
      .json()
      .catch(() => {});
    expect(hasPendingLogout()).toBe(true);
  });
});
