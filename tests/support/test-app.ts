import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { SESSION_COOKIE } from "../../contract/index.js";
import { buildApp } from "../../server/app.js";
import { firebaseVerifier } from "../../server/auth/identity.js";
import { type Config, loadConfig } from "../../server/config.js";
import { connectDatabase, type Database_ } from "../../server/db/connect.js";
import { migrate } from "../../server/db/migrate.js";
import type { Clock } from "../../server/lessons/clock.js";
import { emulatorHost, PROJECT_ID, signUp, type TestUser } from "./identity.js";

export const ENGINE = process.env.DATABASE_URL ? "postgres" : "pglite";

export interface TestApp {
  app: FastifyInstance;
  database: Database_;
  config: Config;
  /** A signed-up person with a live session cookie header. */
  user(name?: string): Promise<SignedIn>;
  close(): Promise<void>;
}

export interface SignedIn extends TestUser {
  cookie: string;
  headers: { cookie: string };
}

/**
 * A new, empty PostgreSQL database on the server of `url`, and how to drop it again. `options`
 * are CREATE DATABASE's (for example another template and locale).
 */
export async function createPostgresDatabase(
  url: string,
  options = "",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tn_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} ${options}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A database of its own for each test file: in-memory PGlite (a copy of the run's migrated one,
 * tests/support/global-setup.ts), or a fresh PostgreSQL database.
 */
export async function freshDatabase(
  statementTimeoutMs?: number,
): Promise<{ database: Database_; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = inject("pgliteTemplate");
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const database = await connectDatabase({ statementTimeoutMs, loadDataDir });
    return { database, drop: async () => {} };
  }
  const fresh = await createPostgresDatabase(url);
  const database = await connectDatabase({ databaseUrl: fresh.url, statementTimeoutMs });
  return { database, drop: fresh.drop };
}

export interface TestAppOptions {
  /** Fastify's logger options (for example `{ level: "info", stream }` to read the log lines). */
  logger?: object;
  /** The time lessons are judged by (server/lessons/clock.ts); tests move it instead of waiting. */
  clock?: Clock;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase(overrides.statementTimeoutMs);
  await migrate(database);
  const base = loadConfig({ ...process.env, SESSION_SECRET: "test-secret-test-secret-test-secret-0123" });
  const config: Config = {
    ...base,
    authEmulatorHost: emulatorHost(),
    firebaseProjectId: PROJECT_ID,
    rateLimit: { writesPerMinute: 10_000, authPerMinute: 10_000 },
    listingLimit: { searchesPerMinute: 10_000, pagesPerMinute: 10_000 },
    uploads: { ...base.uploads, perMinute: 10_000 },
    distDir: "/nonexistent",
    // Counted in this process unless a test asks for Redis: a REDIS_URL in the environment must
    // not make every API test share counters with other runs.
    redisUrl: undefined,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    verifier: firebaseVerifier(PROJECT_ID, config.authEmulatorHost),
    logger: options.logger ?? false,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async user(name) {
      const u = await signUp(name);
      const res = await app.inject({
        method: "POST",
        url: "/api/jwt",
        headers: { authorization: `Bearer ${u.idToken}` },
        payload: { email: u.email },
      });
      if (res.statusCode !== 200) throw new Error(`POST /api/jwt failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
      if (!cookie) throw new Error("no session cookie");
      const header = `${SESSION_COOKIE}=${cookie.value}`;
      return { ...u, cookie: header, headers: { cookie: header } };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
