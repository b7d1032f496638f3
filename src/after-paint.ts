import type { QueryClient } from "@tanstack/react-query";
import { startAuthListener } from "./features/auth/session.js";
import { startReplayEffects } from "./offline/replay-effects.js";
import { startOutbox } from "./offline/runtime.js";

/**
 * What starts once the first screen is painted: sign-in (Firebase Auth loads lazily from here)
 * and the outbox. Kept out of the first paint's bundle with the API client and the schemas they
 * bring along.
 */
export function startAfterPaint(queryClient: QueryClient): void {
  startAuthListener();
  startReplayEffects(queryClient);
  startOutbox();
}
