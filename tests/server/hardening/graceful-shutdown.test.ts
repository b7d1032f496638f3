import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../contract/index.js";
import { freePort } from "../../../scripts/lib/ports.js";
import { connectDatabase } from "../../../server/db/connect.js";
import { emulatorHost, PROJECT_ID, signUp } from "../../support/identity.js";
import { startTsx, type Watched } from "../../support/processes.js";
import { createPostgresDatabase, ENGINE } from "../../support/test-app.js";
import { tutorialBody } from "../../support/tutorials.js";

/**
 * On SIGTERM the real server process (server/main.ts) stops taking new
 * work but finishes the requests in flight — the write lands and its caller gets the answer —
 * then closes the database and exits 0.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-shutdown-"));
let server: Watched | undefined;
let port = 0;
let databaseUrl = "";
let dropDatabase = async () => {};

beforeAll(async () => {
  if (ENGINE === "postgres") {
    const fresh = await createPostgresDatabase(process.env.DATABASE_URL ?? "");
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  port = await freePort();
  server = await startServer();
}, 60_000);

/** The real server process on this file's database; one at a time. */
async function startServer(env: NodeJS.ProcessEnv = {}): Promise<Watched> {
  const started = startTsx("server/main.ts", {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DIST_DIR: path.join(dataDir, "no-dist"),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    FIREBASE_PROJECT_ID: PROJECT_ID,
    LOG_LEVEL: "info",
    ...env,
  });
  await started.waitFor(/Server listening at/);
  return started;
}

async function sessionCookie(base: string, name: string): Promise<string> {
  const who = await signUp(name);
  const jwt = await fetch(`${base}/api/jwt`, {
    method: "POST",
    headers: { authorization: `Bearer ${who.idToken}` },
  });
  expect(jwt.status).toBe(200);
  return (
    jwt.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0] ?? ""
  );
}

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  await server?.exited;
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A POST whose body is sent in two halves, so that the request is in flight in between. */
function slowPost(url: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const req = http.request(url, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "content-length": String(bytes.length) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (d: Buffer) => {
        text += d.toString();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  // Seen by the test when it awaits; kept from being an unhandled rejection if it never does.
  response.catch(() => {});
  req.write(bytes.subarray(0, half));
  return { response, sendRest: () => req.end(bytes.subarray(half)) };
}

describe("SIGTERM", () => {
  it("finishes the write in flight, answers it, and exits 0", async () => {
    if (!server) throw new Error("server not started");
    const base = `http://127.0.0.1:${port}`;
    const who = await signUp("Shutdown Poster");
    const jwt = await fetch(`${base}/api/jwt`, {
      method: "POST",
      headers: { authorization: `Bearer ${who.idToken}`, "content-type": "application/json" },
      body: JSON.stringify({ email: who.email }),
    });
    expect(jwt.status).toBe(200);
    const cookie = jwt.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0];
    expect(cookie).toBeTruthy();

    const description = `Posted while the server was stopping ${Date.now()}.`;
    const post = slowPost(
      `${base}/api/tutorials`,
      { cookie: cookie ?? "" },
      JSON.stringify(tutorialBody({ description })),
    );
    // The server has the request (its headers) and waits for the rest of the body.
    await server.waitFor(
      /^(?=.*"msg":"incoming request")(?=.*"method":"POST")(?=.*"url":"\/api\/tutorials").*$/m,
    );

    process.kill(server.pid, "SIGTERM");
    await server.waitFor(/shutting down: finishing in-flight requests/);
    // Stopping, but still alive: it waits for the request.
    expect(server.child.exitCode).toBeNull();

    post.sendRest();
    const answer = await post.response;
    expect(answer.status, answer.body).toBe(201);
    const { insertedId } = JSON.parse(answer.body) as { insertedId: string };

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/"level":50|Error:/);

    // The write is in the database that the stopped server left behind.
    const database = await connectDatabase(
      databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, "pglite") },
    );
    try {
      const row = await database.db
        .selectFrom("tutorials")
        .select(["id", "user_id", "description"])
        .where("id", "=", insertedId)
        .executeTakeFirst();
      expect(row).toEqual({ id: insertedId, user_id: who.uid, description });
    } finally {
      await database.close();
    }
  }, 60_000);

  it("does not wait for ever: a request that never ends is given up after the grace period (exit 1)", async () => {
    server = await startServer({ SHUTDOWN_GRACE_MS: "1500" });
    const base = `http://127.0.0.1:${port}`;
    const cookie = await sessionCookie(base, "Stuck Poster");
    const stuck = slowPost(`${base}/api/tutorials`, { cookie }, JSON.stringify(tutorialBody()));
    await server.waitFor(
      /^(?=.*"msg":"incoming request")(?=.*"method":"POST")(?=.*"url":"\/api\/tutorials").*$/m,
    );
    const stoppedAt = Date.now();
    process.kill(server.pid, "SIGTERM");
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1400);
    expect(server.output()).toMatch(/in-flight requests still running after 1500 ms/);
    await expect(stuck.response).rejects.toThrow();
  }, 60_000);
});
