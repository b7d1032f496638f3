import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER } from "../../contract/index.js";
import { emulatorHost, PROJECT_ID } from "../support/identity.js";
import { multipartBody, solidImage } from "../support/images.js";
import { createPostgresDatabase } from "../support/test-app.js";
import { tutorialBody } from "../support/tutorials.js";
import { answersTcp, type Instance, startInstance } from "./support/instances.js";
import { type RoundRobinProxy, startRoundRobinProxy } from "./support/round-robin-proxy.js";
import { sessionVia } from "./support/sessions.js";

/**
 * Two real server processes on one PostgreSQL database (and Redis when it answers), behind a
 * round-robin proxy: nothing that matters may live in one process (docs/deploy.md).
 */
const WRITE_LIMIT = 5;
const REDIS_PORT = 6379;

let a: Instance;
let b: Instance;
let proxy: RoundRobinProxy;
let databaseUrl = "";
let dropDatabase = async () => {};
let withRedis = false;

beforeAll(async () => {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error("the cluster tests need DATABASE_URL (PostgreSQL)");
  const fresh = await createPostgresDatabase(server);
  databaseUrl = fresh.url;
  dropDatabase = fresh.drop;
  withRedis = await answersTcp(REDIS_PORT);
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    FIREBASE_PROJECT_ID: PROJECT_ID,
    SESSION_SECRET: `cluster-${randomUUID()}-${randomUUID()}`,
    RATE_LIMIT_WRITES: String(WRITE_LIMIT),
    // Drained briefly at SIGTERM (health 503, still serving), then closed.
    SHUTDOWN_DRAIN_MS: "300",
    ...(withRedis
      ? // A namespace of this run only: counters of other runs on the same Redis are not ours.
        { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, RATE_LIMIT_NAMESPACE: `tn-cluster-${randomUUID()}:` }
      : {}),
  };
  // Both at the same moment on an empty database: migrations must not race.
  [a, b] = await Promise.all([startInstance("a", env), startInstance("b", env)]);
  proxy = await startRoundRobinProxy([a.base, b.base]);
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all([a?.destroy(), b?.destroy()]);
  await dropDatabase();
}, 60_000);

/** A key must come with the same body each time (another body under the same key is a 422). */
function postTutorial(
  via: string,
  cookie: string,
  key?: string,
  description = `Posted to a cluster ${randomUUID()}.`,
) {
  return fetch(`${via}/api/tutorials`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    body: JSON.stringify(tutorialBody({ description })),
  });
}

async function tutorialsOf(uid: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const r = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM tutorials WHERE user_id = $1",
      [uid],
    );
    return r.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

describe("two instances on one PostgreSQL database", () => {
  it("both are healthy and ready (they migrated the same empty database at once)", async () => {
    for (const i of [a, b]) {
      expect((await fetch(`${i.base}/api/health`)).status, i.name).toBe(200);
      expect((await fetch(`${i.base}/api/ready`)).status, i.name).toBe(200);
    }
  });

  it("a session made through one works on the other", async () => {
    const { uid, cookie } = await sessionVia(a.base, "Cluster Session");
    const res = await fetch(`${b.base}/api/session`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { uid: string } }).user.uid).toBe(uid);
  });

  it("an image uploaded to one is served by the other", async () => {
    const { cookie } = await sessionVia(a.base, "Cluster Uploader");
    const form = multipartBody("image", await solidImage(320, 200, "png"), "photo.png", "image/png");
    const up = await fetch(`${a.base}/api/images`, {
      method: "POST",
      headers: { cookie, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(up.status, await up.clone().text()).toBe(200);
    const { data } = (await up.json()) as { data: { url: string } };
    expect(data.url).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    const fromA = await fetch(`${a.base}${data.url}`);
    const fromB = await fetch(`${b.base}${data.url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it("one rate limit is counted across both (with Redis; without it, each instance counts its own)", async () => {
    const { cookie } = await sessionVia(a.base, "Cluster Limited");
    const statuses: number[] = [];
    // Without Redis the documented fallback holds: each instance allows the limit by itself.
    const sent = withRedis ? WRITE_LIMIT + 1 : 2 * WRITE_LIMIT + 1;
    for (let n = 0; n < sent; n++) {
      const res = await postTutorial(n % 2 === 0 ? a.base : b.base, cookie);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1)).toEqual(Array(sent - 1).fill(201));
    expect(statuses.at(-1), withRedis ? "shared limit" : "per-process fallback").toBe(429);
  });

  it("the same Idempotency-Key sent to both at the same moment has one effect", async () => {
    const { uid, cookie } = await sessionVia(b.base, "Cluster Keyed");
    const key = randomUUID();
    const text = `Sent twice at once ${key}.`;
    const [fromA, fromB] = await Promise.all([
      postTutorial(a.base, cookie, key, text),
      postTutorial(b.base, cookie, key, text),
    ]);
    expect([fromA.status, fromB.status]).toEqual([201, 201]);
    expect(await fromA.json()).toEqual(await fromB.json());
    expect(await tutorialsOf(uid)).toBe(1);
  });

  it("a logout on one is honoured by the other", async () => {
    const { cookie } = await sessionVia(b.base, "Cluster Logout");
    expect((await fetch(`${b.base}/api/session`, { headers: { cookie } })).status).toBe(200);
    const out = await fetch(`${a.base}/api/logout`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await fetch(`${b.base}/api/session`, { headers: { cookie } })).status).toBe(401);
  });

  it("stopping one with SIGTERM mid-traffic loses no request the other could serve", async () => {
    const writers = await Promise.all([1, 2, 3].map((n) => sessionVia(b.base, `Cluster Writer ${n}`)));
    let exited = false;
    let completedAfterExit = 0;
    const failures: string[] = [];
    const firstRecord = proxy.records.length;
    let done = 0;

    const reads = ["/api/tutorials", "/api/stats/tutorials", "/api/health"];

    /** Reads, and for workers 0–2 a keyed write every fifth request (two each: the limit is low). */
    async function worker(id: number): Promise<void> {
      const writer = writers[id];
      let writes = 0;
      for (let i = 0; !exited || completedAfterExit < 40; i++) {
        const write = writer && writes < 2 && i % 5 === 4;
        if (write) writes++;
        const res = write
          ? await postTutorial(proxy.url, writer.cookie, randomUUID())
          : await fetch(`${proxy.url}${reads[i % reads.length]}`);
        if (res.status < 200 || res.status > 299) failures.push(`${res.status} ${await res.text()}`);
        else await res.arrayBuffer();
        done++;
        if (exited) completedAfterExit++;
      }
    }

    const traffic = Promise.all([0, 1, 2, 3].map(worker));
    while (done < 30) await new Promise((r) => setTimeout(r, 20));
    const exit = await a.terminate();
    exited = true;
    await traffic;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(failures).toEqual([]);
    const during = proxy.records.slice(firstRecord);
    expect(during.every((r) => r.status >= 200 && r.status < 300)).toBe(true);
    // Both served while A was up; after it stopped, the requests meant for A went to B.
    expect(during.some((r) => r.upstream === 0)).toBe(true);
    expect(during.some((r) => r.retried && r.upstream === 1)).toBe(true);
  }, 120_000);

  it("the proxy never retries a write without a key: with A gone, one of two such writes fails", async () => {
    const results = await Promise.all(
      [1, 2].map(async () => (await fetch(`${proxy.url}/api/logout`, { method: "POST" })).status),
    );
    expect(results.sort()).toEqual([200, 502]);
  });
});
