import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Kysely, sql } from "kysely";
import type { Database_ } from "./connect.js";
import type { Database } from "./schema.js";
import { checkSearchLocale } from "./search-locale.js";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/** The PostgreSQL advisory lock held while migrating: an arbitrary constant no other code uses. */
export const MIGRATION_LOCK_KEY = 7_454_913_807_210_564;

/**
 * Applies each not-yet-applied migrations/NNN_name.sql in name order. Each file runs with its
 * bookkeeping row as one script in one transaction, so a failed migration leaves nothing behind.
 *
 * On PostgreSQL several instances may start at once on one database: the whole run holds an
 * advisory lock on one dedicated connection, so the others wait, then find nothing left to do.
 * PGlite is one process with one connection; there is nobody to wait for.
 *
 * Then it checks that the database can serve the search index in every script (a ConfigError
 * otherwise, see search-locale.ts): every start runs this, so a database restored elsewhere is
 * checked too.
 */
export async function migrate(database: Database_): Promise<string[]> {
  const applied = await migrateOnly(database);
  await checkSearchLocale(database.db);
  return applied;
}

async function migrateOnly(database: Database_): Promise<string[]> {
  if (database.engine === "pglite") return applyPending(database, database.db);
  return database.db.connection().execute(async (conn) => {
    // Waiting for another instance's migrations may take longer than any request may.
    await sql`SET statement_timeout = 0`.execute(conn);
    await sql`SELECT pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(conn);
    try {
      return await applyPending(database, conn);
    } finally {
      // If these fail the connection is broken, and PostgreSQL releases the lock with its session.
      await sql`SELECT pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(conn);
      await sql`RESET statement_timeout`.execute(conn);
    }
  });
}

/** Reads what is applied through `reader` (the lock's connection on PostgreSQL) and applies the rest. */
async function applyPending(database: Database_, reader: Kysely<Database>): Promise<string[]> {
  await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(reader);
  const appliedBefore = new Set(done.rows.map((r) => r.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith(".sql")).sort();
  const applied: string[] = [];
  for (const name of files) {
    if (appliedBefore.has(name)) continue;
    if (!/^[0-9]{3}_[a-z0-9_]+\.sql$/.test(name)) throw new Error(`Bad migration file name: ${name}`);
    const text = await readFile(MIGRATIONS_DIR + name, "utf8");
    await database.exec(`BEGIN;\n${text}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
    applied.push(name);
  }
  return applied;
}
