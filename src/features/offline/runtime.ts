import { STATUS_OF_ERROR_CODE } from "../../../contract/error-codes.js";
import { MESSAGES } from "../../../contract/messages.js";
import {
  discard,
  type EnqueueInput,
  enqueue,
  type OutboxItem,
  type ReplayResult,
  replayOutbox,
  requestBackgroundSync,
  startOutboxTriggers,
  subscribeReplayResults,
  writeKinds,
} from "../../offline/index.js";
import { authStore } from "../auth/auth-store.js";

/**
 * The page's outbox runtime: every queued write goes through `submitWrite`, which stores it
 * (with its Idempotency-Key) before sending, replays, and tells the caller how it ended if that
 * happens quickly — or that it waits for the network.
 */
export type SubmitOutcome =
  | { kind: "done"; body: unknown; etag?: string }
  /** Made on a version that changed meanwhile: kept, and the conflict dialog asks the person. */
  | { kind: "conflict"; item: OutboxItem }
  | { kind: "refused"; error: string; status: number; defaultError?: true; code?: string }
  | { kind: "queued"; item: OutboxItem };

type Waiter = (r: ReplayResult) => void;
const waiters = new Map<string, Waiter>();
type ResultListener = (r: ReplayResult, awaited: boolean) => void;
const resultListeners = new Set<ResultListener>();

/**
 * Told of every item that ended (done or refused), and whether a screen was waiting for it —
 * if not, the listener is the one to refresh data and tell the person what happened.
 */
export function onReplayResult(listener: ResultListener): () => void {
  resultListeners.add(listener);
  return () => resultListeners.delete(listener);
}

function deliver(r: ReplayResult) {
  const waiter = waiters.get(r.id);
  waiter?.(r);
  // A refusal the person saw on the screen that made it needs no second telling in Pending changes,
  // unless its kind keeps it on that screen (src/offline/write-kind.ts, keepRefused).
  if (waiter && r.outcome === "refused" && !writeKinds[r.item.kind].keepRefused) void discard(r.id);
  if (r.outcome === "done" || r.outcome === "refused" || r.outcome === "conflict") {
    for (const l of resultListeners) l(r, waiter !== undefined);
  }
}

let triggers: ReturnType<typeof startOutboxTriggers> | null = null;

export function startOutbox(): void {
  if (triggers) return;
  // Items another tab or the service worker sent: this page refreshes what they changed too.
  subscribeReplayResults(deliver);
  triggers = startOutboxTriggers({
    replay: (reason) =>
      replayOutbox({
        fetch: (input, init) => globalThis.fetch(input, init),
        currentUid: () => authStore.get().user?.uid ?? null,
        ignoreBackoff: reason === "online" || reason === "manual",
        onResult: deliver,
      }),
  });
}

/** Replays now, e.g. after sign-in or when the person presses Retry. */
export function runOutbox(): void {
  triggers?.run("manual");
}

/** How long a write may take before the UI shows it as pending instead of waiting. */
const WAIT_MS = 8_000;
/** How long "queued" may wait for the Background Sync registration (none without a worker). */
export const SYNC_REGISTER_WAIT_MS = 1_000;

/**
 * Once a person is told "it will be sent", they may close the app at once: the Background Sync
 * that sends it with the app closed must be registered by then, so the queued answer waits for
 * it (briefly: without a service worker it never comes).
 */
function syncRegistered(): Promise<unknown> {
  return Promise.race([
    requestBackgroundSync(),
    new Promise((resolve) => setTimeout(resolve, SYNC_REGISTER_WAIT_MS)),
  ]);
}

export async function submitWrite(input: Omit<EnqueueInput, "uid">): Promise<SubmitOutcome> {
  const uid = authStore.get().user?.uid;
  if (!uid)
    return { kind: "refused", error: MESSAGES.loginRequired, status: STATUS_OF_ERROR_CODE.UNAUTHENTICATED };
  const item = await enqueue({ ...input, uid });
  return new Promise<SubmitOutcome>((resolve) => {
    const finish = (outcome: SubmitOutcome) => {
      clearTimeout(timer);
      waiters.delete(item.id);
      resolve(outcome);
    };
    const queued = () => {
      clearTimeout(timer);
      waiters.delete(item.id);
      void syncRegistered().then(() => resolve({ kind: "queued", item }));
    };
    const timer = setTimeout(queued, navigator.onLine ? WAIT_MS : 0);
    waiters.set(item.id, (r) => {
      if (r.outcome === "done") finish({ kind: "done", body: r.body, ...(r.etag ? { etag: r.etag } : {}) });
      else if (r.outcome === "conflict") finish({ kind: "conflict", item: r.item });
      else if (r.outcome === "refused") {
        const { error, status, defaultError, code } = r;
        finish({
          kind: "refused",
          error,
          status,
          ...(defaultError ? { defaultError } : {}),
          ...(code === undefined ? {} : { code }),
        });
      } else queued();
    });
    runOutbox();
  });
}
