import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { tutorialBody } from "../../support/tutorials.js";

/**
 * Structured logs (pino JSON lines) carrying a request id, and the same id
 * in the `x-request-id` answer header so that a person's report can be matched to the logs.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  time: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

let raw = "";
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    raw += chunk.toString();
    done();
  },
});
/** Every line written so far, each of which must be JSON. */
function lines(): LogLine[] {
  return raw
    .split("\n")
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as LogLine);
}
const linesOf = (reqId: string) => lines().filter((l) => l.reqId === reqId);

let t: TestApp;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: "info", stream: sink } });
  me = await t.user("Logged Person");
});
beforeEach(() => {
  raw = "";
});
afterAll(() => t.close());

describe("request ids and JSON logs", () => {
  it("logs each request as JSON lines carrying the id that the answer's x-request-id header gives", async () => {
    const read = await t.app.inject({ method: "GET", url: "/api/tutorials?language=english" });
    const write = await t.app.inject({
      method: "POST",
      url: "/api/tutorials",
      headers: me.headers,
      payload: tutorialBody(),
    });
    expect(write.statusCode).toBe(201);
    const ids = [read, write].map((r) => String(r.headers["x-request-id"]));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);

    expect(lines().length).toBeGreaterThanOrEqual(4);
    for (const [id, method, status] of [
      [ids[0], "GET", 200],
      [ids[1], "POST", 201],
    ] as const) {
      const mine = linesOf(id);
      const incoming = mine.find((l) => l.msg === "incoming request");
      const completed = mine.find((l) => l.msg === "request completed");
      expect(incoming?.req?.method).toBe(method);
      expect(completed?.res?.statusCode).toBe(status);
      for (const line of mine)
        expect(line).toMatchObject({ level: expect.any(Number), time: expect.any(Number) });
    }
  });

  it("keeps a well-formed id sent by a proxy, and replaces one that is not", async () => {
    const kept = await t.app.inject({
      method: "GET",
      url: "/api/stats/tutorials",
      headers: { "x-request-id": "lb-7f3a.42:1" },
    });
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a.42:1");
    expect(linesOf("lb-7f3a.42:1").map((l) => l.msg)).toContain("request completed");
    for (const bad of ["has spaces in it", "x".repeat(129), 'quote"injection', ""]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/stats/users",
        headers: { "x-request-id": bad },
      });
      expect(res.headers["x-request-id"], bad).toMatch(UUID);
    }
  });

  it("gives refusals and errors an id too, and never logs the session cookie or a token", async () => {
    const refusals = await Promise.all([
      t.app.inject({ method: "POST", url: "/api/tutorials", payload: tutorialBody() }),
      t.app.inject({ method: "GET", url: "/api/tutorials/abc" }),
      t.app.inject({ method: "GET", url: "/api/nothing-here" }),
      t.app.inject({ method: "POST", url: "/api/jwt", headers: { authorization: `Bearer ${me.idToken}` } }),
    ]);
    expect(refusals.map((r) => r.statusCode)).toEqual([401, 400, 404, 200]);
    for (const res of refusals) {
      const id = String(res.headers["x-request-id"]);
      expect(id).toMatch(UUID);
      expect(linesOf(id).find((l) => l.msg === "request completed")?.res?.statusCode).toBe(res.statusCode);
    }
    await t.app.inject({ method: "GET", url: "/api/session", headers: me.headers });
    const cookieValue = me.cookie.split("=")[1];
    expect(raw).not.toContain(cookieValue);
    expect(raw).not.toContain(me.idToken);
  });
});
