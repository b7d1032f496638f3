import { buildApp } from "./app.js";
import { firebaseVerifier } from "./auth/identity.js";
import { ConfigError, loadConfig } from "./config.js";
import { connectDatabase } from "./db/connect.js";
import { importUploads } from "./db/import-uploads.js";
import { migrate } from "./db/migrate.js";

/**
 * env → database → app → listen; SIGTERM/SIGINT finish in-flight requests, then exit. This is the
 * production start (`npm run serve`); `npm start` (scripts/start.ts) is the local one.
 */
export async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  await migrate(database);
  const app = await buildApp({
    config,
    database,
    verifier: firebaseVerifier(config.firebaseProjectId, config.authEmulatorHost),
    logger: { level: process.env.LOG_LEVEL || "info" },
  });
  if (config.production && !config.redisUrl)
    app.log.warn(
      "rate limits are counted per process: with N instances they allow N times the limit; set REDIS_URL",
    );
  // Images earlier versions kept on this instance's disk, into the shared store (logged as JSON).
  await importUploads(database.db, `${config.dataDir}/uploads`, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // GET /api/health answers 503 from now on; for SHUTDOWN_DRAIN_MS everything else is still served,
    // so the load balancer sees it and stops sending requests before this server stops listening.
    app.lifecycle.closing = true;
    if (config.shutdownDrainMs > 0) {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, "shutting down: draining");
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
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
  // A setting that cannot work is the operator's to fix: one line naming it, no stack trace.
  if (err instanceof ConfigError) console.error(`TutorNest cannot start: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
