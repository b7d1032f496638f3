import { type Selectable, sql } from "kysely";
import {
  cleanSkills,
  type EducationInput,
  type ExperienceInput,
  MAX_SKILLS,
  type Profile,
} from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import { inTransaction } from "../db/request-transaction.js";
import type { ProfilesTable } from "../db/schema.js";
import { educationEntries, experienceEntries, insertEntry, listEntries } from "./profile-entry-tables.js";

export type ProfileRow = Selectable<ProfilesTable>;

/** Who is writing: the session's account. Its email is what a new profile's email starts as. */
export interface ProfileAccount {
  uid: string;
  email: string | null;
  name: string | null;
}

export type ProfileTextPatch = Partial<Record<"name" | "headline" | "location" | "email" | "bio", string>>;
export type ImageColumn = "avatar" | "banner";
export interface ReplaceProfile {
  name: string;
  headline: string;
  location: string;
  bio: string;
  skills: string[];
  /** Empty keeps the current avatar. */
  avatar: string;
  education: EducationInput[];
  experience: ExperienceInput[];
}
/** What a write or a read answers, with the profile row's version (its ETag, docs/decisions.md). */
export interface Versioned<T> {
  value: T;
  version: number;
}
export type AddSkillOutcome = { kind: "ok"; profile: Versioned<Profile> } | { kind: "full" };
/** The versions an edit may change (If-Match), or undefined for any. */
export type ExpectedVersions = readonly number[] | undefined;

/**
 * Thrown inside a profile write's transaction when its If-Match names a version that is gone:
 * the transaction rolls back, so nothing of the write stays.
 */
export class StaleVersion extends Error {
  constructor() {
    super("The profile changed since the version this write was made on.");
  }
}

/** The combined profile (see docs/product.md, API), or null when the uid has no profile row. */
export async function loadProfile(db: Db, uid: string): Promise<Profile | null> {
  return (await loadVersioned(db, uid))?.value ?? null;
}

/** The combined profile with its row's version, or null when the uid has no profile row. */
export async function loadVersioned(db: Db, uid: string): Promise<Versioned<Profile> | null> {
  const [row, education, experience] = await Promise.all([
    db.selectFrom("profiles").selectAll().where("uid", "=", uid).executeTakeFirst(),
    listEntries(db, educationEntries, uid),
    listEntries(db, experienceEntries, uid),
  ]);
  if (!row) return null;
  const value: Profile = {
    uid: row.uid,
    name: row.name,
    headline: row.headline,
    location: row.location,
    email: row.email,
    bio: row.bio,
    skills: row.skills ?? [],
    avatar: row.avatar,
    banner: row.banner,
    education,
    experience,
  };
  return { value, version: row.version };
}

/**
 * Every write of a profile, its entries included, bumps its version; with `versions` (If-Match)
 * only while the row's version is one of them. Check and bump are one statement, after
 * ensureProfile locked the row: of two writes made on the same version exactly one passes.
 */
export async function bumpVersion(trx: Db, uid: string, versions: ExpectedVersions): Promise<number> {
  const row = await trx
    .updateTable("profiles")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: sql<Date>`now()` }))
    .where("uid", "=", uid)
    .$if(versions !== undefined, (qb) =>
      versions?.length ? qb.where("version", "in", versions) : qb.where(sql<boolean>`false`),
    )
    .returning("version")
    .executeTakeFirst();
  if (!row) throw new StaleVersion();
  return row.version;
}

/** What a profile starts as: the account's user record (name, email, photo), the rest blank. */
async function defaultsFor(db: Db, uid: string) {
  const user = await db
    .selectFrom("users")
    .select(["display_name", "email", "photo_url"])
    .where("uid", "=", uid)
    .executeTakeFirst();
  return user
    ? { name: user.display_name ?? "", email: user.email ?? "", avatar: user.photo_url ?? "" }
    : null;
}

/**
 * Creates the profile row when missing (from the user record, else the session); its email starts
 * as the account's and is the person's to change afterwards. Inside a transaction this also locks
 * the row, so concurrent writes to the same profile (skills, say) apply one after the other.
 */
export async function ensureProfile(trx: Db, account: ProfileAccount): Promise<ProfileRow> {
  const defaults = await defaultsFor(trx, account.uid);
  const email = account.email ?? defaults?.email ?? "";
  return trx
    .insertInto("profiles")
    .values({
      uid: account.uid,
      name: defaults?.name || account.name || "",
      email,
      avatar: defaults?.avatar ?? "",
    })
    .onConflict((oc) => oc.column("uid").doUpdateSet({ updated_at: sql<Date>`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function mustLoad(db: Db, uid: string): Promise<Versioned<Profile>> {
  const profile = await loadVersioned(db, uid);
  if (!profile) throw new Error(`profile ${uid} vanished inside its own transaction`);
  return profile;
}

class Rollback extends Error {}
const sameSkill = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function profilesRepository(db: Db) {
  return {
    find: (uid: string) => loadVersioned(db, uid),

    /**
     * GET /profile/{uid}: the profile, or for an account that has not saved one yet a default
     * built from its user record (so a freshly registered tutor's page is not a dead end).
     */
    async findOrDefault(uid: string): Promise<Versioned<Profile> | null> {
      const profile = await loadVersioned(db, uid);
      if (profile) return profile;
      const defaults = await defaultsFor(db, uid);
      if (!defaults) return null;
      // Version 0: what a new row starts at, so an edit made on the default passes If-Match.
      const value: Profile = {
        uid,
        ...defaults,
        headline: "",
        location: "",
        bio: "",
        skills: [],
        banner: "",
        education: [],
        experience: [],
      };
      return { value, version: 0 };
    },

    patchFields(
      account: ProfileAccount,
      patch: ProfileTextPatch,
      versions?: ExpectedVersions,
    ): Promise<Versioned<Profile>> {
      return inTransaction(db, async (trx) => {
        await ensureProfile(trx, account);
        await bumpVersion(trx, account.uid, versions);
        await trx.updateTable("profiles").set(patch).where("uid", "=", account.uid).execute();
        return mustLoad(trx, account.uid);
      });
    },

    setImage(
      account: ProfileAccount,
      column: ImageColumn,
      url: string,
      versions?: ExpectedVersions,
    ): Promise<Versioned<Profile>> {
      return inTransaction(db, async (trx) => {
        await ensureProfile(trx, account);
        await bumpVersion(trx, account.uid, versions);
        const set = column === "avatar" ? { avatar: url } : { banner: url };
        await trx.updateTable("profiles").set(set).where("uid", "=", account.uid).execute();
        return mustLoad(trx, account.uid);
      });
    },

    /** Adds a trimmed skill; one already there (any letter case) is ignored. */
    async addSkill(
      account: ProfileAccount,
      skill: string,
      versions?: ExpectedVersions,
    ): Promise<AddSkillOutcome> {
      try {
        const profile = await inTransaction(db, async (trx) => {
          const row = await ensureProfile(trx, account);
          await bumpVersion(trx, account.uid, versions);
          const skills = row.skills ?? [];
          if (!skills.some((s) => sameSkill(s, skill))) {
            if (skills.length >= MAX_SKILLS) throw new Rollback();
            await trx
              .updateTable("profiles")
              .set({ skills: [...skills, skill] })
              .where("uid", "=", account.uid)
              .execute();
          }
          return mustLoad(trx, account.uid);
        });
        return { kind: "ok", profile };
      } catch (err) {
        if (err instanceof Rollback) return { kind: "full" };
        throw err;
      }
    },

    /** Removes a skill (any letter case); removing one that is not there changes nothing. */
    removeSkill(
      account: ProfileAccount,
      skill: string,
      versions?: ExpectedVersions,
    ): Promise<Versioned<Profile>> {
      return inTransaction(db, async (trx) => {
        const row = await ensureProfile(trx, account);
        await bumpVersion(trx, account.uid, versions);
        const skills = row.skills ?? [];
        const kept = skills.filter((s) => !sameSkill(s, skill));
        if (kept.length !== skills.length) {
          await trx.updateTable("profiles").set({ skills: kept }).where("uid", "=", account.uid).execute();
        }
        return mustLoad(trx, account.uid);
      });
    },

    /** PUT /users/update/{uid}: the whole form in one transaction; the lists are replaced. */
    replace(
      account: ProfileAccount,
      body: ReplaceProfile,
      versions?: ExpectedVersions,
    ): Promise<Versioned<Profile>> {
      return inTransaction(db, async (trx) => {
        await ensureProfile(trx, account);
        await bumpVersion(trx, account.uid, versions);
        await trx
          .updateTable("profiles")
          .set({
            name: body.name,
            headline: body.headline,
            location: body.location,
            bio: body.bio,
            skills: cleanSkills(body.skills),
            ...(body.avatar ? { avatar: body.avatar } : {}),
          })
          .where("uid", "=", account.uid)
          .execute();
        await trx.deleteFrom("education").where("uid", "=", account.uid).execute();
        await trx.deleteFrom("experience").where("uid", "=", account.uid).execute();
        // One row at a time: `position` (a sequence) then follows the form's order exactly.
        for (const e of body.education) await insertEntry(trx, educationEntries, account.uid, e);
        for (const e of body.experience) await insertEntry(trx, experienceEntries, account.uid, e);
        return mustLoad(trx, account.uid);
      });
    },
  };
}
export type ProfilesRepository = ReturnType<typeof profilesRepository>;
