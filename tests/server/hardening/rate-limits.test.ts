import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, SESSION_COOKIE } from "../../../contract/index.js";
import { signUp } from "../../support/identity.js";
import { snapshot } from "../../support/profiles.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { counts, tutorialBody } from "../../support/tutorials.js";

/**
 * Writes and POST /api/jwt are rate limited per signed-in user (per IP when
 * signed out); reads are not. A refusal is 429 `{ error, code }` and changes nothing.
 */
const WRITES = 3;
const AUTH = 2;
const LIMITED = { error: MESSAGES.rateLimited, code: "RATE_LIMITED" };

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { writesPerMinute: WRITES, authPerMinute: AUTH } });
  [alice, bob] = await Promise.all([t.user("Alice Limited"), t.user("Bob Limited")]);
});
afterAll(() => t.close());

const post = (who: SignedIn) =>
  t.app.inject({ method: "POST", url: "/api/tutorials", headers: who.headers, payload: tutorialBody() });

describe("rate limit on writes", () => {
  it("answers 429 with a clear message after the limit, stores nothing, and says when to retry", async () => {
    for (let i = 0; i < WRITES; i++) expect((await post(alice)).statusCode).toBe(201);
    const before = await counts(t);
    const profileBefore = await snapshot(t, alice.uid);
    const limited = await post(alice);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["x-ratelimit-limit"]).toBe(String(WRITES));
    expect(limited.headers["x-ratelimit-remaining"]).toBe("0");
    // Any other write of the same user is refused too: the limit is on the user, not the route.
    const profile = await t.app.inject({
      method: "PATCH",
      url: `/api/profile/${alice.uid}`,
      headers: alice.headers,
      payload: { headline: "Not saved" },
    });
    expect(profile.statusCode).toBe(429);
    expect(await counts(t)).toEqual(before);
    expect(await snapshot(t, alice.uid)).toBe(profileBefore);
  });

  it("does not limit reads, even for a user who is over the write limit", async () => {
    for (let i = 0; i < WRITES * 3; i++) {
      const list = await t.app.inject({ method: "GET", url: "/api/tutorials", headers: alice.headers });
      expect(list.statusCode).toBe(200);
      const session = await t.app.inject({ method: "GET", url: "/api/session", headers: alice.headers });
      expect(session.statusCode).toBe(200);
    }
    expect((await post(alice)).statusCode).toBe(429);
  });

  it("counts per user: another user on the same IP can still write", async () => {
    expect((await post(alice)).statusCode).toBe(429);
    const res = await post(bob);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("counts signed-out callers per IP", async () => {
    const logout = (remoteAddress: string) =>
      t.app.inject({ method: "POST", url: "/api/logout", remoteAddress });
    for (let i = 0; i < WRITES; i++) expect((await logout("203.0.113.7")).statusCode).toBe(200);
    const limited = await logout("203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect((await logout("203.0.113.8")).statusCode).toBe(200);
  });
});

describe("rate limit on POST /api/jwt", () => {
  const jwt = (authorization: string, remoteAddress = "198.51.100.1") =>
    t.app.inject({ method: "POST", url: "/api/jwt", headers: { authorization }, payload: {}, remoteAddress });

  it("refuses token exchanges past the auth limit with 429 and sets no cookie", async () => {
    const u = await signUp("Token Spammer");
    for (let i = 0; i < AUTH; i++) expect((await jwt(`Bearer ${u.idToken}`)).statusCode).toBe(200);
    const limited = await jwt(`Bearer ${u.idToken}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect(limited.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it("limits forged tokens per IP, apart from other IPs, with its own (lower) limit", async () => {
    for (let i = 0; i < AUTH; i++) expect((await jwt("Bearer forged", "198.51.100.2")).statusCode).toBe(401);
    expect((await jwt("Bearer forged", "198.51.100.2")).statusCode).toBe(429);
    expect((await jwt("Bearer forged", "198.51.100.3")).statusCode).toBe(401);
  });
});
