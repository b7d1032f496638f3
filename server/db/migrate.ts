import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import type { Database_ } from "./connect.js";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/**
 * Applies each not-yet-applied migrations/NNN_name.sql in name order. Each file runs with its
 * bookkeeping row as one script in one transaction, so a failed migration leaves nothing behind.
 */
export async function migrate(database: Database_): Promise<string[]> {
  await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(database.db);
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
