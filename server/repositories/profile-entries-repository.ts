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
import {
  bumpVersion,
  type ExpectedVersions,
  ensureProfile,
  mustLoad,
  type ProfileAccount,
  type Versioned,
} from "./profiles-repository.js";

class Full extends Error {}

/**
 * The profile row first, as every other profile write takes it (ensureProfile), then the entry:
 * one order of locks, so an entry's change and a whole-form save cannot wait on each other.
 */
async function lockProfile(trx: Db, uid: string): Promise<void> {
  await trx.selectFrom("profiles").select("uid").where("uid", "=", uid).forUpdate().execute();
}

/** After an entry changed: the profile's version bumped (If-Match checked), and the profile as it is now. */
async function profileAfterChange(
  trx: Db,
  account: ProfileAccount,
  versions: ExpectedVersions | undefined,
): Promise<Versioned<Profile>> {
  await ensureProfile(trx, account);
  await bumpVersion(trx, account.uid, versions);
  return mustLoad(trx, account.uid);
}

/**
 * One kind of profile entry (education or experience). Entries are always looked up by
 * (uid, id), so an id that belongs to another profile is simply not found. Null means "no such
 * entry"; for an add it means the list already holds MAX_PROFILE_ENTRIES. Every change bumps the
 * profile's version, and with `versions` (If-Match) is made only on one of them (StaleVersion
 * otherwise, everything rolled back).
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

    add(
      account: ProfileAccount,
      input: Input,
      versions?: ExpectedVersions,
    ): Promise<Versioned<Entry> | null> {
      return inTransaction(db, async (trx) => {
        await ensureProfile(trx, account);
        const version = await bumpVersion(trx, account.uid, versions);
        await mustHaveRoom(trx, account.uid);
        const value = await findEntry(trx, kind, await insertEntry(trx, kind, account.uid, input));
        return { value, version };
      }).catch((err: unknown) => {
        if (err instanceof Full) return null;
        throw err;
      });
    },

    patch(
      account: ProfileAccount,
      id: string,
      patch: Partial<Input>,
      versions?: ExpectedVersions,
    ): Promise<Versioned<Profile> | null> {
      return inTransaction(db, async (trx) => {
        await lockProfile(trx, account.uid);
        const hit = await trx
          .updateTable(kind.table)
          .set(patch)
          .where("uid", "=", account.uid)
          .where("id", "=", id)
          .returning("id")
          .executeTakeFirst();
        return hit ? profileAfterChange(trx, account, versions) : null;
      });
    },

    remove(
      account: ProfileAccount,
      id: string,
      versions?: ExpectedVersions,
    ): Promise<Versioned<Profile> | null> {
      return inTransaction(db, async (trx) => {
        await lockProfile(trx, account.uid);
        const hit = await trx
          .deleteFrom(kind.table)
          .where("uid", "=", account.uid)
          .where("id", "=", id)
          .returning("id")
          .executeTakeFirst();
        return hit ? profileAfterChange(trx, account, versions) : null;
      });
    },
  };
}
export type ProfileEntriesRepository<Entry, Input extends EntryColumns> = ReturnType<
  typeof profileEntriesRepository<Entry, Input>
>;
