import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * The test's own HTTP proxy in front of the browser (STACK.md "Browser tests"): Chromium is
 * started with `--proxy-server` pointing here, so that "offline" really is offline — cut() closes
 * every connection and refuses new ones — and so that a test can see, hold or drop each request
 * the browser (page or service worker) sends.
 */

export interface ProxiedRequest {
  method: string;
  /** Path and query, e.g. "/api/bookings?email=…". */
  path: string;
  /** The request's Idempotency-Key, if any. */
  key: string | undefined;
  /** The upstream's status; undefined while waiting, or when the answer never came back. */
  status?: number;
  /** The server answered with its stored first answer (Idempotency-Replayed: true). */
  replayed?: boolean;
  /** True when the proxy dropped the answer (the server applied the request; the browser never knew). */
  dropped?: boolean;
}

export type RequestMatcher = (r: ProxiedRequest) => boolean;

export interface HeldAnswer {
  /** Resolves with the upstream's status once the server has answered the matching request. */
  readonly answered: Promise<number>;
  /** Closes the browser's connection without the answer: the browser sees a network error. */
  drop(): void;
  /** Passes the answer on after all. */
  deliver(): void;
}

export interface TestProxy {
  port: number;
  /** Chromium flags routing every request, loopback included, through this proxy. */
  chromiumArgs: string[];
  /** Every request forwarded so far, in order. */
  requests: ProxiedRequest[];
  /** "METHOD url" of every request refused while cut (one that got past navigator.onLine). */
  blocked: string[];
  readonly online: boolean;
  /** Offline: closes every open connection and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  /** Holds the answer to the next request matching `match` (forwarded, so the server applies it). */
  holdAnswer(match: RequestMatcher): HeldAnswer;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
]);

interface Hold {
  match: RequestMatcher;
  answered: (status: number) => void;
  decision: Promise<"drop" | "deliver">;
}

export async function startProxy(): Promise<TestProxy> {
  const sockets = new Set<Socket>();
  const requests: ProxiedRequest[] = [];
  const blocked: string[] = [];
  const holds: Hold[] = [];
  let online = true;
  const agent = new http.Agent({ keepAlive: false });

  const server = http.createServer((req, res) => {
    if (!online) {
      blocked.push(`${req.method} ${req.url}`);
      req.socket.destroy();
      return;
    }
    let target: URL;
    try {
      target = new URL(req.url ?? "");
    } catch {
      res.writeHead(400).end("absolute URL expected");
      return;
    }
    const record: ProxiedRequest = {
      method: req.method ?? "GET",
      path: `${target.pathname}${target.search}`,
      key: headerValue(req.headers["idempotency-key"]),
    };
    requests.push(record);
    const holdIndex = holds.findIndex((h) => h.match(record));
    const hold = holdIndex >= 0 ? holds.splice(holdIndex, 1)[0] : undefined;

    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port || 80,
        method: req.method,
        path: record.path,
        headers,
        agent,
      },
      (up) => {
        record.status = up.statusCode ?? 0;
        if (up.headers["idempotency-replayed"] === "true") record.replayed = true;
        const pass = () => {
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(up.headers)) {
            if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
          }
          res.writeHead(up.statusCode ?? 502, out);
          up.pipe(res);
        };
        if (!hold) return pass();
        // Read the whole answer first: the server has finished with the request.
        const chunks: Buffer[] = [];
        up.on("data", (c: Buffer) => chunks.push(c));
        up.on("end", () => {
          hold.answered(up.statusCode ?? 0);
          void hold.decision.then((d) => {
            if (d === "drop" || !online) {
              record.dropped = true;
              req.socket.destroy();
              return;
            }
            const out: http.OutgoingHttpHeaders = {};
            for (const [name, value] of Object.entries(up.headers)) {
              if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
            }
            res.writeHead(up.statusCode ?? 502, out);
            res.end(Buffer.concat(chunks));
          });
        });
      },
    );
    // The server is down or went away: no answer, like a real network failure.
    upstream.on("error", () => req.socket.destroy());
    req.pipe(upstream);
  });
  server.on("connection", (socket: Socket) => {
    if (!online) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  // HTTPS / WebSocket tunnels: nothing of this product needs one.
  server.on("connect", (_req, socket: Socket) => {
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    chromiumArgs: [
      `--proxy-server=http://127.0.0.1:${port}`,
      // Chromium sends loopback addresses direct unless told otherwise.
      "--proxy-bypass-list=<-loopback>",
    ],
    requests,
    blocked,
    get online() {
      return online;
    },
    cut() {
      online = false;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore() {
      online = true;
    },
    holdAnswer(match) {
      let answered!: (status: number) => void;
      let decide!: (d: "drop" | "deliver") => void;
      const answeredP = new Promise<number>((r) => {
        answered = r;
      });
      const decision = new Promise<"drop" | "deliver">((r) => {
        decide = r;
      });
      holds.push({ match, answered, decision });
      return { answered: answeredP, drop: () => decide("drop"), deliver: () => decide("deliver") };
    },
    async close() {
      online = false;
      for (const s of sockets) s.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
