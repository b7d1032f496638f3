/**
 * `npm start`: the whole product on embedded defaults — builds the PWA when stale, starts the
 * Firebase Auth emulator, opens PGlite under DATA_DIR, migrates, seeds an empty database and
 * serves everything on http://HOST:PORT. Ctrl-C or SIGTERM stops every part.
 */
import path from "node:path";
import { buildApp } from "../server/app.js";
import { firebaseVerifier } from "../server/auth/identity.js";
import { loadConfig } from "../server/config.js";
import { connectDatabase } from "../server/db/connect.js";
import { importUploads } from "../server/db/import-uploads.js";
import { migrate } from "../server/db/migrate.js";
import { buildPwa, pwaBuildIsStale } from "./lib/build-pwa.js";
import { type RunningEmulator, startAuthEmulator } from "./lib/emulator.js";
import { portIsFree } from "./lib/ports.js";
import { DEMO_ACCOUNTS, ensureDemoAccounts } from "./seed/demo-accounts.js";
import { seedDemoLessons } from "./seed/demo-lessons.js";
import { seedDemoData } from "./seed/seed.js";

const root = process.cwd();
let emulator: RunningEmulator | undefined;

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

async function main() {
  const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT || 9099);
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${emulatorPort}`;
  const config = loadConfig();

  if (!(await portIsFree(config.port, config.host))) {
    fail(
      `Port ${config.port} on ${config.host} is already in use. Stop the program using it, or run with PORT=<another port>.`,
    );
  }
  for (const p of [emulatorPort, emulatorPort + 1, emulatorPort + 2]) {
    if (!(await portIsFree(p))) {
      fail(
        `Port ${p} (Firebase Auth emulator) is already in use. Stop it, or run with AUTH_EMULATOR_PORT=<another port>.`,
      );
    }
  }

  // `npm run dev` serves the PWA from Vite instead.
  if (process.env.SKIP_PWA_BUILD !== "1" && pwaBuildIsStale(root, config.distDir)) {
    console.log("Building the PWA…");
    buildPwa(root, config.distDir);
  }

  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await emulator?.stop();
    process.exit(code);
  };
  // Registered early so that Ctrl-C during start-up also stops the emulator.
  process.on("SIGINT", () => void stopAll(130));
  process.on("SIGTERM", () => void stopAll(143));

  console.log("Starting the Firebase Auth emulator…");
  emulator = await startAuthEmulator({
    projectId: config.firebaseProjectId,
    port: emulatorPort,
    dir: path.join(config.dataDir, "auth"),
    persist: true,
    quiet: true,
  });
  await ensureDemoAccounts(config.firebaseProjectId, emulator.host);

  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pglite"),
    statementTimeoutMs: config.statementTimeoutMs,
  });
  await migrate(database);
  await importUploads(database.db, path.join(config.dataDir, "uploads"));
  const { seeded } = await seedDemoData(database.db);
  if (seeded) console.log("Seeded demo tutors and accounts.");
  // DEMO_LESSONS=off leaves the demo tutors without availability (SPEC's untimed Book Now): the
  // end-to-end suite books them that way and gives its own tutors availability.
  if (process.env.DEMO_LESSONS !== "off" && (await seedDemoLessons(database.db)).seeded)
    console.log("Seeded demo availability and lessons.");

  const app = await buildApp({
    config,
    database,
    verifier: firebaseVerifier(config.firebaseProjectId, emulator.host),
    logger: { level: process.env.LOG_LEVEL || "warn" },
  });
  process.removeAllListeners("SIGINT");
  process.removeAllListeners("SIGTERM");
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping…");
    await app.close(); // finishes in-flight requests
    await database.close();
    await emulator?.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(130));
  process.on("SIGTERM", () => void shutdown(143));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  console.log(`\nTutorNest is running at ${url}`);
  console.log(`API docs: ${url}/api/docs`);
  console.log("Demo accounts (password Demo1234):");
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(28)} ${a.displayName}`);
  console.log("Press Ctrl-C to stop.\n");
}

main().catch(async (err: unknown) => {
  console.error(err);
  await emulator?.stop();
  process.exit(1);
});
