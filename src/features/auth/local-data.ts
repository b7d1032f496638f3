import type { QueryClient } from "@tanstack/react-query";
import { queryPersister } from "../../lib/query-persister.js";
import { forgetSavedScreen } from "../../lib/saved-screen.js";
import { list, removeAllOf } from "../../offline/index.js";

/** The person's writes still on the device (waiting, or refused and not yet discarded). */
export async function unsentWrites(uid: string): Promise<number> {
  return (await list()).filter((item) => item.uid === uid).length;
}

/**
 * What a shared device must not keep of a person who logged out (docs/decisions.md): every query's
 * data, in memory and its IndexedDB copy, the saved screen, and their outbox items.
 */
export async function clearLocalData(queryClient: QueryClient, uid: string | null): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
  forgetSavedScreen();
  await queryPersister.removeClient();
  if (uid) await removeAllOf(uid);
}
