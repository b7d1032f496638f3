import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import net from "node:net";
import { freePort } from "../../scripts/lib/ports.js";
import { eventually } from "./processes.js";

const REDIS_SERVER = "/usr/bin/redis-server";

export interface TestRedis {
  /** redis://127.0.0.1:port */
  url: string;
  stop(): Promise<void>;
}

/** True when something accepts TCP connections on host:port within `timeoutMs`. */
export function answers(port: number, host = "127.0.0.1", timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/**
 * A Redis for one test file: a `redis-server` of its own on a free port (nothing saved), else the
 * machine's on 127.0.0.1:6379 when it answers, else undefined (define Redis cases only then).
 */
export async function testRedis(): Promise<TestRedis | undefined> {
  if (existsSync(REDIS_SERVER)) {
    const port = await freePort();
    const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
    const server = spawn(REDIS_SERVER, args, { stdio: "ignore" });
    const exited = once(server, "exit").catch(() => undefined);
    if (!(await eventually(() => answers(port), 15_000))) throw new Error(`${REDIS_SERVER} did not start`);
    return {
      url: `redis://127.0.0.1:${port}`,
      async stop() {
        if (server.exitCode !== null || server.signalCode !== null) return;
        server.kill("SIGTERM");
        await exited;
      },
    };
  }
  if (await answers(6379)) return { url: "redis://127.0.0.1:6379", stop: async () => {} };
  return undefined;
}

export interface TcpProxy {
  port: number;
  url: string;
  /** Connections open through it now. */
  open(): number;
  /** Drops every connection and stops listening: to its clients, Redis has gone away. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy of the test's own in front of `targetPort`, which the test can cut and restore. */
export async function tcpProxy(targetPort: number): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ port: targetPort, host: "127.0.0.1" });
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a);
      a.pipe(b);
      a.once("close", () => {
        sockets.delete(a);
        b.destroy();
      });
      a.once("error", () => b.destroy());
    }
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  await listen();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    // Each connection is two sockets: the client's and the one to Redis.
    open: () => sockets.size / 2,
    cut: stop,
    restore: listen,
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
