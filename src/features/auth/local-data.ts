import type { QueryClient } from "@tanstack/react-query";
import { queryPersister } from "../../lib/query-persister.js";
import { forgetSavedScreen } from "../../lib/saved-screen.js";
import { list, removeAllOf } from "../../offline/index.js";
import { logoutEnded } from "./person-data.js";

/** The person's writes still on the device (waiting, or refused and not yet discarded). */
export async function unsentWrites(uid: string): Promise<number> {
  return (await list()).filter((item) => item.uid === uid).length;
}

/**
 * What a shared device must not keep of a person who logged out (docs/decisions.md): every query's
 * data, in memory and its IndexedDB copy, the saved screen, and their outbox items. The page then
 * saves a signed-out visitor's data.
 */
export async function clearLocalData(queryClient: QueryClient, uid: string | null): Promise<void> {
  try {
    await queryClient.cancelQueries();
    queryClient.clear();
    forgetSavedScreen();
    if (uid) {
      await queryPersister.forget(uid);
      await removeAllOf(uid);
    }
  } finally {
    await logoutEnded();
  }
}
