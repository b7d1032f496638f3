import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { savedTutorialsSchema, type Tutorial } from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { favouriteKeys } from "../../lib/query-keys.js";
import type { OutboxItem } from "../../offline/index.js";
import { authStore, useAuth } from "../auth/auth-store.js";
import { sendWrite } from "../offline/send-write.js";
import { useOutbox } from "../offline/use-outbox.js";

/** GET /favourites: the signed-in person's saved tutorials, most recently saved first. */
export async function fetchSavedTutors(signal?: AbortSignal): Promise<Tutorial[]> {
  return savedTutorialsSchema.parse(await api.get("favourites", { signal }).json());
}

/** The person's saved tutors, kept under their uid; nothing is asked without a signed-in person. */
export const savedTutorsQueryOptions = (uid: string | undefined) =>
  queryOptions({
    queryKey: favouriteKeys.list(uid ?? ""),
    queryFn: ({ signal }) => fetchSavedTutors(signal),
    enabled: Boolean(uid),
  });

export interface SavedTutors {
  /** The ids saved as the person sees them: the server's list with the waiting saves and unsaves applied. */
  saved: ReadonlySet<string>;
  /** The ids whose save or unsave still waits in the outbox. */
  waiting: ReadonlySet<string>;
}

/** The server's list with the person's waiting saves and unsaves applied, in the order they were made. */
function savedView(
  uid: string | undefined,
  list: readonly Tutorial[] | undefined,
  items: readonly OutboxItem[],
): SavedTutors {
  const saved = new Set(list?.map((t) => t._id));
  const waiting = new Set<string>();
  for (const item of items) {
    if (item.uid !== uid || item.state !== "pending") continue;
    if (item.kind !== "favourite-save" && item.kind !== "favourite-remove") continue;
    const id = item.meta?.tutorialId;
    if (typeof id !== "string") continue;
    waiting.add(id);
    if (item.kind === "favourite-save") saved.add(id);
    else saved.delete(id);
  }
  return { saved, waiting };
}

/** Which tutorials the signed-in person has saved, their waiting writes included (none signed out). */
export function useSavedTutors(): SavedTutors {
  const uid = useAuth().user?.uid;
  const { data } = useQuery(savedTutorsQueryOptions(uid));
  // The outbox's shared snapshot (the same array until it changes): every card asks, and the view
  // is worked out again only when the list, the person or the outbox changes.
  const items = useOutbox();
  return useMemo(() => savedView(uid, data, items), [uid, data, items]);
}

/** Saves (`save: true`) or unsaves a tutorial through the outbox; offline it waits there. */
export function useSaveTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tutorial, save }: { tutorial: Tutorial; save: boolean }) =>
      sendWrite(save ? "favourite-save" : "favourite-remove", {
        tutorialId: tutorial._id,
        language: tutorial.language,
        tutorName: tutorial.userName,
      }),
    onSuccess: (result, { tutorial, save }) => {
      // The person who pressed: the press may have waited for the identity provider's answer.
      const uid = authStore.get().user?.uid;
      if (result.status === "queued" || !uid) return;
      // Shown as the server has it at once, before the list is fetched again.
      queryClient.setQueryData<Tutorial[]>(favouriteKeys.list(uid), (old) => {
        const others = (old ?? []).filter((t) => t._id !== tutorial._id);
        return save ? [tutorial, ...others] : others;
      });
      return queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
    },
  });
}
