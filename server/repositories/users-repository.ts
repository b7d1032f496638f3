import { sql } from "kysely";
import type { User } from "../../contract/index.js";
import type { Db } from "../db/connect.js";

export function usersRepository(db: Db) {
  return {
    async upsert(user: User): Promise<User> {
      const row = await db
        .insertInto("users")
        .values({
          uid: user.uid,
          display_name: user.displayName,
          email: user.email,
          photo_url: user.photoURL,
        })
        .onConflict((oc) =>
          oc.column("uid").doUpdateSet({
            display_name: (eb) =>
              eb.fn.coalesce(eb.ref("excluded.display_name"), eb.ref("users.display_name")),
            email: (eb) => eb.fn.coalesce(eb.ref("excluded.email"), eb.ref("users.email")),
            photo_url: (eb) => eb.fn.coalesce(eb.ref("excluded.photo_url"), eb.ref("users.photo_url")),
            updated_at: sql`now()`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return { uid: row.uid, displayName: row.display_name, email: row.email, photoURL: row.photo_url };
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
