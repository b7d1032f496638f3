import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_USER_HEADER, MESSAGES, SESSION_COOKIE } from "../../../contract/index.js";
import { buildApp } from "../../../server/app.js";
import { firebaseVerifier } from "../../../server/auth/identity.js";
import type { SessionTimes } from "../../../server/config.js";
import { emulatorHost, PROJECT_ID } from "../../support/identity.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { tutorialBody } from "../../support/tutorials.js";

/**
 * Server-side sessions (docs/decisions.md, Identity and session): a cookie is only as good as its
 * row in `sessions` — idle and absolute limits, sliding renewal, a periodic check with the
 * identity provider, and X-Expected-User for queued writes. Durations are shrunk through config.
 */
const DAY = 24 * 60 * 60;
const defaults: SessionTimes = {
  idleSeconds: DAY,
  maxSeconds: 14 * DAY,
  renewEverySeconds: 300,
  checkEverySeconds: 600,
};

let t: TestApp; // default times: renewal and the provider check are minutes away
let every: TestApp; // renews and checks with the provider on every use
let idle: TestApp; // no idle time allowed
let absolute: TestApp; // no session time at all, although each use renews
beforeAll(async () => {
  [t, every, idle, absolute] = await Promise.all([
    createTestApp({ session: defaults }),
    createTestApp({ session: { ...defaults, renewEverySeconds: 0, checkEverySeconds: 0 } }),
    createTestApp({ session: { ...defaults, idleSeconds: 0 } }),
    createTestApp({ session: { ...defaults, maxSeconds: 0, renewEverySeconds: 0 } }),
  ]);
});
afterAll(() => Promise.all([t, every, idle, absolute].map((a) => a.close())));

const session = (app: TestApp, headers: Record<string, string>) =>
  app.app.inject({ method: "GET", url: "/api/session", headers });
const sessionCookieOf = (res: { cookies: { name: string; value: string; maxAge?: number }[] }) =>
  res.cookies.find((c) => c.name === SESSION_COOKIE);
const cookieValue = (who: SignedIn) => who.cookie.slice(SESSION_COOKIE.length + 1);

async function emulator(path: string, body: object): Promise<void> {
  const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: "POST",
    // The emulator accepts "owner" as an administrator's credential.
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`emulator ${path} failed: ${res.status} ${await res.text()}`);
}
const deleteAccount = (who: SignedIn) =>
  emulator(`projects/${PROJECT_ID}/accounts:delete`, { localId: who.uid });
const disableAccount = (who: SignedIn) =>
  emulator(`projects/${PROJECT_ID}/accounts:update`, { localId: who.uid, disableUser: true });

async function rowOf(app: TestApp, uid: string) {
  return app.database.db
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", uid)
    .executeTakeFirstOrThrow();
}

describe("idle and absolute limits", () => {
  it("ends a session unused for longer than the idle timeout", async () => {
    const me = await idle.user();
    expect((await session(idle, me.headers)).statusCode).toBe(401);
  });

  it("ends a session at its absolute limit even though every use renews it", async () => {
    const me = await absolute.user();
    const res = await session(absolute, me.headers);
    expect(res.statusCode).toBe(401);
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});

describe("sliding renewal", () => {
  it("pushes the idle limit forward and sets the cookie again when renewal is due", async () => {
    const me = await every.user();
    const before = await rowOf(every, me.uid);
    const res = await session(every, me.headers);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({ value: cookieValue(me), maxAge: DAY, httpOnly: true, path: "/api" });
    const after = await rowOf(every, me.uid);
    expect(after.last_seen_at.getTime()).toBeGreaterThanOrEqual(before.last_seen_at.getTime());
    expect(after.checked_at.getTime()).toBeGreaterThanOrEqual(before.checked_at.getTime());
  });

  it("does not write the row or set the cookie on a use before renewal is due", async () => {
    const me = await t.user();
    const before = await rowOf(t, me.uid);
    const res = await session(t, me.headers);
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await rowOf(t, me.uid)).toEqual(before);
  });
});

describe("the periodic check with the identity provider", () => {
  it("ends the session of an account deleted since, at the next check", async () => {
    const me = await every.user("Deletes Account");
    expect((await session(every, me.headers)).statusCode).toBe(200);
    await deleteAccount(me);
    expect((await session(every, me.headers)).statusCode).toBe(401);
    expect((await rowOf(every, me.uid)).revoked_at).toBeInstanceOf(Date);
    // Ended for good, not just for one request.
    expect((await session(every, me.headers)).statusCode).toBe(401);
  });

  it("ends the session of an account disabled since, and refuses its tokens", async () => {
    const me = await every.user("Gets Disabled");
    await disableAccount(me);
    expect((await session(every, me.headers)).statusCode).toBe(401);
    const signIn = await every.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${me.idToken}` },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it("asks the provider only when the check is due (the default is minutes away)", async () => {
    const me = await t.user("Deleted Between Checks");
    await deleteAccount(me);
    expect((await session(t, me.headers)).statusCode).toBe(200);
  });

  it("refuses a Bearer token of a deleted account on any request", async () => {
    const me = await t.user("Bearer Deleted");
    await deleteAccount(me);
    const res = await session(t, { authorization: `Bearer ${me.idToken}` });
    expect(res.statusCode).toBe(401);
  });
});

describe(`${EXPECTED_USER_HEADER}`, () => {
  const keysOf = (uid: string) =>
    t.database.db.selectFrom("idempotency_keys").select("key").where("user_id", "=", uid).execute();
  const tutorialsOf = (uid: string) =>
    t.database.db.selectFrom("tutorials").select("id").where("user_id", "=", uid).execute();

  it("refuses a write meant for someone else with 401 and runs nothing", async () => {
    const [me, other] = await Promise.all([t.user("Signed In Now"), t.user("Queued The Write")]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tutorials",
      headers: { ...me.headers, [EXPECTED_USER_HEADER]: other.uid, "idempotency-key": randomUUID() },
      payload: tutorialBody(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.otherUserSignedIn, code: "UNAUTHENTICATED" });
    expect(await tutorialsOf(me.uid)).toEqual([]);
    expect(await tutorialsOf(other.uid)).toEqual([]);
    expect(await keysOf(me.uid)).toEqual([]);
  });

  it("refuses it with 401 when nobody is signed in", async () => {
    const other = await t.user("Signed Out Since");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tutorials",
      headers: { [EXPECTED_USER_HEADER]: other.uid },
      payload: tutorialBody(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.otherUserSignedIn, code: "UNAUTHENTICATED" });
  });

  it("lets the write through when the session is that person's", async () => {
    const me = await t.user("Same Person");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tutorials",
      headers: { ...me.headers, [EXPECTED_USER_HEADER]: me.uid },
      payload: tutorialBody(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await tutorialsOf(me.uid)).toHaveLength(1);
  });
});

describe("purge", () => {
  it("deletes revoked and long-idle sessions at start, and keeps live ones", async () => {
    const [live, out, stale] = await Promise.all([t.user("Live"), t.user("Out"), t.user("Stale")]);
    await t.app.inject({ method: "POST", url: "/api/logout", headers: out.headers });
    await t.database.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 2 * DAY * 1000) })
      .where("user_id", "=", stale.uid)
      .execute();
    // A second server on the same database purges when it starts.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      verifier: firebaseVerifier(PROJECT_ID, t.config.authEmulatorHost),
    });
    await second.ready();
    await second.close();
    const left = await t.database.db
      .selectFrom("sessions")
      .select("user_id")
      .where("user_id", "in", [live.uid, out.uid, stale.uid])
      .execute();
    expect(left.map((r) => r.user_id)).toEqual([live.uid]);
  });
});
