import { mkdirSync } from "node:fs";
import { Kysely, PostgresDialect } from "kysely";
import { type OnPayload, type OnResume, postgresListener, type Unlisten } from "./listener.js";
import { namedStatementsPool } from "./named-statements.js";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;

export interface Database_ {
  db: Db;
  /** Runs a multi-statement SQL script (migrations). */
  exec(script: string): Promise<void>;
  engine: "pglite" | "postgres";
  /**
   * LISTENs on `channel`: `onPayload` gets each NOTIFY payload, after the notifying transaction
   * committed. PostgreSQL: one dedicated connection per process, outside the pool, reconnecting
   * (then `onResume`: what was sent meanwhile is lost, catch up from the table). PGlite: its own
   * listen() on the one in-process client. Closed with the database.
   */
  listen(channel: string, onPayload: OnPayload, onResume?: OnResume): Promise<Unlisten>;
  /**
   * PGlite only: its data directory as one archive, which `loadDataDir` starts another database
   * from (the API tests' migrated template, tests/support/global-setup.ts).
   */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… for a real server; unset means embedded PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; unset (with no URL) means in memory. */
  dataDir?: string;
  /** Longest a statement may run on every session (unset: no limit); `exec` is not bound by it. */
  statementTimeoutMs?: number;
  /**
   * PGlite only: a data directory to start from, as PGlite's `dumpDataDir()` wrote it, instead of
   * an empty one. The API tests start each file's database from one migrated copy: making an
   * empty PGlite database costs 1.4–2.4 s of CPU, loading a copy about 0.4 s.
   */
  loadDataDir?: Blob;
}

/**
 * The PostgreSQL extensions PGlite is built with here: pg_trgm backs the tutorial search index
 * (migrations/002_tutorials_search.sql); btree_gist the lessons' no-double-booking constraint
 * (migrations/007_lessons.sql).
 */
async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  return { pg_trgm, btree_gist };
}

/** PostgreSQL's query_canceled: the statement ran past statement_timeout (or was cancelled). */
export function isQueryTimeout(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && err.code === "57014";
}

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function connectDatabase(opts: DbOptions): Promise<Database_> {
  if (opts.databaseUrl) {
    const pg = await import("pg");
    // bigint counts fit in a JS number; numeric stays a string (exact money).
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    const timeout = opts.statementTimeoutMs;
    const pool = new pg.default.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // Startup options, so they hold on every pooled connection from its first statement. Each
      // prepared statement is planned for its own values (docs/decisions.md, Prepared statements).
      options: `-c plan_cache_mode=force_custom_plan${timeout ? ` -c statement_timeout=${timeout}` : ""}`,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (err) => console.error("PostgreSQL idle connection error:", err.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatementsPool(pool) }) });
    const listener = postgresListener(pg.default.Client, opts.databaseUrl);
    return {
      db,
      engine: "postgres",
      listen: listener.listen,
      // Migrations may rightly run longer than any request (an index on a big table).
      exec: async (script) => {
        const client = await pool.connect();
        try {
          await client.query("SET statement_timeout = 0");
          await client.query(script);
        } finally {
          // A connection that cannot be reset is dropped rather than pooled without a limit.
          const reset = await client.query("RESET statement_timeout").then(
            () => undefined,
            (err: Error) => err,
          );
          client.release(reset);
        }
      },
      close: async () => {
        await listener.close();
        await db.destroy();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGliteDialect } = await import("kysely-pglite-dialect");
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    extensions: await pgliteExtensions(),
    loadDataDir: opts.loadDataDir,
  });
  // PGlite accepts the setting but cannot interrupt a statement (no timers inside WASM);
  // it is set so that it holds wherever the engine does honour it.
  const timeout = opts.statementTimeoutMs ?? 0;
  await client.exec(`SET statement_timeout = ${timeout}`);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    engine: "pglite",
    // Through Kysely's (one, serialised) connection: LISTEN sent while a Kysely transaction is open
    // on the same client would join it, and vanish if it rolled back.
    listen: (channel, onPayload) =>
      db.connection().execute(async () => {
        const unlisten = await client.listen(channel, onPayload);
        return () => db.connection().execute(() => unlisten());
      }),
    exec: async (script) => {
      await client.exec("SET statement_timeout = 0");
      try {
        await client.exec(script);
      } finally {
        // After a failed script the session may be in an aborted transaction; its error wins.
        await client.exec(`SET statement_timeout = ${timeout}`).catch(() => {});
      }
    },
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
