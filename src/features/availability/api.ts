import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Availability, availabilitySchema } from "../../../contract/index.js";
import { api, errorStatus } from "../../lib/api-client.js";
import { availabilityKeys } from "../../lib/query-keys.js";
import { sendWrite, type WriteResult } from "../offline/send-write.js";

export { availabilityKeys };

const path = (uid: string) => ["tutors", uid, "availability"].map(encodeURIComponent).join("/");

/** GET /tutors/{uid}/availability; a tutor who set none answers `weekly: []`. */
export async function fetchAvailability(uid: string, signal?: AbortSignal): Promise<Availability> {
  return availabilitySchema.parse(await api.get(path(uid), { signal }).json());
}

export const availabilityQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: availabilityKeys.detail(uid),
    queryFn: ({ signal }) => fetchAvailability(uid, signal),
    // A refusal will not change on a second try; a lost connection may.
    retry: (count, err) => {
      const status = errorStatus(err);
      return (status === undefined || status >= 500) && count < 1;
    },
  });

/**
 * PUT /tutors/{uid}/availability through the outbox: offline, the whole calendar waits there
 * (the screen shows it from the outbox until it is sent, docs/product.md, Availability).
 */
export function useSaveAvailability(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Availability): Promise<WriteResult<Availability>> =>
      sendWrite("availability-update", { uid, body }),
    onSuccess: (result) => {
      if (result.status === "sent") queryClient.setQueryData(availabilityKeys.detail(uid), result.data);
    },
  });
}
