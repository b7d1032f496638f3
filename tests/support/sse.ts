/** A Server-Sent Events reader over fetch, for tests that hold GET /api/events open. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** Events received so far, in order. */
  events: SseEvent[];
  /** Comment lines received so far (heartbeats). */
  comments: string[];
  /** The first event (from the start) matching `pred`, waiting up to `timeoutMs`. */
  waitFor(pred: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once the server has ended the body. */
  ended: Promise<void>;
  /** The answer's body when it was not a stream (an error). */
  text(): Promise<string>;
  close(): void;
}

function parseFrame(frame: string, stream: EventStream): void {
  let id: string | undefined;
  let event = "message";
  const data: string[] = [];
  for (const line of frame.split("\n")) {
    if (line.startsWith(":")) stream.comments.push(line.slice(1).trim());
    else if (line.startsWith("id:")) id = line.slice(3).trim();
    else if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
  }
  if (data.length) stream.events.push({ id, event, data: data.join("\n") });
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const isStream = res.ok && (res.headers.get("content-type") ?? "").startsWith("text/event-stream");
  const waiters = new Set<() => void>();
  const stream: EventStream = {
    status: res.status,
    headers: res.headers,
    events: [],
    comments: [],
    ended: Promise.resolve(),
    text: () => res.text(),
    close: () => abort.abort(),
    waitFor(pred, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = stream.events.find(pred);
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
  if (!isStream || !res.body) return stream;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  stream.ended = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          parseFrame(buffer.slice(0, cut), stream);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf("\n\n");
        }
        for (const w of [...waiters]) w();
      }
    } catch {
      // Aborted by close(): over.
    }
  })();
  return stream;
}

/** Resolves after `ms`: to let something that must NOT arrive have its chance. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
