import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Availability } from "../../../contract/index.js";
import { lessonKeys } from "../../lib/query-keys.js";
import { availabilityQueryOptions, fetchAvailability } from "../lessons/api.js";
import { sendWrite, type WriteResult } from "../offline/send-write.js";

/**
 * The Availability screen's data. The read is the lessons data layer's (one cache entry per
 * tutor, also read by the slot picker); the save is this screen's own.
 */
export { availabilityQueryOptions, fetchAvailability };

/**
 * PUT /tutors/{uid}/availability through the outbox: offline, the whole calendar waits there
 * (the screen shows it from the outbox until it is sent, docs/product.md, Lessons (tutor)).
 * Sent, it replaces the cached copy, and the slots it gives are fetched again.
 */
export function useSaveAvailability(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Availability): Promise<WriteResult<Availability>> =>
      sendWrite("availability-update", { uid, body }),
    onSuccess: (result) => {
      if (result.status !== "sent") return;
      queryClient.setQueryData(lessonKeys.availability(uid), result.data);
      return queryClient.invalidateQueries({ queryKey: [...lessonKeys.all, "slots"] });
    },
  });
}
