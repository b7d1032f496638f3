import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../contract/index.js";
import { emulatorHost, signUp } from "../../support/identity.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";
import { tutorialBody } from "../../support/tutorials.js";

/** Deletes the account of `idToken` in the Auth emulator, as a person deleting their account. */
async function deleteAccount(idToken: string): Promise<void> {
  const res = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:delete?key=any`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ idToken }),
    },
  );
  if (!res.ok) throw new Error(`emulator accounts:delete failed: ${res.status} ${await res.text()}`);
}

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

  it("refuses with 401 the still-unexpired token of a deleted account, and sets no cookie", async () => {
    const u = await signUp("Deleted Soon");
    await deleteAccount(u.idToken);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${u.idToken}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  const sessionOf = (cookieValue: string | undefined) =>
    t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { cookie: `${SESSION_COOKIE}=${cookieValue}` },
    });
  const jwt = (idToken: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${idToken}`, ...headers },
    });

  it("keeps the same person's live session: a request still carrying the cookie is not refused", async () => {
    const me = await t.user("Signs In Twice");
    const again = await jwt(me.idToken, me.headers);
    expect(again.statusCode).toBe(200);
    const fresh = again.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(fresh?.value).toBeTruthy();
    // The page load's exchange raced the live notifications stream, which carried the old cookie.
    expect((await t.app.inject({ method: "GET", url: "/api/session", headers: me.headers })).statusCode).toBe(
      200,
    );
    expect((await sessionOf(fresh?.value)).statusCode).toBe(200);
    // One session, not two: logging out with the new cookie ends the old one's too.
    await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: `${SESSION_COOKIE}=${fresh?.value}` },
    });
    expect((await t.app.inject({ method: "GET", url: "/api/session", headers: me.headers })).statusCode).toBe(
      401,
    );
  });

  it("ends another person's session the cookie carried: their sign-in replaces it", async () => {
    const first = await t.user("First On The Device");
    const second = await t.user("Second On The Device");
    const res = await jwt(second.idToken, first.headers);
    expect(res.statusCode).toBe(200);
    const fresh = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(fresh?.value).not.toBe(first.cookie.split("=")[1]);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/session", headers: first.headers })).statusCode,
    ).toBe(401);
    const current = await sessionOf(fresh?.value);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ user: { uid: second.uid } });
  });

  it("starts a new session when the cookie's own session has ended", async () => {
    const me = await t.user("Back After Logout");
    await t.app.inject({ method: "POST", url: "/api/logout", headers: me.headers });
    const res = await jwt(me.idToken, me.headers);
    expect(res.statusCode).toBe(200);
    const fresh = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect((await sessionOf(fresh?.value)).statusCode).toBe(200);
    // The ended session stays ended.
    expect((await t.app.inject({ method: "GET", url: "/api/session", headers: me.headers })).statusCode).toBe(
      401,
    );
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

  it("ends the session on the server: a copy of the cookie kept aside then gets 401 everywhere", async () => {
    const me = await t.user("Logs Out");
    expect((await t.app.inject({ method: "GET", url: "/api/session", headers: me.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: "POST", url: "/api/logout", headers: me.headers })).statusCode).toBe(
      200,
    );

    const session = await t.app.inject({ method: "GET", url: "/api/session", headers: me.headers });
    expect(session.statusCode).toBe(401);
    expect(session.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    const write = await t.app.inject({
      method: "POST",
      url: "/api/tutorials",
      headers: me.headers,
      payload: tutorialBody(),
    });
    expect(write.statusCode).toBe(401);
    const stored = await t.database.db
      .selectFrom("tutorials")
      .select("id")
      .where("user_id", "=", me.uid)
      .execute();
    expect(stored).toEqual([]);
  });

  it("is harmless without a cookie: 200, and other people's sessions stay alive", async () => {
    const other = await t.user("Stays In");
    const res = await t.app.inject({ method: "POST", url: "/api/logout" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/session", headers: other.headers })).statusCode,
    ).toBe(200);
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
