import { type OutboxChange, subscribe } from "./outbox-store.js";
import { BACKOFF_MAX_MS, OUTBOX_SYNC_TAG } from "./replay.js";

/** When to replay the outbox, in a page (see docs/product.md, Offline). */

/** Why a replay was started. A reconnect ("online") may ignore the backoff of network errors. */
export type OutboxTrigger = "start" | "online" | "visible" | "enqueue" | "timer" | "manual";

export interface OutboxTriggerOptions {
  /** Runs one replay, e.g. `(reason) => replayOutbox({ fetch, currentUid, ignoreBackoff: reason === "online" })`. */
  replay: (reason: OutboxTrigger) => Promise<unknown>;
  /** Also ask for Background Sync when an item is enqueued or retried (default true). */
  backgroundSync?: boolean;
}

export interface OutboxTriggers {
  /** Replays now (e.g. after sign-in), or right after the replay in flight. */
  run(reason?: OutboxTrigger): void;
  stop(): void;
}

/** Another replayer (a tab, the service worker) held the lock: look again after this long. */
export const SKIPPED_RETRY_MS = 2_000;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}
type SyncRegistration = ServiceWorkerRegistration & { sync?: SyncManagerLike };

/**
 * Registers the Background Sync tag so that the service worker replays the outbox even after the
 * page is closed. Resolves false where the browser has no Background Sync (Safari, Firefox) or no
 * service worker. Do not await it on a critical path: `serviceWorker.ready` waits for a worker.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return false;
  try {
    const registration: SyncRegistration = await container.ready;
    if (!registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

function summaryOf(result: unknown): { skipped?: unknown; nextAttemptAt?: unknown } | undefined {
  return result && typeof result === "object" ? result : undefined;
}

/**
 * Replays at start, on `online`, when the page becomes visible, when an item is enqueued or
 * retried (here or in another tab), and when the first waiting item's backoff ends. Runs never
 * overlap in this page; a trigger during a run queues one more run after it.
 */
export function startOutboxTriggers(opts: OutboxTriggerOptions): OutboxTriggers {
  let stopped = false;
  let inFlight = false;
  let queued: OutboxTrigger | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (delayMs: number) => {
    clearTimer();
    timer = setTimeout(() => run("timer"), Math.min(Math.max(0, delayMs), BACKOFF_MAX_MS));
  };

  function run(reason: OutboxTrigger = "manual"): void {
    if (stopped) return;
    // Offline, a send can only fail and lengthen the backoff; the `online` event comes back here.
    if (isOffline()) return;
    if (inFlight) {
      if (queued !== "online") queued = reason;
      return;
    }
    inFlight = true;
    clearTimer();
    opts
      .replay(reason)
      .then(
        (result) => {
          const summary = summaryOf(result);
          if (summary?.skipped === true) schedule(SKIPPED_RETRY_MS);
          else if (typeof summary?.nextAttemptAt === "number") schedule(summary.nextAttemptAt - Date.now());
        },
        (err: unknown) => console.error("outbox replay failed", err),
      )
      .finally(() => {
        inFlight = false;
        const again = queued;
        queued = undefined;
        if (again) run(again);
      });
  }

  const onOnline = () => run("online");
  const onVisibility = () => {
    if (globalThis.document?.visibilityState === "visible") run("visible");
  };
  const onChange = (change: OutboxChange) => {
    if (change.reason !== "enqueue" && change.reason !== "retry") return;
    if (opts.backgroundSync !== false) void requestBackgroundSync();
    run("enqueue");
  };

  globalThis.addEventListener?.("online", onOnline);
  globalThis.document?.addEventListener("visibilitychange", onVisibility);
  const unsubscribe = subscribe(onChange);
  run("start");

  return {
    run,
    stop() {
      stopped = true;
      clearTimer();
      globalThis.removeEventListener?.("online", onOnline);
      globalThis.document?.removeEventListener("visibilitychange", onVisibility);
      unsubscribe();
    },
  };
}
