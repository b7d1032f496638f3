/**
 * API answers the server put inside the page's HTML (server/plugins/static.ts), so the screen's
 * first call needs no round trip. Each is used once: later calls go to the network.
 */
export interface FirstAnswer {
  body: unknown;
  total?: number;
  /** The answer's ETag (src/lib/etag.ts). */
  etag?: string;
}

let answers: Record<string, FirstAnswer> | undefined;

function read(): Record<string, FirstAnswer> {
  if (answers) return answers;
  answers = {};
  const element = globalThis.document?.getElementById("tn-first-data");
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? "{}");
    if (parsed && typeof parsed === "object") answers = parsed as Record<string, FirstAnswer>;
  } catch {
    // A page without (or with broken) first data simply asks the server.
  }
  element?.remove();
  return answers;
}

/** The answer for this exact API path, if the page brought one; it is then gone. */
export function takeFirstAnswer(path: string): FirstAnswer | undefined {
  const all = read();
  const answer = all[path];
  delete all[path];
  return answer;
}
