import { MAX_PROFILE_ENTRIES, type Profile } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import { inTransaction } from "../db/request-transaction.js";
import {
  type EntryColumns,
  findEntry,
  insertEntry,
  listEntries,
  type StoredEntryKind,
} from "./profile-entry-tables.js";
import { ensureProfile, loadProfile, type ProfileAccount } from "./profiles-repository.js";

class Full extends Error {}

/**
 * One kind of profile entry (education or experience). Entries are always looked up by
 * (uid, id), so an id that belongs to another profile is simply not found. Null means "no such
 * entry"; for an add it means the list already holds MAX_PROFILE_ENTRIES.
 */
export function profileEntriesRepository<Entry, Input extends EntryColumns>(
  db: Db,
  kind: StoredEntryKind<Entry, Input>,
) {
  /**
   * Inside the add's transaction, after ensureProfile has locked the profile row (so two adds
   * cannot both pass). A full list throws Full: the transaction rolls back, touching nothing.
   */
  async function mustHaveRoom(trx: Db, uid: string): Promise<void> {
    const row = await trx
      .selectFrom(kind.table)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("uid", "=", uid)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= MAX_PROFILE_ENTRIES) throw new Full();
  }

  return {
    list: (uid: string) => listEntries(db, kind, uid),

    add(account: ProfileAccount, input: Input): Promise<Entry | null> {
      return inTransaction(db, async (trx) => {
        await ensureProfile(trx, account);
        await mustHaveRoom(trx, account.uid);
        return findEntry(trx, kind, await insertEntry(trx, kind, account.uid, input));
      }).catch((err: unknown) => {
        if (err instanceof Full) return null;
        throw err;
      });
    },

    async patch(uid: string, id: string, patch: Partial<Input>): Promise<Profile | null> {
      const hit = await db
        .updateTable(kind.table)
        .set(patch)
        .where("uid", "=", uid)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      return hit ? loadProfile(db, uid) : null;
    },

    async remove(uid: string, id: string): Promise<Profile | null> {
      const hit = await db
        .deleteFrom(kind.table)
        .where("uid", "=", uid)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      return hit ? loadProfile(db, uid) : null;
    },
  };
}
export type ProfileEntriesRepository<Entry, Input extends EntryColumns> = ReturnType<
  typeof profileEntriesRepository<Entry, Input>
>;
