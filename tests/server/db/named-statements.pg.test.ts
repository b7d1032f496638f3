import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../../server/db/connect.js";
import { MAX_NAMED_PER_CONNECTION, namedStatementsPool } from "../../../server/db/named-statements.js";
import { createPostgresDatabase } from "../../support/test-app.js";

/**
 * Statements with parameters are prepared once per connection, those without are not, a
 * connection keeps at most MAX_NAMED_PER_CONNECTION, and one whose prepared plan no longer fits
 * its table is dropped (server/db/named-statements.ts). PostgreSQL's own behaviour: like every
 * `*.pg.test.ts`, this file runs only when DATABASE_URL names one (vitest.config.ts).
 */
describe("named statements", () => {
  let url: string;
  let drop: () => Promise<void>;
  let pool: pg.Pool;
  let db: Kysely<Record<string, never>>;

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase(process.env.DATABASE_URL ?? ""));
    // One connection: every statement of a test meets the statements prepared before it.
    pool = new pg.Pool({ connectionString: url, max: 1 });
    db = new Kysely({ dialect: new PostgresDialect({ pool: namedStatementsPool(pool) }) });
    await sql`CREATE TABLE things (id int PRIMARY KEY, name text)`.execute(db);
    await sql`INSERT INTO things VALUES (1, 'one'), (2, 'two')`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  const prepared = async () =>
    (
      await sql<{
        statement: string;
      }>`SELECT statement FROM pg_prepared_statements ORDER BY prepare_time`.execute(db)
    ).rows.map((r) => r.statement);
  const deallocate = () => sql`DEALLOCATE ALL`.execute(db);
  const backend = async () =>
    (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]?.pid;

  it("prepares a statement with parameters once, and answers it as before", async () => {
    await deallocate();
    const name = (id: number) => sql<{ name: string }>`SELECT name FROM things WHERE id = ${id}`.execute(db);
    expect((await name(1)).rows).toEqual([{ name: "one" }]);
    expect((await name(2)).rows).toEqual([{ name: "two" }]);
    expect(await prepared()).toEqual(["SELECT name FROM things WHERE id = $1"]);
  });

  it("runs statements without parameters as plain queries", async () => {
    await deallocate();
    await sql`SELECT count(*) FROM things`.execute(db);
    await db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
    });
    expect(await prepared()).toEqual([]);
  });

  it(`keeps at most ${MAX_NAMED_PER_CONNECTION} on a connection, and runs the rest unnamed`, async () => {
    await deallocate();
    const pid = await backend();
    for (let n = 0; n < MAX_NAMED_PER_CONNECTION + 20; n++) {
      const { rows } = await sql<{ n: number }>`SELECT ${n}::int + ${sql.lit(n)} AS n`.execute(db);
      expect(rows[0]?.n).toBe(2 * n);
    }
    expect(await backend()).toBe(pid);
    // DEALLOCATE ALL emptied PostgreSQL's list, not the pool's own: the earlier tests' count too.
    expect((await prepared()).length).toBeLessThanOrEqual(MAX_NAMED_PER_CONNECTION);
    expect((await prepared()).length).toBeGreaterThan(MAX_NAMED_PER_CONNECTION - 10);
  });

  it("plans each prepared statement for its own values on the app's connections", async () => {
    const app = await connectDatabase({ databaseUrl: url });
    try {
      const { rows } = await sql<{ plan_cache_mode: string }>`SHOW plan_cache_mode`.execute(app.db);
      expect(rows).toEqual([{ plan_cache_mode: "force_custom_plan" }]);
    } finally {
      await app.close();
    }
  });

  it("drops a connection whose prepared plan no longer fits its table, and the next one works", async () => {
    const fresh = new pg.Pool({ connectionString: url, max: 1 });
    const own = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: namedStatementsPool(fresh) }),
    });
    try {
      const all = (id: number) =>
        sql<Record<string, unknown>>`SELECT * FROM things WHERE id = ${id}`.execute(own);
      await all(1);
      const pid = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(own)).rows[0]?.pid;
      await sql`ALTER TABLE things ADD COLUMN extra text`.execute(db);
      await expect(all(1)).rejects.toMatchObject({ code: "0A000" });
      const { rows } = await all(2);
      expect(rows).toEqual([{ id: 2, name: "two", extra: null }]);
      expect((await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(own)).rows[0]?.pid).not.toBe(
        pid,
      );
    } finally {
      await own.destroy();
    }
  });
});
