import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { persistQueryClientSave } from "@tanstack/react-query-persist-client";
import { beforeEach, describe, expect, it } from "vitest";
import { authStore, writeLoggedInFlag, writeSignedInUid } from "../../../../src/features/auth/auth-store.js";
import { followSignedInPerson } from "../../../../src/features/auth/person-data.js";
import { bookingKeys, profileKeys } from "../../../../src/lib/query-keys.js";
import { queryPersister } from "../../../../src/lib/query-persister.js";

/**
 * Every tab follows a sign-out or sign-in made in another (docs/decisions.md, "A shared device"):
 * it drops the previous person's data and stops saving it. Here the page is one tab; the other
 * tab's change is its `storage` event.
 */
const A = { uid: "uid-a", displayName: "A", email: "a@x.example", photoURL: null };
const client = new QueryClient();

/** What is saved for `uid` now. */
async function savedFor(uid: string | null) {
  const owner = queryPersister.owner();
  queryPersister.follow(uid);
  const saved = await queryPersister.restoreClient();
  if (owner !== undefined) queryPersister.follow(owner);
  return saved;
}
/** This tab saves what is in its cache now, as its subscription would at the next change. */
async function saveNow() {
  await persistQueryClientSave({ queryClient: client, persister: queryPersister });
  queryPersister.flush();
  await queryPersister.saved();
}
/** Another tab of the app changes who is signed in. */
function elsewhere(change: () => void, key: string) {
  change();
  window.dispatchEvent(new StorageEvent("storage", { key, storageArea: localStorage }));
}

beforeEach(async () => {
  // Each test starts with A signed in on the device, this tab holding A's data.
  elsewhere(() => writeSignedInUid(A.uid), "tn-uid");
  client.clear();
  authStore.set({ user: A, loading: false });
});
// Once, as main.tsx does at start; the page starts as A's.
localStorage.setItem("isLoggedIn", "true");
localStorage.setItem("tn-uid", A.uid);
followSignedInPerson(client);

async function tabOfA() {
  await queryPersister.forget(A.uid);
  client.setQueryData(bookingKeys.list(A.uid), [{ _id: "b1", email: A.email }]);
  client.setQueryData(profileKeys.detail(A.uid), { uid: A.uid, email: A.email });
  await saveNow();
  expect(queryPersister.owner()).toBe(A.uid);
  expect(await savedFor(A.uid)).toBeDefined();
}

describe("a sign-out in another tab", () => {
  it("drops the person's data from this tab's memory and its saved copy, and signs this tab out", async () => {
    await tabOfA();
    elsewhere(() => writeLoggedInFlag(false), "isLoggedIn");
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(authStore.get()).toEqual({ user: null, loading: false });
    expect(queryPersister.owner()).toBeNull();
    await queryPersister.saved();
    await expect.poll(() => savedFor(A.uid)).toBeUndefined();
  });

  it("leaves nothing of the person for this tab to write back at its next change", async () => {
    await tabOfA();
    elsewhere(() => writeLoggedInFlag(false), "isLoggedIn");
    // A late answer of A's bookings, and a public page, after the sign-out.
    client.setQueryData(bookingKeys.list(A.uid), [{ _id: "b1", email: A.email }]);
    client.setQueryData(["tutorials", "list"], { items: [] });
    await saveNow();
    const visitor = JSON.stringify(await savedFor(null));
    expect(visitor).toContain("tutorials");
    expect(visitor).not.toContain(A.email);
    expect(await savedFor(A.uid)).toBeUndefined();
  });
});

describe("another person signing in in another tab", () => {
  it("drops the previous person's data here too", async () => {
    await tabOfA();
    elsewhere(() => writeSignedInUid("uid-b"), "tn-uid");
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(authStore.get().user).toBeNull();
    expect(queryPersister.owner()).toBe("uid-b");
    await expect.poll(() => savedFor(A.uid)).toBeUndefined();
  });

  it("keeps a signed-out visitor's public data, saved from then on for the person who signed in", async () => {
    elsewhere(() => writeLoggedInFlag(false), "isLoggedIn");
    authStore.set({ user: null, loading: false });
    client.setQueryData(["tutorials", "list"], { items: [] });
    elsewhere(() => writeSignedInUid("uid-b"), "tn-uid");
    expect(client.getQueryData(["tutorials", "list"])).toEqual({ items: [] });
    await saveNow();
    expect(JSON.stringify(await savedFor("uid-b"))).toContain("tutorials");
  });

  it("changes nothing when the same person is named again", async () => {
    await tabOfA();
    elsewhere(() => writeSignedInUid(A.uid), "tn-uid");
    expect(client.getQueryData(bookingKeys.list(A.uid))).toHaveLength(1);
    expect(authStore.get().user).toEqual(A);
  });
});
