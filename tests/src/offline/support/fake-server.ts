import { delay, HttpResponse, http, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { EXPECTED_USER_HEADER, IDEMPOTENCY_HEADER } from "../../../../contract/constants.js";
import { MESSAGES } from "../../../../contract/errors.js";

/**
 * A scripted stand-in for the API, with the server's Idempotency-Key rules: a key is applied at
 * most once per user, a repeat gets the first answer back, 5xx answers are not kept; and its
 * X-Expected-User rule: a write naming someone other than the session's user is refused (401). The requests
 * go through the real `fetch`, faked with MSW at the request level, so the outbox's requests are
 * seen as the network would see them (method, headers, body). Importing this module starts the
 * fake for the test file; a request that no handler answers is refused, with an error logged.
 */
const network = setupServer();
beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterEach(() => network.resetHandlers());
afterAll(() => network.close());

/** The page's origin: the outbox sends same-origin paths ("/api/…"), which Node's fetch cannot resolve. */
const PAGE_ORIGIN = "http://tutornest.test";

export interface Applied {
  uid: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
}

export interface SentRequest {
  key: string | null;
  /** The X-Expected-User header. */
  expectedUser: string | null;
  method: string;
  path: string;
  contentType: string | null;
  body: unknown;
  /** What the client saw: an HTTP status, or "network" when fetch threw. */
  outcome: number | "network";
}

/**
 * What happens to the next request: a network failure before the server, a 5xx, a lost answer,
 * or no answer ever (the client's timeout has to end it).
 */
export type Fault =
  | "offline"
  | "500"
  | "503-retry-after"
  | "lost-answer"
  | "in-flight-409"
  | "no-answer"
  | "429-rate-limited"
  | "429-requests-waiting";

interface Stored {
  status: number;
  body: JsonBodyType;
}

export class FakeServer {
  /** The user of the session cookie; null = signed out (401). */
  session: string | null = "u1";
  online = true;
  readonly faults: Fault[] = [];
  readonly applied: Applied[] = [];
  readonly sent: SentRequest[] = [];
  private readonly answers = new Map<string, Stored>();
  private gate: Promise<void> | undefined;
  private openGate: (() => void) | undefined;

  /** The server made last answers every request, from any origin (its handler comes first). */
  constructor() {
    network.use(http.all("*", ({ request }) => this.answer(request)));
  }

  /** Holds every request until the returned function is called. */
  hold(): () => void {
    this.gate = new Promise((resolve) => {
      this.openGate = resolve;
    });
    return () => {
      this.gate = undefined;
      this.openGate?.();
    };
  }

  /** The page's `fetch`, to give the outbox. */
  readonly fetch: typeof fetch = (input, init) =>
    globalThis.fetch(typeof input === "string" ? new URL(input, PAGE_ORIGIN) : input, init);

  private async answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    const expectedUser = request.headers.get(EXPECTED_USER_HEADER);
    const method = request.method;
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const record = (outcome: number | "network") =>
      this.sent.push({
        key,
        expectedUser,
        method,
        path: url.pathname,
        contentType: request.headers.get("content-type"),
        body,
        outcome,
      });
    if (this.gate) await this.gate;
    const fault = this.faults.shift();
    if (!this.online || fault === "offline") {
      record("network");
      return HttpResponse.error();
    }
    if (fault === "no-answer") {
      record("network");
      await delay("infinite");
      return HttpResponse.error();
    }
    if (fault === "500") return this.reply(record, 500, { error: "Something went wrong.", code: "INTERNAL" });
    if (fault === "503-retry-after") {
      return this.reply(record, 503, { error: "Busy", code: "INTERNAL" }, { "retry-after": "120" });
    }
    if (fault === "429-rate-limited") {
      return this.reply(record, 429, { error: MESSAGES.rateLimited, code: "RATE_LIMITED" });
    }
    if (fault === "429-requests-waiting") {
      return this.reply(record, 429, { error: MESSAGES.waitingRequestsForTutor, code: "REQUESTS_WAITING" });
    }
    if (fault === "in-flight-409") {
      const error = "The same request is still being processed. Please retry shortly.";
      return this.reply(record, 409, { error, code: "CONFLICT" });
    }
    if (this.session === null)
      return this.reply(record, 401, { error: "Please login", code: "UNAUTHENTICATED" });
    if (expectedUser !== null && expectedUser !== this.session) {
      return this.reply(record, 401, { error: MESSAGES.otherUserSignedIn, code: "UNAUTHENTICATED" });
    }
    const answer = this.handle(this.session, key, method, url.pathname, body);
    if (fault === "lost-answer") {
      record("network");
      return HttpResponse.error();
    }
    return this.reply(record, answer.status, answer.body);
  }

  private handle(uid: string, key: string | null, method: string, path: string, body: unknown): Stored {
    const scoped = key === null ? null : `${uid}\u0000${key}`;
    if (scoped) {
      const first = this.answers.get(scoped);
      if (first) return first;
    }
    const refusal = (body as { refuse?: unknown } | undefined)?.refuse;
    const answer: Stored =
      typeof refusal === "string"
        ? { status: 400, body: refusal ? { error: refusal, code: "VALIDATION" } : { code: "VALIDATION" } }
        : { status: 201, body: { ok: true, n: this.applied.length + 1 } };
    if (answer.status < 300) this.applied.push({ uid, key: key ?? "", method, path, body });
    if (scoped) this.answers.set(scoped, answer);
    return answer;
  }

  private reply(
    record: (outcome: number) => void,
    status: number,
    body: JsonBodyType,
    headers: Record<string, string> = {},
  ): Response {
    record(status);
    return HttpResponse.json(body, { status, headers });
  }

  /** Keys sent, in order (one entry per request). */
  keysSent(): (string | null)[] {
    return this.sent.map((r) => r.key);
  }
}

/** A clock the test moves by hand. */
export function fakeClock(start = 1_700_000_000_000) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

/** mulberry32: a small seeded PRNG in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
