import type { Query, QueryClient } from "@tanstack/react-query";
import type { Profile, Tutorial } from "../../../contract/index.js";
import { profileKeys, tutorialKeys } from "../../lib/query-keys.js";
import { getOutboxUser, list, type OutboxItem, writeKinds } from "../../offline/index.js";

type TutorialList = { items: Tutorial[] };
const everyQuery = () => true;

/** `profile` as it will be once the queued write `item` reaches the server. */
export function withPending(profile: Profile, item: OutboxItem): Profile {
  const view = writeKinds[item.kind].view;
  return view.on === "profile" ? view.apply(profile, item) : profile;
}

/**
 * Shows a queued write in the cached data it changes, as its kind says (src/offline/write-kinds.ts);
 * `predicate` narrows the queries changed. Kinds that screens read from the outbox change nothing.
 */
export function showPending(
  queryClient: QueryClient,
  item: OutboxItem,
  predicate: (query: Query) => boolean = everyQuery,
): void {
  const view = writeKinds[item.kind].view;
  if (view.on === "profile") {
    for (const queryKey of [profileKeys.detail(item.uid), profileKeys.saved(item.uid)]) {
      queryClient.setQueriesData<Profile | null>({ queryKey, exact: true, predicate }, (old) =>
        old ? withPending(old, item) : old,
      );
    }
  } else if (view.on === "tutorial") {
    const id = item.meta?.tutorialId;
    if (typeof id !== "string") return;
    const edit = (t: Tutorial) => (t._id === id ? view.apply(t, item) : t);
    queryClient.setQueriesData<Tutorial>({ queryKey: tutorialKeys.detail(id), predicate }, (old) =>
      old ? edit(old) : old,
    );
    // Every list holding it too: My Tutorials, where Edit Tutorial leads, above all.
    const holdsIt = (query: Query) =>
      predicate(query) &&
      Boolean((query.state.data as TutorialList | undefined)?.items.some((t) => t._id === id));
    queryClient.setQueriesData<TutorialList>({ queryKey: tutorialKeys.lists(), predicate: holdsIt }, (old) =>
      old ? { ...old, items: old.items.map(edit) } : old,
    );
  }
}

/**
 * Edits made offline show at once as optimistic changes of the query cache, but a reload, or the
 * app closed, right after such an edit may bring back data saved before it, though the edit waited
 * in the outbox (written before the screen said 'Saved offline'). At start, every pending edit is
 * shown again on the data saved before this page started; data fetched since is the server's own
 * (it gets the edit on replay).
 */
export async function showPendingEdits(
  queryClient: QueryClient,
  startedAt: number = performance.timeOrigin,
): Promise<void> {
  // Only the last signed-in person's: another account's waiting edit is not theirs to see.
  const uid = await getOutboxUser();
  const pending = (await list()).filter((item) => item.state === "pending" && item.uid === uid);
  // Chosen once: showing the first edit makes a query's data newer than this page.
  const fromBefore = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.dataUpdatedAt < startedAt),
  );
  for (const item of pending) showPending(queryClient, item, (query) => fromBefore.has(query));
}
