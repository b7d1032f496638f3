import http from "node:http";
import { type SseFrame, sseParser } from "./sse.js";

/** Whose stream, on which instance. */
export interface StreamTarget {
  uid: string;
  cookie: string;
  base: string;
}

/** A frame as it reached a person's stream, at `at` (performance.now(), ms). */
export type OnFrame = (uid: string, frame: SseFrame, at: number) => void;

export interface OpenStreams {
  /** Streams that answered 200 and sent their first bytes. */
  open: number;
  /** Streams refused (status and text), or whose connection failed. */
  failed: string[];
  /** Streams that ended while the bench still held them. */
  dropped: number;
  close(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens GET /api/events for every target, one connection each (no keep-alive pool: a stream is
 * the last answer on its socket), started at an even pace over `spreadMs`: people connect at
 * different times, so their streams' heartbeats (and session re-checks) are spread over the
 * interval rather than all at once. Resolves once every stream is open or refused.
 */
export async function openStreams(
  targets: readonly StreamTarget[],
  spreadMs: number,
  onFrame: OnFrame,
): Promise<OpenStreams> {
  const requests: http.ClientRequest[] = [];
  let closing = false;
  const state: OpenStreams = {
    open: 0,
    failed: [],
    dropped: 0,
    close() {
      closing = true;
      for (const r of requests) r.destroy();
    },
  };
  const one = (t: StreamTarget) =>
    new Promise<void>((settle) => {
      const req = http.get(
        `${t.base}/api/events`,
        { agent: false, headers: { cookie: t.cookie, accept: "text/event-stream" } },
        (res) => {
          res.setEncoding("utf8");
          if (res.statusCode !== 200) {
            let text = "";
            res.on("data", (c: string) => {
              text += c;
            });
            res.on("end", () => {
              state.failed.push(`${t.uid}: ${res.statusCode} ${text.slice(0, 200)}`);
              settle();
            });
            return;
          }
          const parser = sseParser();
          let first = true;
          res.on("data", (chunk: string) => {
            const at = performance.now();
            if (first) {
              first = false;
              state.open++;
              settle();
            }
            for (const frame of parser.feed(chunk)) onFrame(t.uid, frame, at);
          });
          res.on("close", () => {
            if (closing) return;
            if (first) state.failed.push(`${t.uid}: ended before its first bytes`);
            else state.dropped++;
            settle();
          });
        },
      );
      req.on("error", (err) => {
        if (closing) return;
        state.failed.push(`${t.uid}: ${err.message}`);
        settle();
      });
      requests.push(req);
    });
  const t0 = performance.now();
  const pending: Promise<void>[] = [];
  for (const [i, t] of targets.entries()) {
    const wait = t0 + (i * spreadMs) / targets.length - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(one(t));
  }
  await Promise.all(pending);
  return state;
}
