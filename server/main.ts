import { buildApp } from "./app.js";
import { firebaseVerifier } from "./auth/identity.js";
import { loadConfig } from "./config.js";
import { connectDatabase } from "./db/connect.js";
import { migrate } from "./db/migrate.js";

/** env → database → app → listen; SIGTERM/SIGINT finish in-flight requests, then exit. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  await migrate(database);
  const app = await buildApp({
    config,
    database,
    verifier: firebaseVerifier(config.firebaseProjectId, config.authEmulatorHost),
    logger: { level: process.env.LOG_LEVEL || "info" },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // A request that never ends must not keep a stopping server alive for ever.
    setTimeout(() => {
      app.log.error(`in-flight requests still running after ${config.shutdownGraceMs} ms: exiting`);
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EADDRINUSE") {
      console.error(
        `\nPort ${config.port} on ${config.host} is already in use. Stop the other program or set PORT.\n`,
      );
      await database.close();
      process.exit(1);
    }
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
