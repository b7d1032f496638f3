import { authStore } from "../features/auth/auth-store.js";
import { type EnqueueInput, enqueue, type ReplayResult, replayOutbox, startOutboxTriggers } from "./index.js";

/**
 * The page's outbox runtime: every queued write goes through `submitWrite`, which stores it
 * (with its Idempotency-Key) before sending, replays, and tells the caller how it ended if that
 * happens quickly — or that it waits for the network.
 */
export type SubmitOutcome =
  | { kind: "done"; body: unknown }
  | { kind: "refused"; error: string; status: number }
  | { kind: "queued"; id: string };

type Waiter = (r: ReplayResult) => void;
const waiters = new Map<string, Waiter>();
const resultListeners = new Set<(r: ReplayResult) => void>();

/** Told of every finished item (for example to refresh the queries it changed). */
export function onReplayResult(listener: (r: ReplayResult) => void): () => void {
  resultListeners.add(listener);
  return () => resultListeners.delete(listener);
}

function deliver(r: ReplayResult) {
  if (r.outcome === "done" || r.outcome === "refused") {
    waiters.get(r.id)?.(r);
    for (const l of resultListeners) l(r);
  } else {
    waiters.get(r.id)?.(r);
  }
}

let triggers: ReturnType<typeof startOutboxTriggers> | null = null;

export function startOutbox(): void {
  if (triggers) return;
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
    const timer = setTimeout(() => finish({ kind: "queued", id: item.id }), navigator.onLine ? WAIT_MS : 0);
    waiters.set(item.id, (r) => {
      if (r.outcome === "done") finish({ kind: "done", body: r.body });
      else if (r.outcome === "refused") finish({ kind: "refused", error: r.error, status: r.status });
      else finish({ kind: "queued", id: item.id });
    });
    runOutbox();
  });
}
