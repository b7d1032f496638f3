import { vi } from "vitest";
import { PageRequest } from "./page-request.js";

/** One request as the fake network saw it. */
export interface FetchCall {
  method: string;
  /** The path, without origin or query. */
  url: string;
  search: string;
  body: unknown;
}

export type FetchAnswer = (call: FetchCall) => Response;

/** A JSON answer, as the server sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** An answer without an error text of the server's own (a proxy's page, an empty body). */
export const bare = (status: number, text = "") =>
  new Response(text || null, { status, headers: { "content-type": "text/html" } });

/**
 * Stubs `fetch` (and `Request`, for jsdom's relative URLs) at the network boundary: ky hands
 * over a Request, the outbox's replay a path and an init. Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetch(answer: FetchAnswer) {
  const calls: FetchCall[] = [];
  vi.stubGlobal("Request", PageRequest);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (info: RequestInfo | URL, init?: RequestInit) => {
      const input = info instanceof Request ? info : new PageRequest(info, init);
      const text = await input.text();
      const url = new URL(input.url);
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const call = { method: input.method, url: url.pathname, search: url.search, body };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
