import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, SESSION_COOKIE } from "../../../contract/index.js";
import { freePort } from "../../../scripts/lib/ports.js";
import { type Config, ConfigError, loadConfig } from "../../../server/config.js";
import { signUp } from "../../support/identity.js";
import { eventually, startTsx } from "../../support/processes.js";
import { type TcpProxy, tcpProxy, testRedis } from "../../support/redis.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";
import { counts, tutorialBody } from "../../support/tutorials.js";

/**
 * With REDIS_URL, every rate limit (writes, POST /api/jwt, searches) is counted in Redis and so
 * shared by every instance; when Redis goes away requests are still answered at once and each
 * instance holds the limits in its own counters (one warning), and counting is shared again when
 * it returns (docs/decisions.md, "Limits shared by every instance").
 * The Redis cases are defined only when a Redis can be had (own redis-server, or the machine's).
 */
const redis = await testRedis();
afterAll(() => redis?.stop());
// Counters of this file's run only, even on a Redis shared with other runs.
const nameSpace = `tn-test-rl:${randomUUID()}:`;
const LIMITED = { error: MESSAGES.rateLimited, code: "RATE_LIMITED" };
const SECRET = "production-secret-production-secret-0123";

interface Limits {
  writes?: number;
  auth?: number;
  searches?: number;
}
const limits = (redisUrl: string | undefined, l: Limits = {}): Partial<Config> => ({
  redisUrl,
  rateLimitNameSpace: nameSpace,
  rateLimit: { writesPerMinute: l.writes ?? 1_000, authPerMinute: l.auth ?? 1_000 },
  listingLimit: { searchesPerMinute: l.searches ?? 1_000, pagesPerMinute: 1_000 },
});

/** A log stream to read back: pino JSON lines. */
function logSink() {
  let raw = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString();
      done();
    },
  });
  const lines = () =>
    raw
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: number; msg: string });
  return { stream, redisLines: () => lines().filter((l) => /Redis/.test(l.msg)) };
}

let ipCount = 0;
/** A client address of its own for each step, so that steps never share a counter. */
const nextIp = () => `198.51.100.${++ipCount}`;

/** A signed-out write (counted per IP), timed. */
async function logout(t: TestApp, remoteAddress: string) {
  const started = performance.now();
  const res = await t.app.inject({ method: "POST", url: "/api/logout", remoteAddress });
  return { status: res.statusCode, ms: performance.now() - started, json: () => res.json() };
}

describe("REDIS_URL", () => {
  it("must be a redis:// or rediss:// URL: anything else refuses to start, naming it, not echoing it", () => {
    const env = { SESSION_SECRET: SECRET };
    for (const bad of ["cache.internal:6379", "http://cache:6379", "redis://", "pw-in-it@cache"]) {
      const refused = () => loadConfig({ ...env, REDIS_URL: bad });
      expect(refused).toThrow(ConfigError);
      expect(refused).toThrow(/^REDIS_URL must be a URL like redis:\/\//);
      if (bad.includes("cache")) expect(refused).not.toThrow(bad);
    }
    expect(loadConfig({ ...env, REDIS_URL: "rediss://:pw@cache.example:6380/2" }).redisUrl).toBe(
      "rediss://:pw@cache.example:6380/2",
    );
    expect(loadConfig(env)).toMatchObject({ redisUrl: undefined, rateLimitNameSpace: "tutornest-rl:" });
  });

  it("unreachable at start: the app starts, answers at once and holds the limit itself, with one warning", async () => {
    const log = logSink();
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    const t = await createTestApp(limits(nobody, { writes: 2 }), {
      logger: { level: "warn", stream: log.stream },
    });
    try {
      const ip = nextIp();
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await logout(t, ip));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429, 429, 429]);
      expect(answers[2]?.json()).toEqual(LIMITED);
      for (const a of answers) expect(a.ms).toBeLessThan(1_000);
      // Logged once, not once per request.
      expect(log.redisLines()).toEqual([
        expect.objectContaining({
          level: 40,
          msg: expect.stringMatching(/each instance counts its own limits/),
        }),
      ]);
    } finally {
      await t.close();
    }
  });
});

/** `npm run serve` (server/main.ts) as an operator starts it, until "Server listening". */
async function serve(extra: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-serve-redis-"));
  // Empty, not inherited: an app built in this file has put the Auth emulator in process.env.
  const unset = { FIREBASE_AUTH_EMULATOR_HOST: "", DATABASE_URL: "", REDIS_URL: "", TRUST_PROXY: "" };
  const port = String(await freePort());
  const child = startTsx("server/main.ts", {
    ...unset,
    NODE_ENV: "production",
    SESSION_SECRET: SECRET,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, "no-dist"),
    PORT: port,
    LOG_LEVEL: "info",
    ...extra,
  });
  await child.waitFor(/Server listening/);
  return {
    output: child.output,
    port,
    async stop() {
      child.child.kill("SIGTERM");
      const exit = await child.exited;
      rmSync(dataDir, { recursive: true, force: true });
      return exit;
    },
  };
}
const perProcessWarning = (output: string) =>
  output.split("\n").filter((l) => /rate limits are counted per process/.test(l));

describe("npm run serve with NODE_ENV=production", () => {
  it("warns at start, in one line, when REDIS_URL is not set", async () => {
    const server = await serve({});
    try {
      const [line, ...more] = perProcessWarning(server.output());
      expect(more).toEqual([]);
      expect(JSON.parse(line ?? "{}")).toMatchObject({
        level: 40,
        msg: expect.stringMatching(/N instances they allow N times the limit; set REDIS_URL/),
      });
    } finally {
      await server.stop();
    }
  });

  if (redis)
    it("with REDIS_URL: no warning, counts in Redis, and SIGTERM still ends it cleanly", async () => {
      const server = await serve({
        REDIS_URL: redis.url,
        RATE_LIMIT_NAMESPACE: `${nameSpace}serve:`,
        RATE_LIMIT_WRITES: "1",
      });
      const post = () => fetch(`http://127.0.0.1:${server.port}/api/logout`, { method: "POST" });
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(429);
      expect(perProcessWarning(server.output())).toEqual([]);
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    });
});

if (redis) {
  describe("two instances on one Redis", () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const shared = limits(redis.url, { writes: 5, auth: 2, searches: 3 });
      [a, b] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
    });
    afterAll(() => Promise.all([a?.close(), b?.close()]));

    it("share one write limit per user: 3 writes on one and 2 on the other, the 6th is 429 on both", async () => {
      const person = await signUp("Two Instances");
      // The same person signs in on each (each instance has its own database in this test).
      const cookieOn = async (t: TestApp) => {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/jwt",
          headers: { authorization: `Bearer ${person.idToken}` },
          payload: { email: person.email },
        });
        return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
      };
      const post = async (t: TestApp, cookie: string) =>
        t.app.inject({ method: "POST", url: "/api/tutorials", headers: { cookie }, payload: tutorialBody() });
      const [onA, onB] = [await cookieOn(a), await cookieOn(b)];
      for (let i = 0; i < 3; i++) expect((await post(a, onA)).statusCode).toBe(201);
      for (let i = 0; i < 2; i++) expect((await post(b, onB)).statusCode).toBe(201);
      const before = await counts(b);
      const refused = await post(b, onB);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(LIMITED);
      expect(await counts(b)).toEqual(before);
      expect((await post(a, onA)).statusCode).toBe(429);
    });

    it("share the per-IP search limit, apart from plain paging", async () => {
      const ip = nextIp();
      const get = (t: TestApp, url: string) => t.app.inject({ method: "GET", url, remoteAddress: ip });
      for (const t of [a, b, a]) expect((await get(t, "/api/tutorials?q=english")).statusCode).toBe(200);
      const refused = await get(b, "/api/tutorials?q=english");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(LIMITED);
      expect((await get(b, "/api/tutorials")).statusCode).toBe(200);
    });

    it("keep the listing budget under keys that name it, in the namespace", async () => {
      const ip = nextIp();
      expect(
        (await a.app.inject({ method: "GET", url: "/api/tutorials", remoteAddress: ip })).statusCode,
      ).toBe(200);
      const client = new Redis(redis.url);
      const keys = await client.keys(`${nameSpace}*`).finally(() => client.quit());
      expect(keys).toContain(`${nameSpace}-listing-page:${ip}`);
      expect(keys.filter((k) => k.includes("undefined"))).toEqual([]);
    });

    it("share the POST /api/jwt limit for tokens that do not verify", async () => {
      const ip = nextIp();
      const jwt = (t: TestApp) =>
        t.app.inject({
          method: "POST",
          url: "/api/jwt",
          headers: { authorization: "Bearer forged" },
          payload: {},
          remoteAddress: ip,
        });
      expect((await jwt(a)).statusCode).toBe(401);
      expect((await jwt(b)).statusCode).toBe(401);
      expect((await jwt(a)).statusCode).toBe(429);
    });
  });

  describe("when Redis goes away mid-run (two instances on it)", () => {
    const logA = logSink();
    const logB = logSink();
    let proxy: TcpProxy;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      proxy = await tcpProxy(Number(new URL(redis.url).port));
      // The proxy and both apps share this test's event loop: on a loaded host a stall of it
      // outlasted the default 500 ms, and a count that Redis had answered was taken for an outage.
      // A cut is seen at once whatever this is (the connection closes).
      const shared = { ...limits(proxy.url, { writes: 3, searches: 3 }), rateLimitRedisTimeoutMs: 5_000 };
      [a, b] = await Promise.all([
        createTestApp(shared, { logger: { level: "info", stream: logA.stream } }),
        createTestApp(shared, { logger: { level: "info", stream: logB.stream } }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await proxy?.close();
    });

    /** Three writes from one address spread over both instances, then the fourth is refused by both. */
    const sharedLimitHolds = async () => {
      const ip = nextIp();
      for (const t of [a, b, a]) expect((await logout(t, ip)).status).toBe(200);
      expect((await logout(b, ip)).status).toBe(429);
      expect((await logout(a, ip)).status).toBe(429);
    };
    const lines = (log: ReturnType<typeof logSink>, level: number) =>
      log.redisLines().filter((l) => l.level === level);

    it("counts once for both while it is there", sharedLimitHolds);

    it("while it is away: each instance holds the limits in its own counters, at once, with one warning", async () => {
      await proxy.cut();
      const ip = nextIp();
      for (const t of [a, b]) {
        for (let i = 0; i < 3; i++) {
          const res = await logout(t, ip);
          expect(res.status).toBe(200);
          expect(res.ms).toBeLessThan(1_000);
        }
        const refused = await logout(t, ip);
        expect(refused.status).toBe(429);
        expect(refused.json()).toEqual(LIMITED);
        expect(refused.ms).toBeLessThan(1_000);
      }
      // A route's own limit (searches per address) holds too.
      const search = () => a.app.inject({ method: "GET", url: "/api/tutorials?q=x", remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await search()).statusCode).toBe(200);
      expect((await search()).statusCode).toBe(429);
      for (const log of [logA, logB]) {
        expect(lines(log, 40)).toEqual([
          expect.objectContaining({ msg: expect.stringMatching(/each instance counts its own limits/) }),
        ]);
      }
    });

    it("counts in Redis again, shared by both, once it is back (logged once)", async () => {
      await proxy.restore();
      const back = (log: ReturnType<typeof logSink>) => () =>
        lines(log, 30).some((l) => /is back/.test(l.msg));
      expect(await eventually(back(logA), 15_000)).toBe(true);
      expect(await eventually(back(logB), 15_000)).toBe(true);
      await sharedLimitHolds();
      for (const log of [logA, logB]) {
        expect(lines(log, 30).filter((l) => /is back/.test(l.msg))).toHaveLength(1);
        expect(lines(log, 40)).toHaveLength(1);
      }
    });
  });

  it("closing the app closes its Redis connection", async () => {
    const proxy = await tcpProxy(Number(new URL(redis.url).port));
    try {
      const t = await createTestApp(limits(proxy.url));
      expect(proxy.open()).toBe(1);
      await t.close();
      expect(await eventually(() => proxy.open() === 0, 5_000)).toBe(true);
    } finally {
      await proxy.close();
    }
  });
}
