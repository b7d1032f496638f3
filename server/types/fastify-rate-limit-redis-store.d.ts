// The plugin's own Redis store, which its types do not declare: server/rate-limit-redis.ts wraps it
// to log failures that `skipOnError` would otherwise swallow without a trace.
declare module "@fastify/rate-limit/store/RedisStore.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";
  import type { Redis } from "ioredis";

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    nameSpace?: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
