import { createStore, useSelector } from "@tanstack/react-store";

/**
 * How many times 'Edit' in the conflict dialog refilled an edit screen: the edit screens key
 * their form by it, so that a form already open is filled again with the person's version on the
 * server's ETag (a navigation to the address already shown would not remount it).
 */
const refills = createStore(0);

export function refillEditForms(): void {
  refills.setState((n) => n + 1);
}

export function useRefills(): number {
  return useSelector(refills);
}
