import type { QueryClient } from "@tanstack/react-query";
import { startPendingLogout } from "../features/auth/pending-logout.js";
import { startAuthListener } from "../features/auth/session.js";
import { startReplayEffects } from "../features/offline/replay-effects.js";
import { startOutbox } from "../features/offline/runtime.js";

/**
 * What starts once the browser is idle after the first render: sign-in (Firebase Auth loads
 * lazily from here) and the outbox, kept out of the first bundle with the schemas they bring along.
 */
export function startAfterPaint(queryClient: QueryClient): void {
  // A logout made offline goes first, before sign-in or the outbox send anything.
  void startPendingLogout();
  startAuthListener();
  void startReplayEffects(queryClient);
  startOutbox();
}
