import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../../server/config.js";
import { connectDatabase, type Database_ } from "../../../server/db/connect.js";
import { migrate } from "../../../server/db/migrate.js";
import { startTsx } from "../../support/processes.js";
import { createPostgresDatabase, ENGINE } from "../../support/test-app.js";

/** Migrations run once, whoever runs them and however many at once (docs/deploy.md). */
const FILES = readdirSync(fileURLToPath(new URL("../../../server/db/migrations/", import.meta.url)))
  .filter((f) => f.endsWith(".sql"))
  .sort();

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

/** An empty database of this engine: a fresh PostgreSQL database, or PGlite in a temp folder. */
async function emptyDatabase(): Promise<{ env: NodeJS.ProcessEnv; open(): Promise<Database_> }> {
  if (ENGINE === "postgres") {
    const fresh = await createPostgresDatabase(process.env.DATABASE_URL ?? "");
    cleanup.push(fresh.drop);
    return { env: { DATABASE_URL: fresh.url }, open: () => connectDatabase({ databaseUrl: fresh.url }) };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-migrate-"));
  cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    env: { DATABASE_URL: "", DATA_DIR: dataDir },
    open: () => connectDatabase({ dataDir: path.join(dataDir, "pglite") }),
  };
}

async function recorded(database: Database_): Promise<string[]> {
  const rows = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(
    database.db,
  );
  return rows.rows.map((r) => r.name);
}

describe("npm run migrate (server/migrate-main.ts)", () => {
  it("applies every migration and exits 0; a second run applies nothing", async () => {
    const target = await emptyDatabase();
    const first = startTsx("server/migrate-main.ts", target.env);
    expect(await first.exited, first.output()).toEqual({ code: 0, signal: null });
    expect(first.output()).toContain(`Applied: ${FILES.join(", ")}`);

    const second = startTsx("server/migrate-main.ts", target.env);
    expect(await second.exited, second.output()).toEqual({ code: 0, signal: null });
    expect(second.output()).toMatch(/Nothing to apply/);

    const database = await target.open();
    try {
      expect(await recorded(database)).toEqual(FILES);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("exits 1 with one message when the database cannot be reached", async () => {
    const run = startTsx("server/migrate-main.ts", { DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" });
    expect((await run.exited).code).toBe(1);
    expect(run.output()).toMatch(/^Migration failed: /);
  }, 60_000);
});

// Two instances starting at the same moment on one database: only PostgreSQL is shared.
if (ENGINE === "postgres") {
  describe("two migrate() at once on one PostgreSQL database", () => {
    it("both succeed and each file is applied once", async () => {
      const target = await emptyDatabase();
      const [a, b] = [await target.open(), await target.open()];
      try {
        const [appliedA, appliedB] = await Promise.all([migrate(a), migrate(b)]);
        expect([...appliedA, ...appliedB].sort()).toEqual(FILES);
        expect(await recorded(a)).toEqual(FILES);
        // The lock is released: a later run gets it and has nothing to do.
        expect(await migrate(b)).toEqual([]);
      } finally {
        await a.close();
        await b.close();
      }
    }, 60_000);
  });
}

// PGlite's database is always C.UTF-8; a PostgreSQL database may have been created under "C".
if (ENGINE === "postgres") {
  describe("a database whose LC_CTYPE hides Bengali and Arabic letters from pg_trgm", () => {
    it("is refused after migrating, with a sentence naming the setting and the way out", async () => {
      const fresh = await createPostgresDatabase(
        process.env.DATABASE_URL ?? "",
        "TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C' LC_COLLATE 'C'",
      );
      cleanup.push(fresh.drop);
      const database = await connectDatabase({ databaseUrl: fresh.url });
      try {
        const refused = await migrate(database).then(
          () => undefined,
          (err: unknown) => err,
        );
        expect(refused).toBeInstanceOf(ConfigError);
        expect(String(refused)).toMatch(/LC_CTYPE "C".*Bengali or Arabic.*'C\.UTF-8'/);
      } finally {
        await database.close();
      }
    }, 60_000);
  });
}
