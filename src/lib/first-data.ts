/**
 * API answers that come with the page: the server puts the first screen's answers in its HTML
 * (`#tn-first-data`, server/pages/), so the screen's first call needs no round trip. Each is used
 * once: later calls go to the network.
 */
export interface FirstAnswer {
  body: unknown;
  total?: number;
  /** The answer's ETag (src/lib/etag.ts). */
  etag?: string;
}

/**
 * Asked for while the page is rendered for its HTML (src/startup/render-page.tsx) and not among the
 * answers it was given: that render makes no request, and a screen missing its data is not painted.
 */
export class NotPaintedError extends Error {
  constructor(readonly path: string) {
    super(`No answer for ${path} in the painted page`);
    this.name = "NotPaintedError";
  }
}

let answers: Record<string, FirstAnswer> | undefined;
/** Set while the page is rendered for its HTML: a call without an answer then throws. */
let painting = false;

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

/**
 * The answers of the page being rendered for its HTML; `undefined` when its render ends (one
 * render at a time: src/startup/render-page.tsx).
 */
export function paintWithAnswers(given: Record<string, FirstAnswer> | undefined): void {
  answers = given ? { ...given } : undefined;
  painting = given !== undefined;
}

/** The answer for this exact API path, if the page brought one; it is then gone. */
export function takeFirstAnswer(path: string): FirstAnswer | undefined {
  const all = read();
  const answer = all[path];
  if (!answer && painting) throw new NotPaintedError(path);
  delete all[path];
  return answer;
}
