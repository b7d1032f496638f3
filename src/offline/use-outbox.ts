import { useSyncExternalStore } from "react";
import { useAuth } from "../features/auth/auth-store.js";
import { list, type OutboxItem, subscribe } from "./outbox-store.js";

/**
 * One shared snapshot of the outbox for every component of the page: a single IndexedDB read per
 * change (here, in another tab or in the service worker), however many components watch it.
 */
let snapshot: OutboxItem[] = [];
const watchers = new Set<() => void>();
let unsubscribe: (() => void) | undefined;
let generation = 0;

function reload(): void {
  const mine = ++generation;
  void list().then(
    (items) => {
      // A slower, older read must not overwrite a newer one.
      if (mine !== generation) return;
      snapshot = items;
      for (const w of watchers) w();
    },
    (err: unknown) => console.error("Could not read the outbox:", err),
  );
}

function watch(onChange: () => void): () => void {
  watchers.add(onChange);
  if (!unsubscribe) {
    unsubscribe = subscribe(reload);
    reload();
  }
  return () => {
    watchers.delete(onChange);
    if (watchers.size === 0) {
      unsubscribe?.();
      unsubscribe = undefined;
    }
  };
}

/** The outbox's items, oldest first, kept current across this page, other tabs and the service worker. */
export function useOutbox(): OutboxItem[] {
  return useSyncExternalStore(
    watch,
    () => snapshot,
    () => snapshot,
  );
}

/** The signed-in person's items (another account's writes on this device are not theirs to see). */
export function useMyOutbox(): OutboxItem[] {
  const { user } = useAuth();
  const items = useOutbox();
  return user ? items.filter((i) => i.uid === user.uid) : [];
}

/** The signed-in person's pending (not refused) items of one kind, for optimistic display. */
export function usePendingOf(kind: OutboxItem["kind"]): OutboxItem[] {
  return useMyOutbox().filter((i) => i.kind === kind && i.state === "pending");
}

/** Whether a review of this tutorial waits in the outbox (shown as a pending +1). */
export function useReviewPending(tutorId: string): boolean {
  return usePendingOf("review").some((i) => i.meta?.tutorId === tutorId);
}
