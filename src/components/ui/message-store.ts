import { Store, useSelector } from "@tanstack/react-store";

/**
 * The state of the one message dialog (see docs/product.md, Messages), apart from the dialog itself
 * so that the first paint carries no dialog code: call showError / showSuccess from anywhere.
 */
export interface Message {
  kind: "error" | "success";
  /** An error without one is titled 'Error!', drawn in the language on screen by the dialog. */
  title?: string;
  text?: string;
  onClose?: () => void;
  /** What had the focus when the message came (the button pressed): it gets it back after OK. */
  returnFocus?: HTMLElement | null;
}

const messageStore = new Store<Message | null>(null);
const set = (next: Message | null) => messageStore.setState(() => next);

function focused(): HTMLElement | null {
  const el = globalThis.document?.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

export function showError(text: string, title?: string): void {
  set({ kind: "error", title, text, returnFocus: focused() });
}
export function showSuccess(title: string, text?: string, onClose?: () => void): void {
  set({ kind: "success", title, text, onClose, returnFocus: focused() });
}

/** The element to focus once the message is gone, if it is still on the page. */
let focusAfterClose: HTMLElement | null = null;
export function takeFocusAfterClose(): HTMLElement | null {
  const el = focusAfterClose;
  focusAfterClose = null;
  return el?.isConnected ? el : null;
}

/** Closes the message, then runs what was to follow it (e.g. a navigation). */
export function closeMessage(): void {
  const current = messageStore.state;
  const after = current?.onClose;
  focusAfterClose = current?.returnFocus ?? null;
  set(null);
  after?.();
}

export function useMessage(): Message | null {
  return useSelector(messageStore);
}
