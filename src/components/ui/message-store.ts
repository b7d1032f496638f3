import { useSyncExternalStore } from "react";

/**
 * The state of the one message dialog (SPEC §8), apart from the dialog itself so that the first
 * paint carries no dialog code: call showError / showSuccess from anywhere.
 */
export interface Message {
  kind: "error" | "success";
  title: string;
  text?: string;
  onClose?: () => void;
}

let current: Message | null = null;
const listeners = new Set<() => void>();
function set(next: Message | null) {
  current = next;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function showError(text: string, title = "Error!"): void {
  set({ kind: "error", title, text });
}
export function showSuccess(title: string, text?: string, onClose?: () => void): void {
  set({ kind: "success", title, text, onClose });
}

/** Closes the message, then runs what was to follow it (e.g. a navigation). */
export function closeMessage(): void {
  const after = current?.onClose;
  set(null);
  after?.();
}

export function useMessage(): Message | null {
  return useSyncExternalStore(subscribe, () => current);
}
