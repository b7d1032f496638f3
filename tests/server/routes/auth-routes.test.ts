import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../contract/index.js";
import { signUp } from "../../support/identity.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/jwt", () => {
  it("exchanges a verified ID token for an httpOnly, SameSite=Lax session cookie", async () => {
    const u = await signUp("Ada");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${u.idToken}` },
      payload: { email: u.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { uid: u.uid, email: u.email } });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api" });
    const session = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.uid).toBe(u.uid);
  });

  it("needs no body: the token in the header is what counts", async () => {
    const u = await signUp("Bodiless");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${u.idToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
  });

  it("refuses a malformed body with 400 and sets no cookie, even with a valid token", async () => {
    const u = await signUp("Bad Body");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${u.idToken}` },
      payload: { email: "not an email" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", error: expect.stringMatching(/email/) });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it("refuses a missing or forged token with 401 and sets no cookie", async () => {
    for (const authorization of [undefined, "Bearer not-a-token"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/jwt",
        headers: authorization ? { authorization } : {},
        payload: {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "UNAUTHENTICATED" });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
  });

  it("does not accept a session cookie signed with another secret", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: {
        cookie: `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLWZyb20tZWxzZXdoZXJl`,
      },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /api/logout", () => {
  it("clears the session cookie", async () => {
    const me = await t.user();
    const res = await t.app.inject({ method: "POST", url: "/api/logout", headers: me.headers });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe("");
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe("GET /api/config", () => {
  it("tells the PWA where the identity provider is", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firebase: { projectId: "demo-tutornest" } });
    expect(res.json().authEmulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
