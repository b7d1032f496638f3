import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/ports.js";

/** One real server process (server/main.ts, as `npm run serve` starts it) in a process group of its own. */
export interface ServerInstance {
  name: string;
  base: string;
  /** What it logged (one JSON line a record, pino's), read from its log file. */
  log(): string;
  /**
   * Ends its process group (SIGKILL if SIGTERM is not enough), removes its DATA_DIR and answers
   * its whole log: the streams' requests are logged as they end, at the shutdown.
   */
  stop(): Promise<string>;
}

/** What an instance answered, by its own request log. */
export interface StatusCounts {
  /** Answers logged. */
  completed: number;
  serverErrors: number;
  tooMany: number;
  /** Records at level error or above (50+), answers or not. */
  errors: number;
}

/**
 * Counts fastify's records of answers sent in a pino log by status, and the error records:
 * what the instances themselves answered, whatever the client saw. Lines that are not JSON (a
 * stack trace written to stderr) count as errors.
 */
export function countStatuses(log: string): StatusCounts {
  const counts: StatusCounts = { completed: 0, serverErrors: 0, tooMany: 0, errors: 0 };
  for (const line of log.split("\n")) {
    if (line.trim() === "") continue;
    let record: { level?: number; msg?: string; res?: { statusCode?: number } };
    try {
      record = JSON.parse(line) as typeof record;
    } catch {
      counts.errors++;
      continue;
    }
    if ((record.level ?? 0) >= 50) counts.errors++;
    // A stream the client ended is logged by fastify as closed prematurely, not as completed.
    if (record.msg !== "request completed" && record.msg !== "stream closed prematurely") continue;
    counts.completed++;
    const status = record.res?.statusCode ?? 0;
    if (status >= 500) counts.serverErrors++;
    if (status === 429) counts.tooMany++;
  }
  return counts;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

const started = new Set<ChildProcess>();
// An interrupted run must not leave its servers behind.
process.once("exit", () => {
  for (const child of started) killGroup(child, "SIGKILL");
});

/**
 * Starts `node --import tsx server/main.ts` with `env` (and nothing of the bench's own settings
 * but PATH-like basics), its log in a file of its DATA_DIR, and resolves once GET /api/health
 * answers 200.
 */
export async function startServer(name: string, env: Record<string, string>): Promise<ServerInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tn-bench-messages-${name}-`));
  const logFile = path.join(dataDir, "server.log");
  const fd = openSync(logFile, "a");
  const port = await freePort();
  const inherited = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", TMPDIR: os.tmpdir() };
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: process.cwd(),
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, "no-dist"),
      ...env,
    },
    stdio: ["ignore", fd, fd],
    detached: true,
  });
  closeSync(fd);
  started.add(child);
  const base = `http://127.0.0.1:${port}`;
  const instance: ServerInstance = {
    name,
    base,
    log: () => readFileSync(logFile, "utf8"),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        killGroup(child, "SIGTERM");
        const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
        if (!stopped) killGroup(child, "SIGKILL");
      }
      started.delete(child);
      let log = "";
      try {
        log = instance.log();
      } catch {
        // Removed by an earlier stop.
      }
      rmSync(dataDir, { recursive: true, force: true });
      return log;
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = instance.log();
      await instance.stop();
      throw new Error(`server ${name} exited at start:\n${log.slice(-3000)}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return instance;
    if (Date.now() > deadline) {
      await instance.stop();
      throw new Error(`server ${name} did not answer /api/health in 90 s`);
    }
    await sleep(250);
  }
}
