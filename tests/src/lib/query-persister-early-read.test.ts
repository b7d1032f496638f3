import "fake-indexeddb/auto";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { createStore, set } from "idb-keyval";
import { afterEach, describe, expect, it } from "vitest";
import { queryPersister } from "../../../src/lib/query-persister.js";
import { type EarlyRead, SAVED_DATA } from "../../../src/lib/saved-data-location.js";

/**
 * The persister takes the read of the saved data that the page's starter began before the app's
 * code loaded (scripts/lib/vite-paint-first.ts), once, and reads IndexedDB itself otherwise.
 */
const page = globalThis as unknown as Record<string, Promise<EarlyRead> | undefined>;
const saved = (at: number): PersistedClient => ({
  timestamp: at,
  buster: "b",
  clientState: { mutations: [], queries: [] },
});
const inDatabase = () =>
  set(SAVED_DATA.key, JSON.stringify(saved(1)), createStore(SAVED_DATA.db, SAVED_DATA.store));

afterEach(() => {
  delete page[SAVED_DATA.early];
});

describe("the saved data's first read", () => {
  it("is the starter's, once: the next read is the database's", async () => {
    await inDatabase();
    page[SAVED_DATA.early] = Promise.resolve({ value: JSON.stringify(saved(2)) });
    expect(await queryPersister.restoreClient()).toEqual(saved(2));
    expect(page[SAVED_DATA.early]).toBeUndefined();
    expect(await queryPersister.restoreClient()).toEqual(saved(1));
  });

  it("finds nothing when the starter found nothing", async () => {
    await inDatabase();
    page[SAVED_DATA.early] = Promise.resolve({ value: undefined });
    expect(await queryPersister.restoreClient()).toBeUndefined();
  });

  it("is made again when the starter could not read, or read something that is not saved data", async () => {
    await inDatabase();
    page[SAVED_DATA.early] = Promise.resolve(null);
    expect(await queryPersister.restoreClient()).toEqual(saved(1));
    page[SAVED_DATA.early] = Promise.resolve({ value: 42 });
    expect(await queryPersister.restoreClient()).toEqual(saved(1));
  });
});
