import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../../scripts/lib/ports.js";

/**
 * Starts the real product exactly as `npm start` does (emulator, build when stale, PGlite,
 * seed), on free ports and a fresh DATA_DIR, for the whole end-to-end run.
 */
export default async function startStack(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-e2e-"));
  const port = await freePort();
  const emulatorPort = await freePort(3);
  const child: ChildProcess = spawn("npm", ["start"], {
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(emulatorPort),
      FIREBASE_AUTH_EMULATOR_HOST: "",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // The demo tutors keep SPEC's untimed Book Now here; lesson journeys set their own tutors' hours.
      DEMO_LESSONS: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (output.includes("TutorNest is running")) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start did not come up:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide("baseURL", baseURL);
  project.provide("emulatorHost", `127.0.0.1:${emulatorPort}`);
  project.provide("dataDir", dataDir);

  return async () => {
    await stopGroup(child.pid ?? 0);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
  };
}

/** Whether any process of the group is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to `npm start`'s whole process group, then wait until every member is gone: npm itself
 * exits at once, while the product behind it is still stopping the emulator (which writes its
 * account export into DATA_DIR as it goes).
 */
async function stopGroup(pgid: number): Promise<void> {
  try {
    process.kill(-pgid, "SIGTERM");
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  if (groupAlive(pgid)) process.kill(-pgid, "SIGKILL");
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** host:port of the stack's Firebase Auth emulator. */
    emulatorHost: string;
  }
}
