import type { QueryClient } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { followSignedInPerson } from "../features/auth/person-data.js";
import { PERSIST_MAX_AGE, queryPersister, shouldPersistQuery } from "../lib/query-persister.js";

/**
 * The saved data (docs/decisions.md, Offline) into `queryClient`, then saved again as it changes:
 * the signed-in person's only, and theirs only while they stay signed in, in any tab.
 */
export async function restoreSavedData(queryClient: QueryClient): Promise<void> {
  followSignedInPerson(queryClient);
  const persist = { queryClient, persister: queryPersister, buster: __BUILD_ID__ };
  await persistQueryClientRestore({ ...persist, maxAge: PERSIST_MAX_AGE }).catch((err: unknown) =>
    console.error("Could not restore saved data:", err),
  );
  // Other people's saved data (a tab that saved late) and that of earlier formats: not kept.
  void queryPersister.dropOthers().catch(() => undefined);
  // Saved data may predate the last change (the page may have closed before its last write): online,
  // the screens show it at once and ask the server again.
  if (navigator.onLine) void queryClient.invalidateQueries({ refetchType: "none" });
  persistQueryClientSubscribe({ ...persist, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } });
}
