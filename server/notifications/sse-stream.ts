import { PassThrough } from "node:stream";

/** How long a browser waits before it reconnects a dropped stream (the `retry:` field). */
export const RECONNECT_MS = 5_000;
/**
 * A client that reads this far behind is not reading: its stream is ended and it resumes from
 * its Last-Event-ID when it reconnects, instead of this process holding its backlog in memory.
 */
const MAX_UNREAD_BYTES = 256 * 1024;

export interface SseStream {
  /** What the reply sends. */
  body: PassThrough;
  /** One `event:` with its `id:` and one line of JSON data. False once the stream has ended. */
  event(name: string, id: number, data: unknown): boolean;
  /** A comment line: keeps proxies from closing an idle connection, unseen by EventSource. */
  comment(text: string): boolean;
  end(): void;
  readonly ended: boolean;
}

/**
 * A text/event-stream body (https://html.spec.whatwg.org/multipage/server-sent-events.html).
 * JSON.stringify never emits a raw newline, so each data payload is a single `data:` line.
 */
export function sseStream(): SseStream {
  const body = new PassThrough();
  let ended = false;

  function write(text: string): boolean {
    if (ended) return false;
    if (body.writableLength > MAX_UNREAD_BYTES) {
      end();
      return false;
    }
    body.write(text);
    return true;
  }
  function end(): void {
    if (ended) return;
    ended = true;
    body.end();
  }
  body.on("close", () => {
    ended = true;
  });

  // Sent at once so that the headers leave now and the client knows the stream is open.
  write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
  return {
    body,
    event: (name, id, data) => write(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    comment: (text) => write(`: ${text.replace(/[\r\n]/g, " ")}\n\n`),
    end,
    get ended() {
      return ended;
    },
  };
}
