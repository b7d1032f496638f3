import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAuthEmulator } from "../../scripts/lib/emulator.js";
import { freePort } from "../../scripts/lib/ports.js";
import { connectDatabase } from "../../server/db/connect.js";
import { migrate } from "../../server/db/migrate.js";

/**
 * A migrated PGlite database, dumped to a file each test file's database starts from
 * (tests/support/test-app.ts): the migrations run once per run instead of once per file.
 */
async function migratedPgliteDump(dir: string): Promise<string> {
  const database = await connectDatabase({});
  try {
    await migrate(database);
    const dump = await database.dump?.();
    if (!dump) throw new Error("PGlite gave no dump of the migrated database");
    const file = path.join(dir, "pglite-template.tar");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/**
 * One Firebase Auth emulator for the whole Vitest run; tests mint real tokens from it. On PGlite
 * (no DATABASE_URL), also the migrated database every test file's copy starts from.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tn-emulator-"));
  project.provide("pgliteTemplate", process.env.DATABASE_URL ? "" : await migratedPgliteDump(dir));
  const emulator = await startAuthEmulator({
    projectId: "demo-tutornest",
    port: await freePort(3),
    dir,
    persist: false,
    quiet: true,
  });
  project.provide("emulatorHost", emulator.host);
  return async () => {
    await emulator.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    emulatorHost: string;
    /** The migrated PGlite database's dump (a file), or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}
