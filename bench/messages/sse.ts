/** One Server-Sent Events frame as a client sees it (comments left out). */
export interface SseFrame {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream reader (https://html.spec.whatwg.org/multipage/server-sent-events.html):
 * chunks may split a frame, a line or a CRLF anywhere; `feed` answers the frames completed so
 * far. A frame without `data:` (the `retry:` and comment-only ones) dispatches nothing.
 */
export function sseParser() {
  let buffer = "";
  let id: string | undefined;
  let event = "";
  let data: string[] = [];

  function line(text: string, out: SseFrame[]): void {
    if (text === "") {
      if (data.length) out.push({ id, event: event || "message", data: data.join("\n") });
      id = undefined;
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
    else if (field === "id") id = value;
  }

  return {
    feed(chunk: string): SseFrame[] {
      buffer += chunk;
      const out: SseFrame[] = [];
      for (;;) {
        const nl = buffer.indexOf("\n");
        if (nl < 0) break;
        // CRLF ends a line as LF does (the server sends LF; a lone CR is not read as an ending).
        const end = nl > 0 && buffer[nl - 1] === "\r" ? nl - 1 : nl;
        line(buffer.slice(0, end), out);
        buffer = buffer.slice(nl + 1);
      }
      return out;
    },
  };
}
export type SseParser = ReturnType<typeof sseParser>;
