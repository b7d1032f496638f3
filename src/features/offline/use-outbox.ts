import { createStore, useSelector } from "@tanstack/react-store";
import { useEffect } from "react";
import { list, type OutboxItem, subscribe } from "../../offline/outbox-store.js";
import { useAuth } from "../auth/auth-store.js";

/**
 * One shared snapshot of the outbox for every component of the page: a single IndexedDB read per
 * change (here, in another tab or in the service worker), however many components watch it.
 */
const outboxItems = createStore<OutboxItem[]>([]);
let watchers = 0;
let unsubscribe: (() => void) | undefined;
let generation = 0;

function reload(): void {
  const mine = ++generation;
  void list().then(
    (items) => {
      // A slower, older read must not overwrite a newer one.
      if (mine === generation) outboxItems.setState(() => items);
    },
    (err: unknown) => console.error("Could not read the outbox:", err),
  );
}

/** Reads the outbox while at least one component shows it. */
function watch(): () => void {
  if (watchers++ === 0) {
    unsubscribe = subscribe(reload);
    reload();
  }
  return () => {
    if (--watchers === 0) {
      unsubscribe?.();
      unsubscribe = undefined;
    }
  };
}

/** The outbox's items, oldest first, kept current across this page, other tabs and the service worker. */
export function useOutbox(): OutboxItem[] {
  useEffect(watch, []);
  return useSelector(outboxItems);
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
