import type { Query } from "@tanstack/react-query";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { createStore, del, get, set } from "idb-keyval";
import { PERSISTED_ROOTS } from "./query-keys.js";
import { type EarlyRead, SAVED_DATA } from "./saved-data-location.js";

/** Where the saved cache lives; the key and the JSON text are those of the earlier persister. */
export interface CacheStorage {
  getItem(key: string): Promise<string | null | undefined>;
  setItem(key: string, value: string): Promise<unknown>;
  removeItem(key: string): Promise<unknown>;
}

const KEY = SAVED_DATA.key;

export interface SavingPersister extends Persister {
  /** Writes what waits to be written, now (the page is being hidden or closed). */
  flush(): void;
  /** Resolves when every write issued so far has ended. */
  saved(): Promise<void>;
}

type Entry = readonly [hash: string, data: unknown, updatedAt: number];
function entriesOf(client: PersistedClient): Entry[] {
  return client.clientState.queries.map((q) => [q.queryHash, q.state.data, q.state.dataUpdatedAt] as const);
}
function sameEntries(a: Entry[], b: Entry[]): boolean {
  return (
    a.length === b.length && a.every((e, i) => e[0] === b[i]?.[0] && e[1] === b[i]?.[1] && e[2] === b[i]?.[2])
  );
}

/**
 * The query cache saved to IndexedDB so that browsing works offline (docs/decisions.md). Saved
 * whenever a saved query's data changes (data arrived, an edit shown, a query dropped) — at the end
 * of the current task, so that a burst of answers is one write — and at once when the page is hidden
 * or closed. Events that change no data (a fetch starting, an observer added) write nothing.
 */
export function createQueryPersister(storage: CacheStorage, onFirstSave?: () => void): SavingPersister {
  let waiting: PersistedClient | null = null;
  let written: Entry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writes: Promise<void> = Promise.resolve();
  let listening = false;
  let firstSave = onFirstSave;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!waiting) return;
    const text = JSON.stringify(waiting);
    waiting = null;
    // Issued now, not after the previous write: IndexedDB keeps read-write transactions in order,
    // and a page being frozen may not run another task.
    const write = storage.setItem(KEY, text).then(
      () => {
        firstSave?.();
        firstSave = undefined;
      },
      (err: unknown) => console.error("Could not save data for offline use:", err),
    );
    writes = Promise.all([writes, write]).then(() => undefined);
  }

  function listen(): void {
    if (listening) return;
    listening = true;
    globalThis.document?.addEventListener("visibilitychange", () => {
      if (globalThis.document.visibilityState === "hidden") flush();
    });
    globalThis.addEventListener?.("pagehide", flush);
  }

  return {
    async persistClient(client) {
      const entries = entriesOf(client);
      if (sameEntries(entries, written)) return;
      written = entries;
      waiting = client;
      listen();
      timer ??= setTimeout(flush, 0);
    },
    async restoreClient() {
      const text = await storage.getItem(KEY);
      return text ? (JSON.parse(text) as PersistedClient) : undefined;
    },
    async removeClient() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting = null;
      written = [];
      await writes;
      await storage.removeItem(KEY);
    },
    flush,
    saved: () => writes,
  };
}

const store = createStore(SAVED_DATA.db, SAVED_DATA.store);

/**
 * The read of the saved cache that the page's inline starter began before this code loaded
 * (docs/decisions.md, "Speed of the first screen"), taken once; a read it could not make is made
 * again here.
 */
function takeEarlyRead(key: string): Promise<string | undefined> | undefined {
  const page = globalThis as unknown as Record<string, Promise<EarlyRead> | undefined>;
  const early = page[SAVED_DATA.early];
  if (key !== SAVED_DATA.key || !early) return undefined;
  delete page[SAVED_DATA.early];
  return early.then((read) =>
    read && (read.value === undefined || typeof read.value === "string")
      ? read.value
      : get<string>(key, store),
  );
}

export const queryPersister = createQueryPersister(
  {
    getItem: (key) => takeEarlyRead(key) ?? get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  },
  // Asked once data is worth keeping; loaded apart from the first screen's code.
  () => void import("../offline/persistent-storage.js").then((m) => m.askPersistentStorage()),
);

/**
 * Saved: tutorial lists and details, bookings, profiles and statistics that hold data from the
 * server — also after a refetch failed offline (the query is then in error but keeps its data;
 * dropping it would lose the saved copy at the second offline visit).
 */
export function shouldPersistQuery(query: Query): boolean {
  if (query.state.data === undefined || !PERSISTED_ROOTS.has(String(query.queryKey[0]))) return false;
  // A page put together offline from saved tutorials is not the server's answer: not kept.
  const data = query.state.data as { savedOnly?: boolean } | undefined;
  return data?.savedOnly !== true;
}

export const PERSIST_MAX_AGE = 1000 * 60 * 60 * 24 * 7;
