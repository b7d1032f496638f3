import { mkdirSync } from "node:fs";
import { Kysely, PostgresDialect } from "kysely";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;

export interface Database_ {
  db: Db;
  /** Runs a multi-statement SQL script (migrations). */
  exec(script: string): Promise<void>;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… for a real server; unset means embedded PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; unset (with no URL) means in memory. */
  dataDir?: string;
}

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function connectDatabase(opts: DbOptions): Promise<Database_> {
  if (opts.databaseUrl) {
    const pg = await import("pg");
    // bigint counts fit in a JS number; numeric stays a string (exact money).
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (err) => console.error("PostgreSQL idle connection error:", err.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: "postgres",
      exec: async (script) => {
        await pool.query(script);
      },
      close: () => db.destroy(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGliteDialect } = await import("kysely-pglite-dialect");
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm backs the tutorial search index (migrations/002_tutorials_search.sql).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    engine: "pglite",
    exec: async (script) => {
      await client.exec(script);
    },
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
