import { createStore, del, promisifyRequest, type UseStore, values } from "idb-keyval";
import { randomUuid } from "../../contract/uuid.js";
import type { WriteKindName } from "./write-kind-names.js";

/**
 * The outbox (docs/product.md, Offline; docs/decisions.md): writes made offline (or that failed for network reasons) are kept in
 * IndexedDB until they are sent. Framework-free and `window`/`self` agnostic, so the page and the
 * service worker share it. Nothing touches IndexedDB or BroadcastChannel until first use.
 */

export const OUTBOX_DB = "tutornest-outbox";
export const OUTBOX_STORE = "items";
export const OUTBOX_CHANNEL = "tutornest-outbox";

/** Which kind of write an item is (its names in write-kind-names.ts, the registry in write-kinds.ts). */
export type OutboxKind = WriteKindName;
export type OutboxMethod = "POST" | "PUT" | "PATCH" | "DELETE";
/**
 * "conflict": the server answered 412, the item was made on a version of what it edits that
 * changed meanwhile; it waits for the person to choose (docs/product.md, Offline).
 */
export type OutboxState = "pending" | "failed" | "conflict";
export type OutboxMeta = Record<string, string | number | boolean | null>;

export interface OutboxItem {
  /** Also the Idempotency-Key of every send of this item. */
  id: string;
  /** Strictly increasing in enqueue order, across reloads. */
  seq: number;
  /** The signed-in user who made it; only replayed while that user is signed in. */
  uid: string;
  kind: OutboxKind;
  method: OutboxMethod;
  /** Same-origin API path, e.g. "/api/bookings". */
  path: string;
  body?: unknown;
  /** Human text, e.g. "Book English with Amina Rahman". */
  summary: string;
  /** For optimistic UI, e.g. { tutorId, language }. */
  meta?: OutboxMeta;
  /** The ETag of the version the edit was made on, sent as If-Match. */
  ifMatch?: string;
  /** What it edits ("tutorial:<id>", "profile:<uid>"): later edits of it follow its new version. */
  resource?: string;
  createdAt: string;
  attempts: number;
  nextAttemptAt: number;
  state: OutboxState;
  /** The server's text when it refused the item. */
  error?: string;
  status?: number;
}

export interface EnqueueInput {
  uid: string;
  kind: OutboxKind;
  method: OutboxMethod;
  path: string;
  body?: unknown;
  summary: string;
  meta?: OutboxMeta;
  ifMatch?: string;
  resource?: string;
  /** Defaults to a fresh random UUID. */
  id?: string;
}

export type OutboxPatch = Partial<Omit<OutboxItem, "id" | "seq" | "uid" | "createdAt">>;

export type OutboxChangeReason = "enqueue" | "update" | "remove" | "retry" | "discard";
export interface OutboxChange {
  type: "changed";
  reason?: OutboxChangeReason;
  id?: string;
}
export type OutboxListener = (change: OutboxChange) => void;

let store: UseStore | undefined;
let channel: BroadcastChannel | null | undefined;
const listeners = new Set<OutboxListener>();
let lastSeq = 0;
let seqReady: Promise<void> | undefined;

function db(): UseStore {
  store ??= createStore(OUTBOX_DB, OUTBOX_STORE);
  return store;
}

function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  const Ctor = globalThis.BroadcastChannel;
  if (typeof Ctor !== "function") {
    channel = null;
    return channel;
  }
  channel = new Ctor(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<OutboxChange> | null;
    if (data && data.type === "changed") emit({ type: "changed", reason: data.reason, id: data.id });
  };
  // Node (tests) keeps the process alive for an open channel; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}

function emit(change: OutboxChange): void {
  for (const fn of [...listeners]) {
    try {
      fn(change);
    } catch (err) {
      console.error("outbox listener failed", err);
    }
  }
}

/** Tells this context's listeners and every other page / the service worker. */
function notify(reason: OutboxChangeReason, id: string): void {
  const change: OutboxChange = { type: "changed", reason, id };
  emit(change);
  try {
    getChannel()?.postMessage(change);
  } catch {
    // A closed channel (context shutting down) must not break a write that already happened.
  }
}

/** Calls `fn` after every outbox write, in this context or another one. Returns the unsubscribe. */
export function subscribe(fn: OutboxListener): () => void {
  listeners.add(fn);
  getChannel();
  return () => {
    listeners.delete(fn);
  };
}

async function nextSeq(now: number): Promise<number> {
  seqReady ??= values<OutboxItem>(db()).then((items) => {
    for (const item of items) lastSeq = Math.max(lastSeq, item.seq);
  });
  await seqReady;
  // Time-based so that it keeps increasing across reloads even after the outbox emptied, and
  // above every stored seq so that a clock set back cannot reorder the queue.
  lastSeq = Math.max(now * 1000, lastSeq + 1);
  return lastSeq;
}

/** Resolves when the transaction commits; rejects with a real error (never null) when it aborts. */
function committed(tx: IDBTransaction, req?: IDBRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(req?.error ?? tx.error ?? new Error("The outbox write was aborted."));
    tx.oncomplete = () => resolve();
    tx.onabort = fail;
    tx.onerror = fail;
  });
}

function bySeq(a: OutboxItem, b: OutboxItem): number {
  return a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Stores a new pending item, before anything is sent. */
export async function enqueue(input: EnqueueInput, now: number = Date.now()): Promise<OutboxItem> {
  const item: OutboxItem = {
    id: input.id ?? randomUuid(),
    seq: await nextSeq(now),
    uid: input.uid,
    kind: input.kind,
    method: input.method,
    path: input.path,
    summary: input.summary,
    createdAt: new Date(now).toISOString(),
    attempts: 0,
    nextAttemptAt: now,
    state: "pending",
  };
  if (input.body !== undefined) item.body = input.body;
  if (input.meta !== undefined) item.meta = input.meta;
  if (input.ifMatch !== undefined) item.ifMatch = input.ifMatch;
  if (input.resource !== undefined) item.resource = input.resource;
  await db()("readwrite", (s) => committed(s.transaction, s.add(item, item.id)));
  notify("enqueue", item.id);
  return item;
}

/** Every item (pending and failed), oldest first. */
export async function list(): Promise<OutboxItem[]> {
  const items = await values<OutboxItem>(db());
  return items.sort(bySeq);
}

export async function getItem(id: string): Promise<OutboxItem | undefined> {
  return db()("readonly", (s) => promisifyRequest<OutboxItem | undefined>(s.get(id)));
}

async function removeAs(id: string, reason: OutboxChangeReason): Promise<void> {
  await del(id, db());
  notify(reason, id);
}

/** Removes an item (sent, or no longer wanted). */
export function remove(id: string): Promise<void> {
  return removeAs(id, "remove");
}

/** The user gives up on an item (typically a failed one). */
export function discard(id: string): Promise<void> {
  return removeAs(id, "discard");
}

/**
 * Deletes every item (pending or refused) made by `uid`, in one transaction: at logout nothing of
 * the person may stay readable on a shared device (docs/decisions.md). Returns how many went.
 */
export async function removeAllOf(uid: string): Promise<number> {
  const ids = await db()("readwrite", (s) => {
    return new Promise<string[]>((resolve, reject) => {
      const req = s.getAll();
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const mine = (req.result as OutboxItem[]).filter((item) => item.uid === uid).map((item) => item.id);
        for (const id of mine) s.delete(id);
        committed(s.transaction).then(() => resolve(mine), reject);
      };
    });
  });
  for (const id of ids) notify("discard", id);
  return ids.length;
}

async function patchAs(
  id: string,
  reason: OutboxChangeReason,
  change: (item: OutboxItem) => OutboxItem,
): Promise<OutboxItem | undefined> {
  // One read-write transaction: atomic against other pages and the service worker. An item
  // removed meanwhile stays removed.
  const next = await db()("readwrite", (s) => {
    return new Promise<OutboxItem | undefined>((resolve, reject) => {
      const req = s.get(id);
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const current = req.result as OutboxItem | undefined;
        if (!current) return resolve(undefined);
        const updated = change(current);
        committed(s.transaction, s.put(updated, id)).then(() => resolve(updated), reject);
      };
    });
  });
  if (next) notify(reason, id);
  return next;
}

/** Changes an existing item; does nothing (returns undefined) if it is gone. */
export function update(id: string, patch: OutboxPatch): Promise<OutboxItem | undefined> {
  return patchAs(id, "update", (item) => ({ ...item, ...patch, id: item.id, seq: item.seq, uid: item.uid }));
}

/** An item in conflict, sent again on the version `ifMatch` (the person keeps their edit). */
export function resend(
  id: string,
  ifMatch: string,
  now: number = Date.now(),
): Promise<OutboxItem | undefined> {
  return patchAs(id, "retry", (item) => {
    const { error: _error, status: _status, ...rest } = item;
    return { ...rest, ifMatch, state: "pending", attempts: 0, nextAttemptAt: now };
  });
}

/** Puts a failed item back in the queue, to be sent at the next replay. */
export function retry(id: string, now: number = Date.now()): Promise<OutboxItem | undefined> {
  return patchAs(id, "retry", (item) => {
    const { error: _error, status: _status, ...rest } = item;
    return { ...rest, state: "pending", attempts: 0, nextAttemptAt: now };
  });
}
