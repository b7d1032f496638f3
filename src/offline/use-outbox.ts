import { useEffect, useState } from "react";
import { list, type OutboxItem, subscribe } from "./index.js";

/** The outbox's items, kept current across this page, other tabs and the service worker. */
export function useOutbox(): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      void list().then((all) => {
        if (alive) setItems(all);
      });
    load();
    const off = subscribe(load);
    return () => {
      alive = false;
      off();
    };
  }, []);
  return items;
}

/** Pending (not failed) items of one kind, for optimistic display. */
export function usePendingOf(kind: OutboxItem["kind"]): OutboxItem[] {
  return useOutbox().filter((i) => i.kind === kind && i.state === "pending");
}
