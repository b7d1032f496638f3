import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * Rate-limit counters in Redis that fall back to this process's own counters while Redis is away
 * (docs/decisions.md, "Limits shared by every instance"): a request never waits for a Redis that
 * is away and is never served without a limit; the fallback is logged once when it begins and
 * once when Redis is back, and the client reconnects for ever so that shared counting resumes on
 * its own.
 */
export interface RateLimitRedis {
  /** The plugin's store; per-route limits are its children, with the same fallback. */
  store: FastifyRateLimitStoreCtor;
  /** Resolves once the first connection is up or has failed (then this process counts alone). */
  firstConnection(): Promise<void>;
  close(): Promise<void>;
}

export function rateLimitRedis(
  url: string,
  nameSpace: string,
  log: FastifyBaseLogger,
  commandTimeoutMs: number,
): RateLimitRedis {
  const redis = new Redis(url, {
    connectionName: "tutornest-rate-limit",
    // A command never waits for a connection: it fails at once and is counted in this process.
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    // A Redis that accepts the connection but does not answer must not hold requests either.
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    // Never gives up (a number every time): shared counting resumes whenever Redis is back.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  const outage = outageLog(log);
  redis.on("error", (err: Error) => outage.failed(err));
  redis.on("ready", () => outage.recovered());

  /** Counts in Redis when it is connected and answers; in this process otherwise. */
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore,
      private readonly local: FastifyRateLimitStore,
    ) {}
    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore["incr"]>): void {
      if (redis.status !== "ready") {
        outage.failed(new Error(`the Redis connection is ${redis.status}`));
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (err, result) => {
          if (err || !result) {
            outage.failed(err ?? new Error("Redis gave no count"));
            this.local.incr(key, callback, timeWindow, max);
            return;
          }
          outage.recovered();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // A limiter made with `createRateLimit` belongs to no route: its keys (which name it
      // themselves) are not prefixed with an absent method and URL.
      // (The plugin passes its merged options with `routeInfo`, which its typings do not name.)
      const { routeInfo } = routeOptions as typeof routeOptions & { routeInfo?: { method?: string } };
      const named = routeInfo?.method
        ? routeOptions
        : { ...routeOptions, routeInfo: { method: "", url: "" } };
      return new FallbackStore(this.shared.child(named), this.local.child(named));
    }
  }

  return {
    store: class extends FallbackStore {
      constructor() {
        super(new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false));
      }
    },
    firstConnection: () =>
      new Promise<void>((resolve) => {
        if (redis.status === "ready") return resolve();
        const done = () => {
          redis.off("ready", done);
          redis.off("error", done);
          resolve();
        };
        redis.on("ready", done);
        redis.on("error", done);
      }),
    async close() {
      // QUIT lets the last counts finish; a client that is not connected just stops retrying.
      if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** One warning when counting falls back to this process, one line when Redis counts again. */
function outageLog(log: FastifyBaseLogger) {
  let down = false;
  let failures = 0;
  return {
    failed(err: Error) {
      failures += 1;
      if (down) return;
      down = true;
      log.warn(
        { error: err.message },
        "rate limits: Redis unavailable; each instance counts its own limits until it returns",
      );
    },
    recovered() {
      if (!down) return;
      down = false;
      log.info({ failures }, "rate limits: Redis is back; limits are counted in Redis again");
      failures = 0;
    },
  };
}
