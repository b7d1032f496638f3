import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_UPLOAD_MAX_BYTES } from "../contract/index.js";

/** Everything the server reads from its environment, with the embedded defaults of DESIGN §2. */
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
  distDir: string;
  /** Rate limits; tests raise them. */
  rateLimit: { writesPerMinute: number; authPerMinute: number };
  /** How long SIGTERM waits for in-flight requests before exiting anyway. */
  shutdownGraceMs: number;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === "production";
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const sessionSecret = env.SESSION_SECRET || (production ? "" : localSessionSecret(dataDir));
  if (sessionSecret.length < 32)
    throw new Error("SESSION_SECRET must be at least 32 characters in production");
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
    distDir: path.resolve(env.DIST_DIR || "./dist"),
    rateLimit: {
      writesPerMinute: intFrom(env.RATE_LIMIT_WRITES, 120, "RATE_LIMIT_WRITES"),
      authPerMinute: intFrom(env.RATE_LIMIT_AUTH, 30, "RATE_LIMIT_AUTH"),
    },
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, 20_000, "SHUTDOWN_GRACE_MS"),
  };
}
