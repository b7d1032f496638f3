import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/lib/ports.js";
import { groupAlive, startTsx, type Watched } from "../../support/processes.js";

/** One real server process (server/main.ts) in a process group of its own. */
export interface Instance {
  name: string;
  base: string;
  server: Watched;
  /** Sends SIGTERM to the server and resolves with how it exited. */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends the whole process group (SIGKILL if SIGTERM is not enough) and removes its DATA_DIR. */
  destroy(): Promise<void>;
}

/** Variables of the test run that must not leak into an instance and decide what it does. */
const NOT_INHERITED = [
  "NODE_ENV",
  "PUBLIC_ORIGIN",
  "TRUST_PROXY",
  "REDIS_URL",
  "RATE_LIMIT_NAMESPACE",
  "SESSION_SECRET",
  "DATABASE_URL",
  "DATA_DIR",
  "DIST_DIR",
];

const live = new Set<number>();
// A crashed or interrupted run must not leave servers behind.
process.once("exit", () => {
  for (const pgid of live) killGroup(pgid, "SIGKILL");
});

function killGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

/** Starts `node --import tsx server/main.ts` and resolves once it listens. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tn-cluster-${name}-`));
  const port = await freePort();
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const v of NOT_INHERITED) delete inherited[v];
  const server = startTsx(
    "server/main.ts",
    {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, "no-dist"),
      LOG_LEVEL: "info",
      ...env,
    },
    { detached: true },
  );
  live.add(server.pid);
  const instance: Instance = {
    name,
    base: `http://127.0.0.1:${port}`,
    server,
    async terminate() {
      process.kill(server.pid, "SIGTERM");
      return server.exited;
    },
    async destroy() {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        killGroup(server.pid, "SIGTERM");
        const stopped = await Promise.race([
          server.exited.then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000).unref()),
        ]);
        if (!stopped) killGroup(server.pid, "SIGKILL");
        await server.exited;
      }
      // Anything the server started in its group goes too.
      if (groupAlive(server.pid)) killGroup(server.pid, "SIGKILL");
      live.delete(server.pid);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await server.waitFor(/Server listening at/, 90_000);
  } catch (err) {
    await instance.destroy();
    throw err;
  }
  return instance;
}

/** True when something accepts a TCP connection on host:port within a second. */
export function answersTcp(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}
