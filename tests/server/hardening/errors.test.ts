import { Writable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/index.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { counts, postTutorial, tutorialBody } from "../../support/tutorials.js";

/**
 * Errors are `{ error, code }`, never a stack trace, and bad input is never a 500.
 * An internal failure (here: a table that vanished under the running server) answers
 * 'Something went wrong.' (docs/product.md, Messages) and is logged with its details for the
 * operators only.
 */
let logs = "";
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logs += chunk.toString();
    done();
  },
});

let t: TestApp;
let broken: TestApp;
let me: SignedIn;
let brokenUser: SignedIn;
beforeAll(async () => {
  [t, broken] = await Promise.all([
    createTestApp(),
    createTestApp({}, { logger: { level: "error", stream: sink } }),
  ]);
  [me, brokenUser] = await Promise.all([t.user("Error Prober"), broken.user("Broken Poster")]);
});
afterAll(() => Promise.all([t.close(), broken.close()]));

const INTERNAL = { error: MESSAGES.somethingWrong, code: "INTERNAL" };

describe("an internal error", () => {
  it("answers { error: 'Something went wrong.', code } with no stack or SQL, and logs the details", async () => {
    await sql`ALTER TABLE tutorials RENAME TO tutorials_gone`.execute(broken.database.db);
    const answers = await Promise.all([
      broken.app.inject({ method: "GET", url: "/api/tutorials" }),
      broken.app.inject({
        method: "POST",
        url: "/api/tutorials",
        headers: brokenUser.headers,
        payload: tutorialBody(),
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(INTERNAL);
      expect(res.body).not.toMatch(/tutorials|relation|stack|\bat\s|\.ts:\d+/);
      expect(res.headers["x-request-id"]).toBeTruthy();
      // The operators' log has what the person does not see, under the same request id.
      const line = logs.split("\n").find((l) => l.includes(String(res.headers["x-request-id"])));
      expect(line).toMatch(/"msg":"unhandled error"/);
      expect(line).toMatch(/tutorials/);
      expect(line).toMatch(/"stack":/);
    }
  });
});

describe("bad input is never a 500", () => {
  it("answers malformed JSON with 400 { error, code } and stores nothing", async () => {
    const before = await counts(t);
    for (const payload of ['{"language":', "[1,2", "nul\u0000l", '{"price": 1e999999}']) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/tutorials",
        headers: { ...me.headers, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code, payload).toBe("VALIDATION");
      expect(res.body).not.toMatch(/\bat\s|stack/);
    }
    expect(await counts(t)).toEqual(before);
  });

  // Ids that are not what the route expects: not a UUID, SQL, traversal, control and non-ASCII
  // characters, broken percent-encoding, and ids far longer than any real one.
  const BAD_IDS = [
    "abc",
    "not-a-uuid",
    "1",
    "%27%20OR%201%3D1--",
    "9b2f7c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2",
    "9b2f7c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2dd",
    "%00",
    "%E2%98%83",
    "..%2F..%2Fetc%2Fpasswd",
    "%E0%A4%A",
    "%",
    "a".repeat(129),
    "b".repeat(2000),
  ];
  /** For uid paths: only what is not a possible uid ("abc" is somebody's uid, maybe). */
  const BAD_UIDS = BAD_IDS.filter((b) => {
    const decoded = (() => {
      try {
        return decodeURIComponent(b);
      } catch {
        return b;
      }
    })();
    return !/^[A-Za-z0-9_-]{1,128}$/.test(decoded);
  });
  const VALID_UUID = "00000000-0000-4000-8000-000000000000";
  type Route = [
    method: "GET" | "PUT" | "PATCH" | "POST" | "DELETE",
    url: (bad: string) => string,
    body?: object,
    ids?: string[],
  ];
  // Reads are open: a malformed id is 400 (or 404 where the id is a free-form uid).
  const READS: Route[] = [
    ["GET", (b) => `/api/tutorials/${b}`],
    ["GET", (b) => `/api/profile/${b}`, undefined, BAD_UIDS],
    ["GET", (b) => `/api/education/${b}`, undefined, BAD_UIDS],
    ["GET", (b) => `/api/experience/${b}`, undefined, BAD_UIDS],
    ["GET", (b) => `/api/users/profile/${b}`, undefined, BAD_UIDS],
    ["GET", (b) => `/uploads/${b}`],
  ];
  // Writes by a signed-in caller whose own uid is in the path: the malformed id itself is 400/404.
  const OWN_WRITES: Route[] = [
    ["PUT", (b) => `/api/tutorials/update/${b}`, tutorialBody()],
    ["DELETE", (b) => `/api/tutorials/${b}`],
    ["PUT", (b) => `/api/tutorials/${b}/review`],
    ["PUT", (b) => `/api/tutorials/${b}`, { ReviewCount: 1 }],
    ["PATCH", (b) => `/api/education/${me.uid}/${b}`, { degree: "X" }],
    ["DELETE", (b) => `/api/education/${me.uid}/${b}`],
    ["PATCH", (b) => `/api/experience/${me.uid}/${b}`, { role: "X" }],
    ["DELETE", (b) => `/api/experience/${me.uid}/${b}`],
  ];
  // Profile writes check "is this your profile?" first (no probing), so another uid is 403.
  const UID_WRITES: Route[] = [
    ["PATCH", (b) => `/api/profile/${b}`, { headline: "X" }],
    ["PATCH", (b) => `/api/profile/${b}/avatar`, { avatarUrl: "/a.webp" }],
    ["PATCH", (b) => `/api/profile/${b}/banner`, { bannerUrl: "/b.webp" }],
    ["POST", (b) => `/api/profile/${b}/skills`, { skill: "X" }],
    ["DELETE", (b) => `/api/profile/${b}/skills`, { skill: "X" }],
    ["POST", (b) => `/api/education/${b}`, { degree: "X" }],
    ["PATCH", (b) => `/api/education/${b}/${VALID_UUID}`, { degree: "X" }],
    ["DELETE", (b) => `/api/education/${b}/${VALID_UUID}`],
    ["POST", (b) => `/api/experience/${b}`, { role: "X" }],
    ["PATCH", (b) => `/api/experience/${b}/${VALID_UUID}`, { role: "X" }],
    ["DELETE", (b) => `/api/experience/${b}/${VALID_UUID}`],
    ["PUT", (b) => `/api/users/update/${b}`, { name: "X" }],
  ];

  async function expectRefused(routes: Route[], allowed: number[], signedIn: boolean) {
    for (const [method, url, body, ids = BAD_IDS] of routes) {
      for (const bad of ids) {
        const res = await t.app.inject({
          method,
          url: url(bad),
          headers: signedIn ? me.headers : {},
          ...(body ? { payload: body } : {}),
        });
        const where = `${method} ${url(bad).slice(0, 80)}`;
        expect(allowed, `${where} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        expect(
          Object.keys(res.json())
            .filter((k) => k !== "details")
            .sort(),
          where,
        ).toEqual(["code", "error"]);
        expect(res.body, where).not.toMatch(/\bat\s|stack/);
      }
    }
  }

  it("answers every read route's malformed id with 400 or 404", async () => {
    await expectRefused(READS, [400, 404], false);
  });

  it("answers every write route's malformed id with 400 or 404 and changes nothing", async () => {
    const mine = await postTutorial(t, me);
    const before = await counts(t);
    await expectRefused(OWN_WRITES, [400, 404], true);
    await expectRefused(UID_WRITES, [400, 403], true);
    expect(await counts(t)).toEqual(before);
    expect((await t.app.inject({ method: "GET", url: `/api/tutorials/${mine._id}` })).json()).toEqual(mine);
  });

  it("answers an address the router cannot read with 400 in the one error shape, with its headers", async () => {
    for (const url of ["/api/tutorials/%E0%A4%A", `/api/profile/${"c".repeat(129)}`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
      expect(res.headers["x-request-id"]).toBeTruthy();
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    }
  });

  it("reads a uid as long as the identity provider allows (128 characters)", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/profile/${"u".repeat(128)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.profileNotFound, code: "NOT_FOUND" });
  });

  it("refuses a signed-out caller with 401 (or 400 for an address it cannot read), never 500", async () => {
    await expectRefused([...OWN_WRITES, ...UID_WRITES], [400, 401], false);
  });
});
