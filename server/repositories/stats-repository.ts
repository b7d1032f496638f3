import { sql } from "kysely";
import type { TutorialStats } from "../../contract/index.js";
import type { Db } from "../db/connect.js";

/** Statistics from the trigger-kept counters: constant cost whatever the number of tutorials. */
export function statsRepository(db: Db) {
  return {
    async tutorials(): Promise<TutorialStats> {
      const { rows } = await sql<{
        tutors: string | number;
        reviews: string | number;
        languages: string | number;
      }>`
        SELECT coalesce(sum(tutorials), 0) AS tutors,
               coalesce(sum(reviews), 0) AS reviews,
               count(*) FILTER (WHERE tutorials > 0) AS languages
        FROM tutorial_counts`.execute(db);
      const row = rows[0];
      return {
        totalTutors: Number(row.tutors),
        totalReviews: Number(row.reviews),
        totalLanguages: Number(row.languages),
      };
    },
  };
}
