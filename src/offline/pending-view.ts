import type { Query, QueryClient } from "@tanstack/react-query";
import { updateTutorialBodySchema } from "../../contract/index.js";
import { list, type OutboxKind } from "./outbox-store.js";

const PROFILE_KINDS: ReadonlySet<OutboxKind> = new Set([
  "profile-field",
  "profile-avatar",
  "profile-banner",
  "skill-add",
  "skill-remove",
  "profile-update",
  "education-add",
  "education-update",
  "education-delete",
  "experience-add",
  "experience-update",
  "experience-delete",
]);

/**
 * Tutorial and profile edits made offline show at once as optimistic changes of the query cache,
 * but the saved cache is written at most once a second: a reload, or the app closed, right after
 * such an edit brought back data from before it, though the edit waited in the outbox (written
 * before the screen said 'Saved offline'). At start, every pending edit is shown again on the data
 * saved before this page started; data fetched since is the server's own (it gets the edit on replay).
 */
export async function showPendingEdits(
  queryClient: QueryClient,
  startedAt: number = performance.timeOrigin,
): Promise<void> {
  const pending = (await list()).filter((item) => item.state === "pending");
  // Chosen once: showing the first edit makes a query's data newer than this page.
  const fromBefore = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.dataUpdatedAt < startedAt),
  );
  const saved = (query: Query) => fromBefore.has(query);
  const tutorialEdits = pending.filter((item) => item.kind === "tutorial-update");
  const profileWrites = pending.filter((item) => PROFILE_KINDS.has(item.kind));
  if (tutorialEdits.length > 0) {
    const { showTutorialEdit } = await import("../features/tutorials/api.js");
    for (const item of tutorialEdits) {
      const id = item.meta?.tutorialId;
      const body = updateTutorialBodySchema.safeParse(item.body);
      if (typeof id === "string" && body.success) showTutorialEdit(queryClient, id, body.data, saved);
    }
  }
  if (profileWrites.length > 0) {
    const { showPendingProfileWrite } = await import("../features/profile/api.js");
    for (const item of profileWrites) showPendingProfileWrite(queryClient, item, saved);
  }
}
