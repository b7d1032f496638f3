import path from "node:path";
import { connectDatabase } from "./db/connect.js";
import { migrate } from "./db/migrate.js";

/**
 * `npm run migrate`: applies pending migrations and exits, for a deploy that migrates once
 * before rolling out new instances (docs/deploy.md). Needs only DATABASE_URL (or DATA_DIR for
 * PGlite): a migration job has no use for the session secret or the identity provider.
 */
async function run(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await connectDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : path.join(path.resolve(process.env.DATA_DIR || "./data"), "pglite"),
  });
  try {
    const applied = await migrate(database);
    console.log(
      applied.length ? `Applied: ${applied.join(", ")}` : "Nothing to apply: the database is up to date.",
    );
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error("Migration failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
