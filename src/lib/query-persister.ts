import type { Query } from "@tanstack/react-query";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { createStore, del, get, keys, set } from "idb-keyval";
import { PERSISTED_ROOTS, personOfKey } from "./query-keys.js";
import { SAVED_DATA, savedDataKey } from "./saved-data-location.js";

/** Where the saved cache lives (IndexedDB through idb-keyval; a stand-in in tests). */
export interface CacheStorage {
  getItem(key: string): Promise<string | null | undefined>;
  setItem(key: string, value: string): Promise<unknown>;
  removeItem(key: string): Promise<unknown>;
  keys(): Promise<IDBValidKey[]>;
}

/** Whose data is saved: a person's uid, null for a signed-out visitor, undefined while saving is stopped. */
export type SavedDataOwner = string | null | undefined;

export interface SavingPersister extends Persister {
  /** Writes what waits to be written, now (the page is being hidden or closed). */
  flush(): void;
  /** Resolves when every write issued so far has ended. */
  saved(): Promise<void>;
  /**
   * From now on saves and restores the data of `uid` (null: a signed-out visitor) under its own
   * key; what waited to be written for someone else is dropped.
   */
  follow(uid: string | null): void;
  /** Saves nothing from now on (what waits to be written is dropped), until `follow` is called. */
  stop(): void;
  owner(): SavedDataOwner;
  /** Deletes the saved data of `uid` (null: the visitor's), after the writes issued so far. */
  forget(uid: string | null): Promise<void>;
  /** Deletes every saved data but the current owner's: other people's, and earlier formats'. */
  dropOthers(): Promise<void>;
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

/** The client without the queries of any person but `owner` (src/lib/query-keys.ts, personKey). */
function onlyOwnedBy(client: PersistedClient, owner: string | null): PersistedClient {
  const queries = client.clientState.queries.filter((q) => {
    const person = personOfKey(q.queryKey);
    return person === undefined || person === owner;
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** The saved text: the client, and whose it is, which a restore checks. */
type SavedText = PersistedClient & { owner: string | null };

/**
 * The query cache saved to IndexedDB so that browsing works offline (docs/decisions.md). Saved
 * whenever a saved query's data changes (data arrived, an edit shown, a query dropped) — at the end
 * of the current task, so that a burst of answers is one write — and at once when the page is hidden
 * or closed. Events that change no data (a fetch starting, an observer added) write nothing.
 * Saved per person (docs/decisions.md, "A shared device"): under the key of whoever it follows, with
 * no other person's queries, and restored only for that person; nothing is saved until `follow`.
 */
export function createQueryPersister(storage: CacheStorage, onFirstSave?: () => void): SavingPersister {
  let owner: SavedDataOwner;
  let waiting: { key: string; text: SavedText } | null = null;
  let written: Entry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writes: Promise<void> = Promise.resolve();
  let listening = false;
  let firstSave = onFirstSave;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!waiting) return;
    const { key, text } = waiting;
    waiting = null;
    // Issued now, not after the previous write: IndexedDB keeps read-write transactions in order,
    // and a page being frozen may not run another task.
    const write = storage.setItem(key, JSON.stringify(text)).then(
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

  async function forget(uid: string | null): Promise<void> {
    if (owner === uid) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting = null;
      written = [];
    }
    await writes;
    await storage.removeItem(savedDataKey(uid));
  }

  function stop(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiting = null;
    written = [];
    owner = undefined;
  }

  return {
    async persistClient(client) {
      if (owner === undefined) return;
      const own = onlyOwnedBy(client, owner);
      const entries = entriesOf(own);
      if (sameEntries(entries, written)) return;
      written = entries;
      waiting = { key: savedDataKey(owner), text: { ...own, owner } };
      listen();
      timer ??= setTimeout(flush, 0);
    },
    async restoreClient() {
      if (owner === undefined) return undefined;
      const expected = owner;
      const text = await storage.getItem(savedDataKey(expected));
      if (!text) return undefined;
      const saved = JSON.parse(text) as Partial<SavedText>;
      // Written for someone else (or by an earlier release, which named nobody): not theirs to see.
      if (saved.owner !== expected || owner !== expected) return undefined;
      const { owner: _whose, ...client } = saved;
      return client as PersistedClient;
    },
    async removeClient() {
      if (owner !== undefined) await forget(owner);
    },
    follow(uid) {
      stop();
      owner = uid;
    },
    stop,
    owner: () => owner,
    forget,
    async dropOthers() {
      if (owner === undefined) return;
      const keep = savedDataKey(owner);
      await writes;
      for (const key of await storage.keys()) if (key !== keep) await storage.removeItem(String(key));
    },
    flush,
    saved: () => writes,
  };
}

const store = createStore(SAVED_DATA.db, SAVED_DATA.store);

export const queryPersister = createQueryPersister(
  {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
    keys: () => keys(store),
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
