import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type CacheStorage, createQueryPersister } from "../../../src/lib/query-persister.js";

/** What was on screen is saved however quickly the person moved on (docs/decisions.md). */
function memoryStorage() {
  const values = new Map<string, string>();
  const writes: string[] = [];
  const storage: CacheStorage = {
    getItem: async (key) => values.get(key),
    setItem: async (key, value) => {
      writes.push(value);
      values.set(key, value);
    },
    removeItem: async (key) => void values.delete(key),
    keys: async () => [...values.keys()],
  };
  return { storage, writes };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const savedKeys = async (p: ReturnType<typeof createQueryPersister>) =>
  (await p.restoreClient())?.clientState.queries.map((q) => q.queryKey) ?? [];

afterEach(() => vi.unstubAllGlobals());

function subscribed(persister: ReturnType<typeof createQueryPersister>) {
  persister.follow(null);
  const client = new QueryClient();
  persistQueryClientSubscribe({ queryClient: client, persister });
  return client;
}

describe("the saved query cache", () => {
  it("saves data arriving right after other data, without waiting a second", async () => {
    const { storage } = memoryStorage();
    const persister = createQueryPersister(storage);
    const client = subscribed(persister);
    await client.fetchQuery({ queryKey: ["tutorials", "list"], queryFn: async () => ["t1"] });
    await nextTask();
    await client.fetchQuery({
      queryKey: ["tutorials", "detail", "t1"],
      queryFn: async () => ({ _id: "t1" }),
    });
    await nextTask();
    await persister.saved();
    expect(await savedKeys(persister)).toEqual([
      ["tutorials", "list"],
      ["tutorials", "detail", "t1"],
    ]);
  });

  it.each(["pagehide", "visibilitychange"])("writes at once on %s, before the task ends", async (event) => {
    const { storage } = memoryStorage();
    const persister = createQueryPersister(storage);
    const client = subscribed(persister);
    client.setQueryData(["tutorials", "detail", "t2"], { _id: "t2" });
    expect(await savedKeys(persister)).toEqual([]);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    (event === "pagehide" ? window : document).dispatchEvent(new Event(event));
    expect(await savedKeys(persister)).toEqual([["tutorials", "detail", "t2"]]);
    vi.restoreAllMocks();
  });

  it("writes nothing for events that change no data (a fetch starting, an observer)", async () => {
    const { storage, writes } = memoryStorage();
    const persister = createQueryPersister(storage);
    const client = subscribed(persister);
    await client.fetchQuery({ queryKey: ["stats"], queryFn: async () => ({ n: 1 }) });
    await nextTask();
    await persister.saved();
    const before = writes.length;
    client
      .getQueryCache()
      .find({ queryKey: ["stats"] })
      ?.setState({ fetchStatus: "fetching" });
    client
      .getQueryCache()
      .find({ queryKey: ["stats"] })
      ?.setState({ fetchStatus: "idle" });
    await nextTask();
    await persister.saved();
    expect(writes.length).toBe(before);
  });

  it("asks for persistent storage after the first save only", async () => {
    const { storage } = memoryStorage();
    const first = vi.fn();
    const persister = createQueryPersister(storage, first);
    const client = subscribed(persister);
    client.setQueryData(["stats"], { n: 1 });
    persister.flush();
    client.setQueryData(["stats"], { n: 2 });
    persister.flush();
    await persister.saved();
    expect(first).toHaveBeenCalledTimes(1);
  });
});
