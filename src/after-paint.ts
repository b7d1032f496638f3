import type { QueryClient } from "@tanstack/react-query";
import { startPendingLogout } from "./features/auth/pending-logout.js";
import { startAuthListener } from "./features/auth/session.js";
import { startReplayEffects } from "./features/offline/replay-effects.js";
import { startOutbox } from "./features/offline/runtime.js";
import { yieldToMain } from "./lib/yield-to-main.js";

/**
 * What starts once the first screen is painted: sign-in (Firebase Auth loads lazily from here)
 * and the outbox. Kept out of the first paint's bundle with the API client and the schemas they
 * bring along. Each starts in a task of its own, after the one that evaluated this code: together
 * they were a task of 50–55 ms at 4× CPU slowdown (docs/benchmarks.md).
 */
export async function startAfterPaint(queryClient: QueryClient): Promise<void> {
  // A logout made offline goes first, before sign-in or the outbox send anything.
  for (const start of [
    () => void startPendingLogout(),
    startAuthListener,
    () => void startReplayEffects(queryClient),
    startOutbox,
  ]) {
    await yieldToMain();
    start();
  }
}
