import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_UPLOAD_MAX_BYTES } from "../contract/index.js";
import {
  ConfigError,
  parsePublicOrigin,
  parseTrustProxy,
  productionProblem,
  type TrustProxy,
} from "./config-deploy.js";

export { ConfigError } from "./config-deploy.js";

/** Everything the server reads from its environment, with the defaults of a local start (see docs/deploy.md for production). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  firebaseProjectId: string;
  firebaseApiKey: string;
  authEmulatorHost: string | undefined;
  sessionSecret: string;
  uploadMaxBytes: number;
  production: boolean;
  /** PUBLIC_ORIGIN: an https origin means Secure cookies and HSTS (server/config-deploy.ts). */
  publicOrigin: string | undefined;
  /** TRUST_PROXY: proxy hops or addresses whose X-Forwarded-For is believed; false = none. */
  trustProxy: TrustProxy;
  /** Server-side sessions (docs/decisions.md, Identity and session); tests shrink them. */
  session: SessionTimes;
  distDir: string;
  /** Rate limits; tests raise them. */
  rateLimit: { writesPerMinute: number; authPerMinute: number };
  /** REDIS_URL: rate limits counted in Redis, shared by every instance; unset = in this process. */
  redisUrl: string | undefined;
  /** Prefix of every rate-limit key in Redis, so that other users of the same Redis never collide. */
  rateLimitNameSpace: string;
  /** How long a Redis count may take before this process counts the request alone. */
  rateLimitRedisTimeoutMs: number;
  /** How long SIGTERM waits for in-flight requests before exiting anyway. */
  shutdownGraceMs: number;
  /** How long SIGTERM keeps serving with GET /api/health at 503 before it stops listening (0: no wait). */
  shutdownDrainMs: number;
  /** GET /api/tutorials per IP: searches (with `q`) and plain pages; tests raise them. */
  listingLimit: { searchesPerMinute: number; pagesPerMinute: number };
  /** POST /api/images: per user per minute, image jobs at once, and jobs allowed to wait. */
  uploads: { perMinute: number; concurrent: number; queue: number };
  /** Longest a single SQL statement may run (every database session). */
  statementTimeoutMs: number;
  /**
   * GET /api/events: the heartbeat (and session re-check) interval, and the open streams one
   * instance allows per person, per network address and in all.
   */
  events: {
    heartbeatMs: number;
    maxStreamsPerUser: number;
    maxStreamsPerAddress: number;
    maxStreams: number;
  };
}

export interface SessionTimes {
  /** A session unused this long ends; each use pushes it forward. */
  idleSeconds: number;
  /** A session ends this long after sign-in, however much it is used. */
  maxSeconds: number;
  /** A use writes the session row (and re-sets the cookie) at most this often. */
  renewEverySeconds: number;
  /** The identity provider is asked whether the account is still active at most this often. */
  checkEverySeconds: number;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new ConfigError(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

/** A secret kept in DATA_DIR so that sessions survive a restart when none is configured. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A redis:// or rediss:// URL; anything else would only fail later, at the first request. */
function redisUrlFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (!/^rediss?:\/\/[^/\s]/.test(value))
    throw new ConfigError("REDIS_URL must be a URL like redis://127.0.0.1:6379 (or rediss:// for TLS)");
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === "production";
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const refused = production ? productionProblem(env) : undefined;
  if (refused) throw new ConfigError(refused);
  const sessionSecret = env.SESSION_SECRET || localSessionSecret(dataDir);
  if (sessionSecret.length < 32) throw new ConfigError("SESSION_SECRET must be at least 32 characters.");
  return {
    port: intFrom(env.PORT, 8080, "PORT"),
    host: env.HOST || "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || "demo-tutornest",
    firebaseApiKey: env.FIREBASE_API_KEY || "demo-api-key",
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    sessionSecret,
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_BYTES, "UPLOAD_MAX_BYTES"),
    production,
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    session: {
      idleSeconds: intFrom(env.SESSION_IDLE_HOURS, 24, "SESSION_IDLE_HOURS") * 3600,
      maxSeconds: intFrom(env.SESSION_MAX_DAYS, 14, "SESSION_MAX_DAYS") * 86_400,
      renewEverySeconds: 5 * 60,
      checkEverySeconds: 10 * 60,
    },
    distDir: path.resolve(env.DIST_DIR || "./dist"),
    rateLimit: {
      writesPerMinute: intFrom(env.RATE_LIMIT_WRITES, 120, "RATE_LIMIT_WRITES"),
      authPerMinute: intFrom(env.RATE_LIMIT_AUTH, 30, "RATE_LIMIT_AUTH"),
    },
    redisUrl: redisUrlFrom(env.REDIS_URL),
    rateLimitNameSpace: env.RATE_LIMIT_NAMESPACE || "tutornest-rl:",
    rateLimitRedisTimeoutMs: intFrom(env.RATE_LIMIT_REDIS_TIMEOUT_MS, 500, "RATE_LIMIT_REDIS_TIMEOUT_MS"),
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, 20_000, "SHUTDOWN_GRACE_MS"),
    shutdownDrainMs:
      env.SHUTDOWN_DRAIN_MS === "0" ? 0 : intFrom(env.SHUTDOWN_DRAIN_MS, 0, "SHUTDOWN_DRAIN_MS"),
    listingLimit: {
      searchesPerMinute: intFrom(env.RATE_LIMIT_SEARCHES, 60, "RATE_LIMIT_SEARCHES"),
      pagesPerMinute: intFrom(env.RATE_LIMIT_PAGES, 600, "RATE_LIMIT_PAGES"),
    },
    uploads: {
      perMinute: intFrom(env.RATE_LIMIT_UPLOADS, 20, "RATE_LIMIT_UPLOADS"),
      concurrent: intFrom(env.IMAGE_JOBS, 2, "IMAGE_JOBS"),
      queue: intFrom(env.IMAGE_QUEUE, 8, "IMAGE_QUEUE"),
    },
    statementTimeoutMs: intFrom(env.STATEMENT_TIMEOUT_MS, 5_000, "STATEMENT_TIMEOUT_MS"),
    // Under the 30-60 s idle timeouts of common proxies and load balancers (docs/deploy.md).
    events: {
      heartbeatMs: 25_000,
      maxStreamsPerUser: 5,
      maxStreamsPerAddress: intFrom(env.EVENTS_MAX_STREAMS_PER_ADDRESS, 50, "EVENTS_MAX_STREAMS_PER_ADDRESS"),
      // Each stream holds a socket (a file descriptor) for as long as it is open.
      maxStreams: intFrom(env.EVENTS_MAX_STREAMS, 1_000, "EVENTS_MAX_STREAMS"),
    },
  };
}
