import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/lib/ports.js";
import { startTsx } from "../../support/processes.js";

/**
 * `npm run serve` (server/main.ts) with NODE_ENV=production refuses settings that would make it
 * unsafe — the Auth emulator (it accepts unsigned tokens) or no SESSION_SECRET — with exit code 1
 * and one line naming the variable; with safe settings it starts.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-serve-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = "production-secret-production-secret-0123";

async function serveEnv(extra: Record<string, string>): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Only what each case sets: nothing inherited from the test run may decide the outcome.
  for (const name of [
    "FIREBASE_AUTH_EMULATOR_HOST",
    "SESSION_SECRET",
    "DATABASE_URL",
    "PUBLIC_ORIGIN",
    "TRUST_PROXY",
  ])
    delete env[name];
  return {
    ...env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, "no-dist"),
    PORT: String(await freePort()),
    LOG_LEVEL: "warn",
    ...extra,
  };
}

/** Runs server/main.ts until it exits; its exit code and everything it wrote. */
async function refusedStart(extra: Record<string, string>) {
  const child = startTsx("server/main.ts", await serveEnv(extra));
  const { code } = await child.exited;
  return { code, output: child.output().trim() };
}

describe("npm run serve with NODE_ENV=production", () => {
  it("refuses to start with FIREBASE_AUTH_EMULATOR_HOST set: exit 1, one line naming it", async () => {
    const { code, output } = await refusedStart({
      SESSION_SECRET: SECRET,
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    });
    expect(code).toBe(1);
    expect(output.split("\n")).toHaveLength(1);
    expect(output).toMatch(
      /^TutorNest cannot start: FIREBASE_AUTH_EMULATOR_HOST must not be set in production/,
    );
  });

  it("refuses to start without SESSION_SECRET, or with a short one", async () => {
    for (const extra of [{}, { SESSION_SECRET: "short" }] as Record<string, string>[]) {
      const { code, output } = await refusedStart(extra);
      expect(code).toBe(1);
      expect(output.split("\n")).toHaveLength(1);
      expect(output).toMatch(/^TutorNest cannot start: SESSION_SECRET .*32 characters/);
      expect(output).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });

  it("refuses a TRUST_PROXY that would trust everyone, naming the variable", async () => {
    const { code, output } = await refusedStart({ SESSION_SECRET: SECRET, TRUST_PROXY: "true" });
    expect(code).toBe(1);
    expect(output.split("\n")).toHaveLength(1);
    expect(output).toMatch(/^TutorNest cannot start: TRUST_PROXY must be/);
  });

  it("starts with safe settings, and an https PUBLIC_ORIGIN brings HSTS", async () => {
    const env = await serveEnv({
      SESSION_SECRET: SECRET,
      PUBLIC_ORIGIN: "https://tutornest.example",
      LOG_LEVEL: "info",
    });
    const child = startTsx("server/main.ts", env);
    try {
      await child.waitFor(/Server listening/);
      const res = await fetch(`http://127.0.0.1:${env.PORT}/api/config`);
      expect(res.status).toBe(200);
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    } finally {
      child.child.kill("SIGTERM");
      await child.exited;
    }
  });
});
