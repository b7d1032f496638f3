import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import {
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../../contract/index.js";
import { freePort } from "../../../scripts/lib/ports.js";
import type { Database } from "../../../server/db/schema.js";
import { DATABASE_UNREACHABLE, healthRoutes, SHUTTING_DOWN } from "../../../server/routes/health-routes.js";
import { emulatorHost, PROJECT_ID } from "../../support/identity.js";
import { startTsx } from "../../support/processes.js";
import { createPostgresDatabase, createTestApp, ENGINE, type TestApp } from "../../support/test-app.js";

/** GET /api/health (from memory) and GET /api/ready (the database) for a load balancer. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health and GET /api/ready", () => {
  it("answer 200 without a session, never cached", async () => {
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");
    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("answer 503 { error, code } while the server is shutting down", async () => {
    t.app.lifecycle.closing = true;
    try {
      for (const url of ["/api/health", "/api/ready"]) {
        const res = await t.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(503);
        expect(apiErrorSchema.parse(res.json())).toEqual({ error: SHUTTING_DOWN, code: "UNAVAILABLE" });
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    } finally {
      t.app.lifecycle.closing = false;
    }
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("are in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json<{
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    }>();
    for (const p of ["/api/health", "/api/ready"]) {
      expect(Object.keys(doc.paths[p]?.get?.responses ?? {}), p).toEqual(
        expect.arrayContaining(["200", "503"]),
      );
    }
  });
});

describe("with the database gone", () => {
  it("ready is 503, health still 200 (from memory), and neither is rate limited", async () => {
    const gone = await createTestApp({ rateLimit: { writesPerMinute: 1, authPerMinute: 1 } });
    const close = gone.database.close;
    await close();
    // Already closed: TestApp.close must not close it twice.
    gone.database.close = async () => {};
    try {
      const ready = await gone.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(apiErrorSchema.parse(ready.json())).toEqual({
        error: DATABASE_UNREACHABLE,
        code: "UNAVAILABLE",
      });
      for (let i = 0; i < 5; i++) {
        expect((await gone.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
        expect((await gone.app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(503);
      }
    } finally {
      await gone.close();
    }
  });

  it("ready is 503 when the database does not answer in time", async () => {
    // A driver whose connection never comes: the check must give up by itself.
    class NeverDriver extends DummyDriver {
      override acquireConnection(): Promise<DatabaseConnection> {
        return new Promise(() => {});
      }
    }
    const db = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new NeverDriver(),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes, { db, lifecycle: { closing: false }, readyTimeoutMs: 50 });
    try {
      const res = await app.inject({ method: "GET", url: "/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: DATABASE_UNREACHABLE, code: "UNAVAILABLE" });
    } finally {
      await app.close();
    }
  });
});

describe("server/main.ts at SIGTERM with SHUTDOWN_DRAIN_MS", () => {
  it("answers health 503 while it still serves other requests", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-drain-"));
    const fresh = ENGINE === "postgres" ? await createPostgresDatabase(process.env.DATABASE_URL ?? "") : null;
    const port = await freePort();
    const server = startTsx("server/main.ts", {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: fresh?.url ?? "",
      DIST_DIR: path.join(dataDir, "no-dist"),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      FIREBASE_PROJECT_ID: PROJECT_ID,
      // Long enough for the checks below; the test does not wait for it to pass.
      SHUTDOWN_DRAIN_MS: "30000",
      LOG_LEVEL: "info",
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await server.waitFor(/Server listening at/);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      process.kill(server.pid, "SIGTERM");
      await server.waitFor(/shutting down: draining/);
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ error: SHUTTING_DOWN, code: "UNAVAILABLE" });
      expect((await fetch(`${base}/api/config`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await server.exited;
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
