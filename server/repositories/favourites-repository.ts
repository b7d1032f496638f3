import { MAX_SAVED_TUTORS, type Tutorial } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import { inTransaction } from "../db/request-transaction.js";
import { toTutorial } from "./tutorials-repository.js";

/** What saving answers; the repository knows nothing of HTTP. */
export type SaveOutcome = "saved" | "not-found" | "full";

/** Saved tutors: each person's own list of tutorials (docs/product.md, API). */
export function favouritesRepository(db: Db) {
  return {
    /** The tutorials `userId` saved, most recently saved first; only the tutorials, never who else saved them. */
    async list(userId: string): Promise<Tutorial[]> {
      const rows = await db
        .selectFrom("favourites")
        .innerJoin("tutorials", "tutorials.id", "favourites.tutorial_id")
        .selectAll("tutorials")
        .where("favourites.user_id", "=", userId)
        .orderBy("favourites.created_at", "desc")
        .orderBy("favourites.tutorial_id", "desc")
        .execute();
      return rows.map(toTutorial);
    },

    /**
     * Saves, once: the primary key decides (ON CONFLICT DO NOTHING), so a repeat, or two saves at
     * the same moment, keep one row and both answer "saved". The tutorial is locked FOR KEY SHARE
     * first, in one transaction with the insert: a concurrent delete either went first (then
     * "not-found") or waits and takes the new row with it (ON DELETE CASCADE), never a 500.
     * A person keeps at most MAX_SAVED_TUTORS ("full" past it), so that their list stays one answer.
     */
    async save(userId: string, tutorialId: string): Promise<SaveOutcome> {
      return inTransaction(db, async (trx): Promise<SaveOutcome> => {
        const tutorial = await trx
          .selectFrom("tutorials")
          .select("id")
          .where("id", "=", tutorialId)
          .forKeyShare()
          .executeTakeFirst();
        if (!tutorial) return "not-found";
        // At the cap only a repeat is "saved"; two saves at the same moment may pass it by one each.
        const { count } = await trx
          .selectFrom("favourites")
          .select((eb) => eb.fn.countAll<string>().as("count"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_SAVED_TUTORS) {
          const again = await trx
            .selectFrom("favourites")
            .select("tutorial_id")
            .where("user_id", "=", userId)
            .where("tutorial_id", "=", tutorialId)
            .executeTakeFirst();
          return again ? "saved" : "full";
        }
        await trx
          .insertInto("favourites")
          .values({ user_id: userId, tutorial_id: tutorialId })
          .onConflict((oc) => oc.columns(["user_id", "tutorial_id"]).doNothing())
          .execute();
        return "saved";
      });
    },

    /** Unsaves; nothing saved (or no such tutorial) is not an error, there is simply nothing to remove. */
    async remove(userId: string, tutorialId: string): Promise<void> {
      await db
        .deleteFrom("favourites")
        .where("user_id", "=", userId)
        .where("tutorial_id", "=", tutorialId)
        .execute();
    },
  };
}
export type FavouritesRepository = ReturnType<typeof favouritesRepository>;
