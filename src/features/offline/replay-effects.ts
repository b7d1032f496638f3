import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { chatMessageSchema, createBookingResponseSchema } from "../../../contract/index.js";
import { showError } from "../../components/ui/message-store.js";
import { refusalText, serverText } from "../../i18n/server-messages.js";
import { writeKinds } from "../../offline/index.js";
import { addBookingToCache } from "../bookings/api.js";
import { addMessageToCache } from "../messages/cache.js";
import { summaryText } from "./item-summary.js";
import { showPendingEdits } from "./pending-view.js";
import { rootOf } from "./query-roots.js";
import { onReplayResult } from "./runtime.js";

/**
 * When a write that waited in the outbox reaches the server, refresh what it changed; when the
 * server refuses it, tell the person why (docs/product.md, Offline) — unless a screen was waiting
 * and told them.
 */
export function startReplayEffects(queryClient: QueryClient): () => void {
  // Edits still waiting show again on the saved data, however soon after them the page was reloaded.
  showPendingEdits(queryClient).catch((err: unknown) => console.error("Could not show pending edits:", err));
  return onReplayResult((result, awaited) => {
    if (result.outcome === "done" && (result.item.kind === "booking" || result.item.kind === "lesson-book")) {
      // The confirmed booking replaces its pending card at once, with no gap before the refetch.
      const answer = createBookingResponseSchema.safeParse(result.body);
      if (answer.success) addBookingToCache(queryClient, result.item.uid, answer.data.booking);
    }
    if (result.outcome === "done" && result.item.kind === "message-send") {
      // The sent message takes its waiting one's place at once, with its tick, before the refetch.
      const message = chatMessageSchema.safeParse(result.body);
      if (message.success) addMessageToCache(queryClient, result.item.uid, message.data);
    }
    for (const topic of writeKinds[result.item.kind].touches) {
      void queryClient.invalidateQueries({ queryKey: rootOf[topic] });
    }
    if (result.outcome === "refused" && !awaited) {
      // A kind may say what its refusal means (a lesson's time taken meanwhile, src/offline/lesson-writes.ts).
      const meaning = writeKinds[result.item.kind].refusal?.(result.status, result.error) ?? result.error;
      // Said in the language on screen when the refusal comes.
      const summary = summaryText(result.item, i18n);
      const reason = result.code
        ? serverText(meaning, result.code, i18n)
        : refusalText(meaning, result.status, i18n);
      showError(i18n._(msg`${summary}: ${reason}`), i18n._(msg`Not sent`));
    }
  });
}
