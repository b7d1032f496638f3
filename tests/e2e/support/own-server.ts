import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { freePort } from "../../../scripts/lib/ports.js";

/**
 * A TutorNest server of the test's own (the real `server/main.ts`, PGlite in its own DATA_DIR,
 * the stack's Auth emulator), which the test can kill and start again on the same port and data.
 */
export interface OwnServer {
  baseURL: string;
  dataDir: string;
  /** Starts it (again); resolves once it answers. */
  start(): Promise<void>;
  /** Sends `signal` and waits until the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The built PWA it serves from its next start (a deploy of another build). */
  setDistDir(dir: string): void;
  /** Stops it and removes its data. */
  dispose(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../../..");
/** Fixed, so that sessions survive a restart. */
const SESSION_SECRET = "offline-e2e-session-secret-0123456789abcdef";

export async function ownServer(opts: { distDir?: string } = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-own-server-"));
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = "";
  let distDir = path.resolve(ROOT, opts.distDir ?? process.env.DIST_DIR ?? "dist");

  const server: OwnServer = {
    baseURL,
    dataDir,
    setDistDir(dir: string) {
      distDir = dir;
    },
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error("already running");
      output = "";
      // One process (no tsx CLI wrapper), so that a kill reaches the server itself.
      const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          DIST_DIR: distDir,
          DATABASE_URL: "",
          FIREBASE_PROJECT_ID: "demo-tutornest",
          FIREBASE_AUTH_EMULATOR_HOST: inject("emulatorHost"),
          SESSION_SECRET,
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = proc;
      proc.stdout?.on("data", (d: Buffer) => {
        output += d.toString();
      });
      proc.stderr?.on("data", (d: Buffer) => {
        output += d.toString();
      });
      // A cold start (transpiling, PGlite, migrations) takes about 11 s alone; on a loaded two-core
      // host, beside a build and other suites, it has taken over 60 s.
      const deadline = Date.now() + 120_000;
      for (;;) {
        const up = await fetch(`${baseURL}/api/config`)
          .then((r) => r.ok)
          .catch(() => false);
        if (up) return;
        if (proc.exitCode !== null || Date.now() > deadline) {
          const why = proc.exitCode !== null ? `it exited with ${proc.exitCode}` : "no answer in 120 s";
          throw new Error(`own server did not start (${why}):\n${output.slice(-3000)}`);
        }
        await new Promise((r) => setTimeout(r, 150));
      }
    },
    async kill(signal) {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
      proc.kill(signal);
      await exited;
    },
    async dispose() {
      await server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
  return server;
}
