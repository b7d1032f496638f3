import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { LessonDuration, Slot } from "../../../contract/index.js";
import { isNetworkError } from "../../lib/api-client.js";
import { pickerRange, savedSlots, slotsQueryOptions } from "./api.js";

export interface PickerSlots {
  /** Free times still ahead, or undefined while none are known. */
  slots: Slot[] | undefined;
  /** Shown from the saved copy (offline, or the server could not be reached): maybe out of date. */
  saved: boolean;
  loading: boolean;
  /** Nothing to show: offline with nothing saved, or the server failed. */
  failure: "offline" | "failed" | null;
  retry: () => void;
}

/**
 * The picker's free times: fetched for the next PICKER_DAYS days; offline, the newest saved ones
 * of this tutorial and length (the saved query cache, src/lib/query-persister.ts), marked as such.
 */
export function usePickerSlots(tutorialId: string, duration: LessonDuration): PickerSlots {
  const queryClient = useQueryClient();
  // Read at render (not app-status's hook, which brings the PWA's registration along): the query's
  // own failure re-renders when the network goes.
  const online = navigator.onLine;
  const range = useMemo(() => pickerRange(), []);
  const query = useQuery(slotsQueryOptions(tutorialId, duration, range));
  const unreachable = !online || (query.isError && isNetworkError(query.error));
  // Another range saved earlier stands in while this one has no answer (offline, above all).
  const fallback = query.data === undefined && (unreachable || query.isPending);
  const now = Date.now();
  const slots = (fallback ? savedSlots(queryClient, tutorialId, duration, now) : query.data)?.filter(
    (s) => Date.parse(s.start) > now,
  );
  const saved = slots !== undefined && (fallback || unreachable);
  let failure: PickerSlots["failure"] = null;
  if (slots === undefined && query.isError) failure = unreachable ? "offline" : "failed";
  return {
    slots,
    saved,
    loading: slots === undefined && query.isPending,
    failure,
    retry: () => void query.refetch(),
  };
}
