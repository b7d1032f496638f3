import { Blob as NodeBlob, File as NodeFile } from "node:buffer";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { PageRequest } from "./page-request.js";

/**
 * The network of a web test, faked with MSW at the request level: fetch (ky, the outbox's replay)
 * and XMLHttpRequest (the image upload) reach handlers set per test. Importing this module starts
 * the fake for the test file; a request that no handler answers is refused, with an error logged.
 */
const server = setupServer();

/**
 * jsdom's FormData and File lose a file's bytes and name on their way into a fetch Request (how
 * MSW sees an XMLHttpRequest): while the fake runs, the page and the tests build them from Node's.
 */
const jsdomClasses = { FormData: globalThis.FormData, File: globalThis.File, Blob: globalThis.Blob };
const nodeClasses = {
  FormData: (await new Response(new URLSearchParams()).formData()).constructor,
  File: NodeFile,
  Blob: NodeBlob,
};

beforeAll(() => {
  Object.assign(globalThis, nodeClasses);
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  Object.assign(globalThis, jsdomClasses);
});

/** One API call as the network saw it. */
export interface ApiCall {
  method: string;
  /** The path, without origin or query. */
  url: string;
  search: string;
  /** The Idempotency-Key header. */
  key: string | null;
  body: unknown;
}

/** The answer to a call; a rejection is a network failure (no answer at all). */
export type ApiAnswer = (call: ApiCall) => Response | Promise<Response>;

/** A JSON answer, as the server sends it. */
export const json = (status: number, body: unknown) =>
  new HttpResponse(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** An answer without an error text of the server's own (a proxy's page, an empty body). */
export const bare = (status: number, text = "") =>
  new HttpResponse(text || null, { status, headers: { "content-type": "text/html" } });

/** The image upload goes by XMLHttpRequest and is answered by `answerUploads`, never here. */
const isUpload = (request: Request) =>
  request.method === "POST" && new URL(request.url).pathname === "/api/images";

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * Answers every API call with `answer`; returns the calls, in order. The latest answer set wins.
 * Node's Request (left in place by jsdom) refuses the relative URLs ky builds: PageRequest
 * resolves them as a browser would (undo with `vi.unstubAllGlobals()`).
 */
export function answerApi(answer: ApiAnswer): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal("Request", PageRequest);
  server.use(
    http.all("*", async ({ request }) => {
      if (isUpload(request)) return undefined;
      const url = new URL(request.url);
      const key = request.headers.get("Idempotency-Key");
      const call = {
        method: request.method,
        url: url.pathname,
        search: url.search,
        key,
        body: await readBody(request),
      };
      calls.push(call);
      try {
        return await answer(call);
      } catch {
        return HttpResponse.error();
      }
    }),
  );
  return calls;
}

export interface UploadAnswer {
  status?: number;
  body?: unknown;
  /** Fail as a network error (no answer at all). */
  network?: boolean;
}

/** One upload as the network saw it. */
export interface UploadCall {
  method: string;
  url: string;
  headers: Headers;
  body: FormData;
}

/** Long enough for the progress bar to be seen, short enough not to slow the tests. */
const UPLOAD_MS = 100;

/**
 * Answers POST /api/images as told, after UPLOAD_MS; returns the uploads sent, and `restore` to stop
 * answering (every handler goes, as after each test).
 */
export function answerUploads(answer: UploadAnswer): { sent: UploadCall[]; restore: () => void } {
  const sent: UploadCall[] = [];
  server.use(
    http.post("*/api/images", async ({ request }) => {
      const url = new URL(request.url);
      sent.push({
        method: request.method,
        url: url.pathname,
        headers: request.headers,
        body: await request.formData(),
      });
      await delay(UPLOAD_MS);
      if (answer.network) return HttpResponse.error();
      return new HttpResponse(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200 });
    }),
  );
  return { sent, restore: () => server.resetHandlers() };
}
