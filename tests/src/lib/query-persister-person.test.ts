import { QueryClient } from "@tanstack/react-query";
import { persistQueryClientSave } from "@tanstack/react-query-persist-client";
import { describe, expect, it } from "vitest";
import { bookingKeys, lessonKeys, profileKeys } from "../../../src/lib/query-keys.js";
import { type CacheStorage, createQueryPersister } from "../../../src/lib/query-persister.js";
import { SAVED_DATA, savedDataKey } from "../../../src/lib/saved-data-location.js";

/** One person's saved data is never saved or restored for another (docs/decisions.md, "A shared device"). */
function memoryStorage() {
  const values = new Map<string, string>();
  const storage: CacheStorage = {
    getItem: async (key) => values.get(key),
    setItem: async (key, value) => void values.set(key, value),
    removeItem: async (key) => void values.delete(key),
    keys: async () => [...values.keys()],
  };
  return { storage, values };
}

type Persister = ReturnType<typeof createQueryPersister>;
async function save(persister: Persister, client: QueryClient) {
  await persistQueryClientSave({ queryClient: client, persister });
  persister.flush();
  await persister.saved();
}
const keysIn = (text: string | undefined) =>
  (
    JSON.parse(text ?? "null") as { clientState: { queries: { queryKey: unknown }[] } } | null
  )?.clientState.queries.map((q) => q.queryKey);

function cacheOfA() {
  const client = new QueryClient();
  client.setQueryData(bookingKeys.list("uid-a"), [{ _id: "b1", email: "a@x.example" }]);
  client.setQueryData(lessonKeys.list("uid-a", "learner"), []);
  client.setQueryData(profileKeys.detail("uid-a"), { uid: "uid-a" });
  return client;
}

describe("the saved cache, per person", () => {
  it("is saved under the key of the person it follows, which holds their uid; a visitor has a key of its own", async () => {
    const { storage, values } = memoryStorage();
    const persister = createQueryPersister(storage);
    persister.follow("uid-a");
    await save(persister, cacheOfA());
    expect([...values.keys()]).toEqual([savedDataKey("uid-a")]);
    expect(savedDataKey("uid-a")).toContain("uid-a");
    expect(savedDataKey(null)).not.toBe(SAVED_DATA.key);

    persister.follow(null);
    const visitor = new QueryClient();
    visitor.setQueryData(["tutorials", "list"], { items: [] });
    await save(persister, visitor);
    expect([...values.keys()].sort()).toEqual([savedDataKey("uid-a"), savedDataKey(null)].sort());
    expect(keysIn(values.get(savedDataKey(null)))).toEqual([["tutorials", "list"]]);
  });

  it("leaves out every other person's own data, also when it is still in memory", async () => {
    const { storage, values } = memoryStorage();
    const persister = createQueryPersister(storage);
    persister.follow(null);
    await save(persister, cacheOfA());
    // A's public profile is public; A's bookings and lessons are not the visitor's.
    expect(keysIn(values.get(savedDataKey(null)))).toEqual([profileKeys.detail("uid-a")]);
    persister.follow("uid-b");
    await save(persister, cacheOfA());
    expect(values.get(savedDataKey("uid-b"))).not.toContain("a@x.example");
  });

  it("restores a person's saved data for them only: data written for someone else, or by an earlier release, is refused", async () => {
    const { storage, values } = memoryStorage();
    const persister = createQueryPersister(storage);
    persister.follow("uid-a");
    await save(persister, cacheOfA());
    expect(keysIn(JSON.stringify(await persister.restoreClient()))).toHaveLength(3);

    // B's key holding A's data (a tab that wrote late under the wrong key): not restored for B.
    values.set(savedDataKey("uid-b"), values.get(savedDataKey("uid-a")) ?? "");
    persister.follow("uid-b");
    expect(await persister.restoreClient()).toBeUndefined();
    // An earlier release's data names nobody: not restored for a visitor either.
    const earlier = JSON.stringify({
      timestamp: 1,
      buster: "b",
      clientState: { mutations: [], queries: [] },
    });
    values.set(savedDataKey(null), earlier);
    persister.follow(null);
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it("refuses a restore when the person changed while it was read", async () => {
    const { storage } = memoryStorage();
    const persister = createQueryPersister(storage);
    persister.follow("uid-a");
    await save(persister, cacheOfA());
    const reading = persister.restoreClient();
    persister.follow(null);
    expect(await reading).toBeUndefined();
  });

  it("saves nothing once stopped (a sign-out), and drops what waited to be written", async () => {
    const { storage, values } = memoryStorage();
    const persister = createQueryPersister(storage);
    persister.follow("uid-a");
    await persistQueryClientSave({ queryClient: cacheOfA(), persister });
    persister.stop();
    persister.flush();
    await save(persister, cacheOfA());
    expect([...values.keys()]).toEqual([]);
    expect(persister.owner()).toBeUndefined();
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it("deletes, at start, every saved data but the current person's: other people's and the earlier single key's", async () => {
    const { storage, values } = memoryStorage();
    const persister = createQueryPersister(storage);
    for (const key of [SAVED_DATA.key, savedDataKey("uid-a"), savedDataKey("uid-b"), savedDataKey(null)])
      values.set(key, "{}");
    persister.follow("uid-b");
    await persister.dropOthers();
    expect([...values.keys()]).toEqual([savedDataKey("uid-b")]);
    await persister.forget("uid-b");
    expect([...values.keys()]).toEqual([]);
  });
});
