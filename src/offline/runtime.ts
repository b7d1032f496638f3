import { authStore } from "../features/auth/auth-store.js";
import { ApiError } from "../lib/api-client.js";
import {
  discard,
  type EnqueueInput,
  enqueue,
  type OutboxItem,
  type ReplayResult,
  replayOutbox,
  startOutboxTriggers,
  subscribeReplayResults,
} from "./index.js";

/**
 * The page's outbox runtime: every queued write goes through `submitWrite`, which stores it
 * (with its Idempotency-Key) before sending, replays, and tells the caller how it ended if that
 * happens quickly — or that it waits for the network.
 */
export type SubmitOutcome =
  | { kind: "done"; body: unknown }
  | { kind: "refused"; error: string; status: number; defaultError?: true }
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
  // A refusal the person saw on the screen that made it needs no second telling in Pending changes.
  if (waiter && r.outcome === "refused") void discard(r.id);
  if (r.outcome === "done" || r.outcome === "refused") {
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

export async function submitWrite(input: Omit<EnqueueInput, "uid">): Promise<SubmitOutcome> {
  const uid = authStore.get().user?.uid;
  if (!uid) return { kind: "refused", error: "Please login", status: 401 };
  const item = await enqueue({ ...input, uid });
  return new Promise<SubmitOutcome>((resolve) => {
    const finish = (outcome: SubmitOutcome) => {
      clearTimeout(timer);
      waiters.delete(item.id);
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: "queued", item }), navigator.onLine ? WAIT_MS : 0);
    waiters.set(item.id, (r) => {
      if (r.outcome === "done") finish({ kind: "done", body: r.body });
      else if (r.outcome === "refused") {
        const { error, status, defaultError } = r;
        finish({ kind: "refused", error, status, ...(defaultError ? { defaultError } : {}) });
      } else finish({ kind: "queued", item });
    });
    runOutbox();
  });
}

/** A write that is stored in the outbox and will be sent when the network returns. */
export class QueuedWrite {
  constructor(readonly item: OutboxItem) {}
  /** Also its Idempotency-Key. */
  get id(): string {
    return this.item.id;
  }
}

export const QUEUED_TITLE = "Saved offline";
export const QUEUED_TEXT = "You're offline. It is saved and will be sent as soon as you're back online.";

/**
 * Sends one write through the outbox: the server's answer body when it arrived, a QueuedWrite
 * when it waits for the network, or an ApiError with the server's text when it was refused (marked
 * as the default when the answer had none, so that the screen shows its own text).
 */
export async function sendWrite(input: Omit<EnqueueInput, "uid">): Promise<unknown> {
  const outcome = await submitWrite(input);
  if (outcome.kind === "done") return outcome.body;
  if (outcome.kind === "queued") return new QueuedWrite(outcome.item);
  throw new ApiError(outcome.error, outcome.status, undefined, outcome.defaultError === true);
}
