import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the proxy handled it: where it went, and what came back to the client. */
export interface ProxyRecord {
  method: string;
  url: string;
  /** Index of the upstream that answered; -1 when none did. */
  upstream: number;
  status: number;
  /** True when a first upstream failed and the other one was asked. */
  retried: boolean;
}

export interface RoundRobinProxy {
  url: string;
  records: ProxyRecord[];
  close(): Promise<void>;
}

/**
 * Which requests may be sent a second time, to the other upstream: only those that cannot take
 * effect twice. GET, HEAD, PUT and DELETE are idempotent by definition; any request carrying an
 * Idempotency-Key is made so by the server (a repeat replays the stored answer). A POST without
 * a key is never retried: the first upstream may have written it before the connection broke.
 */
export function mayRetry(method: string, headers: http.IncomingHttpHeaders): boolean {
  return ["GET", "HEAD", "PUT", "DELETE"].includes(method) || typeof headers["idempotency-key"] === "string";
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Sends the buffered request to one upstream on a fresh connection (no pooled socket goes stale). */
function forward(upstream: string, req: http.IncomingMessage, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(req.url ?? "/", upstream);
    const out = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    out.on("error", reject);
    out.end(body);
  });
}

/**
 * A small load balancer of the test's own: requests alternate between the upstreams. When the
 * chosen one refuses or drops the connection, or answers 503 (a server that is shutting down
 * answers so), a request that `mayRetry` goes to the other one; anything else gets that 503 or a
 * 502. Bodies are buffered whole, so that a retry can send the same bytes again.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const records: ProxyRecord[] = [];
  let next = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const method = req.method ?? "GET";
    const first = next;
    next = (next + 1) % upstreams.length;
    const order = [first, ...upstreams.keys()].filter((i, at, all) => all.indexOf(i) === at);
    const tries = mayRetry(method, req.headers) ? order : [first];
    const record: ProxyRecord = { method, url: req.url ?? "", upstream: -1, status: 502, retried: false };
    records.push(record);
    let answer: Answer | undefined;
    for (const [n, index] of tries.entries()) {
      const url = upstreams[index];
      if (url === undefined) continue;
      record.retried = n > 0;
      const got = await forward(url, req, body).catch(() => undefined);
      if (got) {
        answer = got;
        record.upstream = index;
        if (got.status !== 503) break;
      }
    }
    if (!answer) {
      res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "No upstream answered.", code: "UNAVAILABLE" }));
      return;
    }
    record.status = answer.status;
    const headers = { ...answer.headers };
    // The body is re-sent whole, with its own length.
    delete headers["transfer-encoding"];
    delete headers.connection;
    headers["content-length"] = String(answer.body.length);
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    records,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
