/**
 * Saved data and queued writes live in IndexedDB, which the browser may clear when space runs low
 * unless the site's storage is persistent. Asked once per device (the answer is remembered); a
 * refusal is shown calmly on the Pending changes screen (docs/decisions.md).
 */
const KEY = "tutornest-storage-persist";
export type PersistAnswer = "granted" | "refused";

export function persistAnswer(): PersistAnswer | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === "granted" || value === "refused" ? value : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let asking: Promise<PersistAnswer | null> | null = null;

/** Asks the browser, unless it was asked before on this device; null where it cannot be asked. */
export function askPersistentStorage(): Promise<PersistAnswer | null> {
  const known = persistAnswer();
  if (known) return Promise.resolve(known);
  const storage = globalThis.navigator?.storage;
  if (typeof storage?.persist !== "function") return Promise.resolve(null);
  asking ??= storage.persist().then(
    (granted) => {
      const answer: PersistAnswer = granted ? "granted" : "refused";
      try {
        localStorage.setItem(KEY, answer);
      } catch {}
      for (const l of listeners) l();
      return answer;
    },
    () => null,
  );
  const answer = asking;
  void answer.finally(() => {
    // Remembered in localStorage from here on; a failed question may be asked again later.
    if (asking === answer) asking = null;
  });
  return answer;
}

/** Calls `listener` when the browser answers. Returns the unsubscribe. */
export function subscribePersistAnswer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
