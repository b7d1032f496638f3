import { EXPECTED_USER_HEADER, IDEMPOTENCY_HEADER } from "../../contract/constants.js";
import type { ErrorCode } from "../../contract/error-codes.js";
import { MESSAGES } from "../../contract/messages.js";
import { list, type OutboxItem, remove, update } from "./outbox-store.js";

/** The status of an edit made on a version that changed meanwhile (If-Match failed). */
export const PRECONDITION_FAILED_STATUS = 412;

/** The Web Lock held by the one replayer (page or service worker) at a time. */
export const REPLAY_LOCK = "tutornest-outbox-replay";
/** The Background Sync tag under which the service worker replays the outbox. */
export const OUTBOX_SYNC_TAG = "tutornest-outbox";
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
const DEFAULT_TIMEOUT_MS = 30_000;

export type ReplayResult =
  | {
      id: string;
      outcome: "done";
      item: OutboxItem;
      status: number;
      body: unknown;
      /** The answer's ETag: the version the edit made. */
      etag?: string;
    }
  /** 412: kept, in conflict, until the person chooses (docs/product.md, Offline). */
  | { id: string; outcome: "conflict"; item: OutboxItem; status: 412; error: string }
  | {
      id: string;
      outcome: "refused";
      item: OutboxItem;
      status: number;
      error: string;
      /** The answer carried no error text: `error` is the general default. */
      defaultError?: true;
      /** The answer's machine code, when it carried one. */
      code?: string;
    }
  | { id: string; outcome: "unauthenticated"; item: OutboxItem; status: 401 }
  | { id: string; outcome: "kept"; item: OutboxItem; status?: number; nextAttemptAt: number };

export interface ReplayOptions {
  fetch: typeof fetch;
  /** Prefix of every item's path; "" (same origin) by default. */
  baseUrl?: string;
  now?: () => number;
  /** Only this user's items are sent; null = nobody signed in (everything waits). Omitted = all. */
  currentUid?: () => string | null | Promise<string | null>;
  onResult?: (result: ReplayResult) => void;
  /** In [0, 1), for the backoff jitter. */
  random?: () => number;
  /** Per request; a request that takes longer counts as a network error. 0 = none. */
  timeoutMs?: number;
  /** Treat every pending item as due now (the device just reconnected, or the user asked). */
  ignoreBackoff?: boolean;
}

export interface ReplaySummary {
  done: number;
  refused: number;
  kept: number;
  /** True when another replayer held the lock: nothing was done. */
  skipped: boolean;
  /** Why the run stopped before the end of the queue, if it did. */
  stoppedBy?: "unauthenticated" | "retry-later";
  /** When the first waiting item of this user is due, if one waits for its backoff. */
  nextAttemptAt?: number;
}

/** Where every replayer (a page, another tab, the service worker) tells the others how items ended. */
export const REPLAY_RESULTS_CHANNEL = "tutornest-outbox-results";
type ResultsListener = (result: ReplayResult) => void;
const remoteListeners = new Set<ResultsListener>();
let resultsChannel: BroadcastChannel | null | undefined;

function getResultsChannel(): BroadcastChannel | null {
  if (resultsChannel !== undefined) return resultsChannel;
  const Ctor = globalThis.BroadcastChannel;
  if (typeof Ctor !== "function") {
    resultsChannel = null;
    return resultsChannel;
  }
  resultsChannel = new Ctor(REPLAY_RESULTS_CHANNEL);
  resultsChannel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; result?: ReplayResult } | null;
    if (data?.type !== "result" || !data.result) return;
    for (const fn of [...remoteListeners]) fn(data.result);
  };
  // Node (tests) keeps the process alive for an open channel; browsers have no unref.
  (resultsChannel as BroadcastChannel & { unref?: () => void }).unref?.();
  return resultsChannel;
}

function publishResult(result: ReplayResult): void {
  try {
    getResultsChannel()?.postMessage({ type: "result", result });
  } catch {
    // A closed channel (context shutting down) must not break a replay that already happened.
  }
}

/**
 * Calls `fn` with every item that ended (done or refused) in another context's replay — above
 * all the service worker's Background Sync, whose answers no page would otherwise hear of.
 */
export function subscribeReplayResults(fn: ResultsListener): () => void {
  remoteListeners.add(fn);
  getResultsChannel();
  return () => {
    remoteListeners.delete(fn);
  };
}

/** 1 s × 2^attempts (attempts = failures before this one), capped at 5 min, ±20% jitter. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts), BACKOFF_MAX_MS);
  const jitter = 1 + (random() * 0.4 - 0.2);
  return Math.round(Math.min(base * jitter, BACKOFF_MAX_MS));
}

/**
 * 429s that say no for good, not "slow down": the caps on waiting lesson requests, and a first
 * message nobody answered yet (it passes only when the other person answers).
 */
const REFUSING_429: ReadonlySet<string> = new Set<ErrorCode>(["REQUESTS_WAITING", "AWAITING_ANSWER"]);

function isTransient(status: number, error: string | undefined, code: string | undefined): boolean {
  if (status === 429 && code !== undefined && REFUSING_429.has(code)) return false;
  if (status === 408 || status === 429 || status >= 500) return true;
  // The server still runs the first send of this key (its answer was lost): not a refusal.
  return status === 409 && error === MESSAGES.idempotencyInFlight;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => "");
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The answer's `error` text or `code`, when it is a non-empty string. */
function textOf(body: unknown, field: "error" | "code"): string | undefined {
  if (body && typeof body === "object" && field in body) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === "string" && value.trim()) return value;
  }
  return undefined;
}

function retryAfterMs(res: Response, now: number): number {
  const value = res.headers.get("retry-after");
  if (!value) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

type Step = "continue" | "unauthenticated" | "retry-later";

/**
 * An edit of `resource` reached the server as version `etag`: the later edits of it waiting on
 * this device were made after it (it showed on screen), so they are now made on that version.
 */
async function followVersion(resource: string, etag: string): Promise<void> {
  const later = (await list()).filter(
    (other) => other.resource === resource && other.state === "pending" && other.ifMatch !== undefined,
  );
  for (const other of later) await update(other.id, { ifMatch: etag });
}

async function sendOne(item: OutboxItem, opts: ReplayOptions, summary: ReplaySummary): Promise<Step> {
  const now = opts.now ?? Date.now;
  const doFetch = opts.fetch;
  // The server refuses (401) a write whose maker is not the session's user: a write is never
  // applied as another person, whatever cookie the browser still holds (docs/decisions.md).
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: item.id, [EXPECTED_USER_HEADER]: item.uid };
  if (item.ifMatch) headers["if-match"] = item.ifMatch;
  const init: RequestInit = { method: item.method, headers, credentials: "same-origin" };
  if (item.body !== undefined) {
    // No content-type without a body: the server refuses an empty JSON body.
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(item.body);
  }
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (timeoutMs > 0 && typeof globalThis.AbortSignal?.timeout === "function") {
    init.signal = AbortSignal.timeout(timeoutMs);
  }

  let res: Response | undefined;
  let body: unknown = null;
  try {
    res = await doFetch(`${opts.baseUrl ?? ""}${item.path}`, init);
    body = await readBody(res);
  } catch {
    res = undefined; // network error, timeout, or the answer was lost: the same as no answer
  }

  if (res?.ok) {
    await remove(item.id);
    const etag = res.headers.get("etag") ?? undefined;
    if (etag && item.resource) await followVersion(item.resource, etag);
    summary.done++;
    opts.onResult?.({
      id: item.id,
      outcome: "done",
      item,
      status: res.status,
      body,
      ...(etag ? { etag } : {}),
    });
    return "continue";
  }
  if (res?.status === PRECONDITION_FAILED_STATUS) {
    const error = textOf(body, "error") ?? MESSAGES.editConflict;
    const kept = (await update(item.id, { state: "conflict", status: res.status, error })) ?? item;
    // Counted with the refusals: not sent, and not tried again until the person chooses.
    summary.refused++;
    opts.onResult?.({
      id: item.id,
      outcome: "conflict",
      item: kept,
      status: PRECONDITION_FAILED_STATUS,
      error,
    });
    return "continue";
  }
  if (res?.status === 401) {
    summary.kept++;
    opts.onResult?.({ id: item.id, outcome: "unauthenticated", item, status: 401 });
    return "unauthenticated";
  }
  const error = textOf(body, "error");
  const code = textOf(body, "code");
  if (!res || isTransient(res.status, error, code)) {
    const at = now();
    const delay = Math.max(
      backoffDelay(item.attempts, opts.random),
      res ? Math.min(retryAfterMs(res, at), BACKOFF_MAX_MS) : 0,
    );
    const kept = (await update(item.id, { attempts: item.attempts + 1, nextAttemptAt: at + delay })) ?? item;
    summary.kept++;
    summary.nextAttemptAt = kept.nextAttemptAt;
    opts.onResult?.({
      id: item.id,
      outcome: "kept",
      item: kept,
      ...(res ? { status: res.status } : {}),
      nextAttemptAt: kept.nextAttemptAt,
    });
    return "retry-later";
  }
  const text = error ?? MESSAGES.somethingWrong;
  const failed =
    (await update(item.id, {
      state: "failed",
      error: text,
      status: res.status,
      attempts: item.attempts + 1,
    })) ?? item;
  summary.refused++;
  opts.onResult?.({
    id: item.id,
    outcome: "refused",
    item: failed,
    status: res.status,
    error: text,
    ...(error === undefined ? { defaultError: true as const } : {}),
    ...(code === undefined ? {} : { code }),
  });
  return "continue";
}

async function run(options: ReplayOptions): Promise<ReplaySummary> {
  const opts: ReplayOptions = {
    ...options,
    onResult: (result) => {
      options.onResult?.(result);
      if (result.outcome === "done" || result.outcome === "refused" || result.outcome === "conflict") {
        publishResult(result);
      }
    },
  };
  const now = opts.now ?? Date.now;
  const summary: ReplaySummary = { done: 0, refused: 0, kept: 0, skipped: false };
  const seen = new Set<string>();
  for (;;) {
    // Re-read every time: items enqueued or retried during the run are sent by this run too.
    const uid = opts.currentUid ? await opts.currentUid() : undefined;
    if (uid === null) return summary;
    const next = (await list()).find(
      (item) => item.state === "pending" && (uid === undefined || item.uid === uid) && !seen.has(item.id),
    );
    if (!next) return summary;
    if (!opts.ignoreBackoff && next.nextAttemptAt > now()) {
      // Still backing off: later items of the same queue wait behind it, to keep their order.
      summary.nextAttemptAt = next.nextAttemptAt;
      return summary;
    }
    seen.add(next.id);
    const step = await sendOne(next, opts, summary);
    if (step !== "continue") {
      summary.stoppedBy = step;
      return summary;
    }
  }
}

let running = false;

/**
 * Sends the due pending items in order, one replayer at a time (a Web Lock across pages and the
 * service worker; an in-process flag where Web Locks are missing). Returns at once with
 * `skipped: true` when another replayer is running, or with `wait`, runs after it.
 */
export async function replayOutbox(
  opts: ReplayOptions,
  how: { wait?: boolean } = {},
): Promise<ReplaySummary> {
  const locks = globalThis.navigator?.locks;
  if (locks && typeof locks.request === "function") {
    if (how.wait) return locks.request(REPLAY_LOCK, { mode: "exclusive" }, () => run(opts));
    return locks.request(REPLAY_LOCK, { ifAvailable: true }, (lock) => (lock ? run(opts) : skippedRun()));
  }
  while (how.wait && running) await new Promise((resolve) => setTimeout(resolve, 50));
  if (running) return skippedRun();
  running = true;
  try {
    return await run(opts);
  } finally {
    running = false;
  }
}

function skippedRun(): ReplaySummary {
  return { done: 0, refused: 0, kept: 0, skipped: true };
}

/**
 * For the service worker's `sync` event: `event.waitUntil(replayForBackgroundSync(opts))`.
 * Rejects when items wait for a retry, so the browser schedules the sync again.
 */
export async function replayForBackgroundSync(opts: ReplayOptions): Promise<ReplaySummary> {
  // A sync that ends without sending is never fired again: when a page is replaying, the worker
  // waits for it to finish and then sends what is left, rather than skip.
  const summary = await replayOutbox(opts, { wait: true });
  if (summary.stoppedBy !== "unauthenticated" && summary.nextAttemptAt !== undefined) {
    throw new Error("Outbox items wait for a retry.");
  }
  return summary;
}
