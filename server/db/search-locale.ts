import { sql } from "kysely";
import { ConfigError } from "../config-deploy.js";
import type { Db } from "./connect.js";

/**
 * The tutorial search index (migrations/002_tutorials_search.sql) finds a Bengali or Arabic word
 * only if pg_trgm takes trigrams from its letters, and pg_trgm counts as letters what the
 * database's LC_CTYPE does: a UTF-8 locale (C.UTF-8, en_US.UTF-8…; PGlite is C.UTF-8) does, "C"
 * or "POSIX" does not. Under those the search still answers rightly but the index hands every row
 * to the recheck, so the start is refused instead (docs/decisions.md, "Search in every script").
 */
export async function checkSearchLocale(db: Db): Promise<void> {
  const { rows } = await sql<{ reads: boolean; ctype: string; encoding: string }>`
    SELECT show_trgm('বাংলা') <> '{}' AND show_trgm('العربية') <> '{}' AS reads,
           datctype AS ctype, pg_encoding_to_char(encoding) AS encoding
    FROM pg_database WHERE datname = current_database()`.execute(db);
  const row = rows[0];
  if (row?.reads) return;
  throw new ConfigError(
    `DATABASE_URL names a database (LC_CTYPE "${row?.ctype}", encoding ${row?.encoding}) whose ` +
      "tutorial search cannot index Bengali or Arabic letters: create it with ENCODING 'UTF8' and a " +
      "UTF-8 LC_CTYPE such as 'C.UTF-8' (docs/deploy.md, PostgreSQL)",
  );
}
