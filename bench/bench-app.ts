import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { freePort } from "../scripts/lib/ports.js";
import { buildApp } from "../server/app.js";
import { firebaseVerifier } from "../server/auth/identity.js";
import { loadConfig } from "../server/config.js";
import { connectDatabase, type Database_ } from "../server/db/connect.js";

/** What the benches share: a fresh database per engine, and the real app over it on a free port. */
export type Engine = "pglite" | "postgres";

/** The session secret of startBenchApp's app: a bench signs its own cookies for it. */
export const BENCH_SESSION_SECRET = "bench-secret-".padEnd(48, "x");

/** `url` is the fresh PostgreSQL database's (for server processes of its own); none on PGlite. */
export async function openDatabase(
  engine: Engine,
): Promise<{ database: Database_; url: string | undefined; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (engine === "pglite" || !url)
    return { database: await connectDatabase({}), url: undefined, drop: async () => {} };
  const name = `tn_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(query).finally(() => c.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: target.toString() });
  return {
    database,
    url: target.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The real app on a free port; `extend` adds bench-only routes before it listens. */
export async function startBenchApp(
  database: Database_,
  dataDir: string,
  extend: (app: FastifyInstance) => void = () => {},
): Promise<{ app: FastifyInstance; base: string }> {
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, SESSION_SECRET: BENCH_SESSION_SECRET }),
    distDir: path.join(dataDir, "no-dist"),
    // One client asks thousands of times a second: the per-IP limits would answer 429 instead.
    listingLimit: { searchesPerMinute: 1e9, pagesPerMinute: 1e9 },
  };
  // GETs need no identity provider: an emulator host where nothing listens.
  const verifier = firebaseVerifier(config.firebaseProjectId, `127.0.0.1:${await freePort()}`);
  const app = await buildApp({ config, database, verifier });
  extend(app);
  const port = await freePort();
  await app.listen({ port, host: "127.0.0.1" });
  return { app, base: `http://127.0.0.1:${port}` };
}
