import type { QueryClient } from "@tanstack/react-query";
import { createBookingResponseSchema } from "../../contract/index.js";
import { showError } from "../components/ui/message-dialog.js";
import { addBookingToCache } from "../features/bookings/api.js";
import type { OutboxKind } from "./index.js";
import { showPendingEdits } from "./pending-view.js";
import { onReplayResult } from "./runtime.js";

/** The cached data a finished write makes stale, by kind. */
function staleRoots(kind: OutboxKind): string[] {
  if (kind === "booking") return ["bookings", "stats"];
  if (kind === "review" || kind === "tutorial-update") return ["tutorials", "bookings", "stats"];
  return ["profile"];
}

/**
 * When a write that waited in the outbox reaches the server, refresh what it changed; when the
 * server refuses it, tell the person why (DESIGN §5) — unless a screen was waiting and told them.
 */
export function startReplayEffects(queryClient: QueryClient): () => void {
  // Edits still waiting show again on the saved data, however soon after them the page was reloaded.
  showPendingEdits(queryClient).catch((err: unknown) => console.error("Could not show pending edits:", err));
  return onReplayResult((result, awaited) => {
    if (result.outcome === "done" && result.item.kind === "booking") {
      // The confirmed booking replaces its pending card at once, with no gap before the refetch.
      const answer = createBookingResponseSchema.safeParse(result.body);
      if (answer.success) addBookingToCache(queryClient, answer.data.booking);
    }
    for (const root of staleRoots(result.item.kind)) void queryClient.invalidateQueries({ queryKey: [root] });
    if (result.outcome === "refused" && !awaited) {
      showError(`${result.item.summary}: ${result.error}`, "Not sent");
    }
  });
}
