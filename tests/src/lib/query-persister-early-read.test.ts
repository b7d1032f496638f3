import "fake-indexeddb/auto";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { createStore, set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryPersister } from "../../../src/lib/query-persister.js";
import { type EarlyRead, SAVED_DATA, savedDataKey } from "../../../src/lib/saved-data-location.js";

/**
 * The persister takes the read of the saved data that the page's starter began before the app's
 * code loaded (scripts/lib/vite-paint-first.ts), once, and reads IndexedDB itself otherwise.
 */
const page = globalThis as unknown as Record<string, Promise<EarlyRead> | undefined>;
const KEY = savedDataKey("uid-a");
const saved = (at: number) => ({
  timestamp: at,
  buster: "b",
  clientState: { mutations: [], queries: [] },
});
const text = (at: number) => JSON.stringify({ ...saved(at), owner: "uid-a" });
const inDatabase = () => set(KEY, text(1), createStore(SAVED_DATA.db, SAVED_DATA.store));
const restored = async (): Promise<PersistedClient | undefined> => queryPersister.restoreClient();

beforeEach(() => queryPersister.follow("uid-a"));
afterEach(() => {
  delete page[SAVED_DATA.early];
});

describe("the saved data's first read", () => {
  it("is the starter's, once: the next read is the database's", async () => {
    await inDatabase();
    page[SAVED_DATA.early] = Promise.resolve({ key: KEY, value: text(2) });
    expect(await restored()).toEqual(saved(2));
    expect(page[SAVED_DATA.early]).toBeUndefined();
    expect(await restored()).toEqual(saved(1));
  });

  it("finds nothing when the starter found nothing", async () => {
    await inDatabase();
    page[SAVED_DATA.early] = Promise.resolve({ key: KEY, value: undefined });
    expect(await restored()).toBeUndefined();
  });

  it("is made again when the starter could not read, or read something that is not saved data", async () => {
    await inDatabase();
    page[SAVED_DATA.early] = Promise.resolve(null);
    expect(await restored()).toEqual(saved(1));
    page[SAVED_DATA.early] = Promise.resolve({ key: KEY, value: 42 });
    expect(await restored()).toEqual(saved(1));
  });

  it("is made again when the starter read another person's key (the person changed since)", async () => {
    await inDatabase();
    page[SAVED_DATA.early] = Promise.resolve({ key: savedDataKey(null), value: text(3) });
    expect(await restored()).toEqual(saved(1));
  });
});
