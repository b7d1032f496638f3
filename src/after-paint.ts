import type { QueryClient } from "@tanstack/react-query";
import { startPendingLogout } from "./features/auth/pending-logout.js";
import { startAuthListener } from "./features/auth/session.js";
import { startReplayEffects } from "./features/offline/replay-effects.js";
import { startOutbox } from "./features/offline/runtime.js";

/**
 * What starts once the first screen is painted: sign-in (Firebase Auth loads lazily from here)
 * and the outbox. Kept out of the first paint's bundle with the API client and the schemas they
 * bring along.
 */
export function startAfterPaint(queryClient: QueryClient): void {
  // A logout made offline goes first, before sign-in or the outbox send anything.
  void startPendingLogout();
  startAuthListener();
  startReplayEffects(queryClient);
  startOutbox();
}
