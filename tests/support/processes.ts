import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** A child process of a test, with its output kept for waiting on and for failure messages. */
export interface Watched {
  child: ChildProcess;
  pid: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the output once `pattern` appears in it; rejects on exit or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node --import tsx <script>` directly (no npm or tsx wrapper in between, so a signal
 * sent to `pid` reaches the script itself). `detached` gives it its own process group.
 */
export function startTsx(script: string, env: NodeJS.ProcessEnv, opts: { detached?: boolean } = {}): Watched {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: opts.detached ?? false,
  });
  let text = "";
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    text += d.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      for (const l of listeners) l();
      resolve({ code, signal });
    }),
  );
  return {
    child,
    pid: child.pid ?? 0,
    output: () => text,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(text)) {
            done();
            resolve(text);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            done();
            reject(new Error(`process exited before ${pattern}:\n${text.slice(-3000)}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`timed out waiting for ${pattern}:\n${text.slice(-3000)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
  };
}

/** True while some process is in process group `pgid`. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True while a process with this pid exists and is not a zombie. */
export function pidAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** Every live descendant of `root` (from /proc), with its process group. */
export function descendants(root: number): { pid: number; pgid: number }[] {
  const parentOf = new Map<number, { ppid: number; pgid: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after "(comm)": state ppid pgrp …
      const [, ppid, pgid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parentOf.set(Number(entry), { ppid: Number(ppid), pgid: Number(pgid) });
    } catch {
      // The process ended while we looked.
    }
  }
  const found: { pid: number; pgid: number }[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift();
    for (const [pid, info] of parentOf) {
      if (info.ppid === parent) {
        found.push({ pid, pgid: info.pgid });
        queue.push(pid);
      }
    }
  }
  return found;
}

/** Waits until `check` is true, polling; false if it is not by `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}
