import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** At most one "still unavailable" warning this often while Redis stays away. */
const WARN_EVERY_MS = 30_000;

/**
 * Rate-limit counters in Redis that fail open (docs/decisions.md, "Limits shared by every
 * instance"): a request never waits for a Redis that is away, every failure is counted and logged
 * at most every 30 s, and the client reconnects for ever so that limits resume on their own.
 */
export interface RateLimitRedis {
  /** The plugin's own Redis store, with failures reported here; per-route limits are its children. */
  store: FastifyRateLimitStoreCtor;
  /** Resolves once the first connection is up or has failed (then requests are served unlimited). */
  firstConnection(): Promise<void>;
  close(): Promise<void>;
}

export function rateLimitRedis(url: string, nameSpace: string, log: FastifyBaseLogger): RateLimitRedis {
  const redis = new Redis(url, {
    connectionName: "tutornest-rate-limit",
    // A command never waits for a connection: it fails at once and the request goes through.
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    // A Redis that accepts the connection but does not answer must not hold requests either.
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    // Never gives up (a number every time): limits resume whenever Redis is back.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  const outage = outageLog(log);
  redis.on("error", (err: Error) => outage.failed(err));
  redis.on("ready", () => outage.recovered());

  class FailOpenStore implements FastifyRateLimitStore {
    constructor(private readonly inner: FastifyRateLimitStore) {}
    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore["incr"]>): void {
      this.inner.incr(
        key,
        (err, result) => {
          if (err) outage.failed(err);
          callback(err, result);
        },
        timeWindow,
        max,
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new FailOpenStore(this.inner.child(routeOptions));
    }
  }

  return {
    store: class extends FailOpenStore {
      constructor() {
        super(new RedisStore(false, false, redis, nameSpace));
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

/** One warning when Redis goes away, then one every 30 s with how many failures it stands for. */
function outageLog(log: FastifyBaseLogger) {
  let down = false;
  let lastWarned = 0;
  let unlogged = 0;
  return {
    failed(err: Error) {
      const now = Date.now();
      if (down && now - lastWarned < WARN_EVERY_MS) {
        unlogged += 1;
        return;
      }
      log.warn(
        { error: err.message, failuresSinceLastWarning: unlogged },
        down
          ? "rate limits: Redis still unavailable; requests are served without limits"
          : "rate limits: Redis unavailable; requests are served without limits until it returns",
      );
      down = true;
      lastWarned = now;
      unlogged = 0;
    },
    recovered() {
      if (!down) return;
      down = false;
      log.info(
        { failuresSinceLastWarning: unlogged },
        "rate limits: Redis is back; limits are counted again",
      );
      unlogged = 0;
    },
  };
}
