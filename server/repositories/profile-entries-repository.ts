import type {
  Education,
  EducationInput,
  Experience,
  ExperienceInput,
  Profile,
} from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import {
  ensureProfile,
  listEducation,
  listExperience,
  loadProfile,
  type ProfileAccount,
  toEducation,
  toExperience,
} from "./profiles-repository.js";

/**
 * Education and experience entries of a profile. Entries are always looked up by (uid, id), so
 * an id that belongs to another profile is simply not found. Null means "no such entry".
 */
export function profileEntriesRepository(db: Db) {
  return {
    listEducation: (uid: string) => listEducation(db, uid),
    listExperience: (uid: string) => listExperience(db, uid),

    addEducation(account: ProfileAccount, input: EducationInput): Promise<Education> {
      return db.transaction().execute(async (trx) => {
        await ensureProfile(trx, account);
        const row = await trx
          .insertInto("education")
          .values({ uid: account.uid, degree: input.degree, school: input.school, year: input.year })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toEducation(row);
      });
    },

    addExperience(account: ProfileAccount, input: ExperienceInput): Promise<Experience> {
      return db.transaction().execute(async (trx) => {
        await ensureProfile(trx, account);
        const row = await trx
          .insertInto("experience")
          .values({
            uid: account.uid,
            role: input.role,
            company: input.company,
            duration: input.duration,
            description: input.description,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toExperience(row);
      });
    },

    async patchEducation(uid: string, id: string, patch: Partial<EducationInput>): Promise<Profile | null> {
      const hit = await db
        .updateTable("education")
        .set(patch)
        .where("uid", "=", uid)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      return hit ? loadProfile(db, uid) : null;
    },

    async patchExperience(uid: string, id: string, patch: Partial<ExperienceInput>): Promise<Profile | null> {
      const hit = await db
        .updateTable("experience")
        .set(patch)
        .where("uid", "=", uid)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      return hit ? loadProfile(db, uid) : null;
    },

    async deleteEducation(uid: string, id: string): Promise<Profile | null> {
      const hit = await db
        .deleteFrom("education")
        .where("uid", "=", uid)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      return hit ? loadProfile(db, uid) : null;
    },

    async deleteExperience(uid: string, id: string): Promise<Profile | null> {
      const hit = await db
        .deleteFrom("experience")
        .where("uid", "=", uid)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      return hit ? loadProfile(db, uid) : null;
    },
  };
}
export type ProfileEntriesRepository = ReturnType<typeof profileEntriesRepository>;
