import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, SESSION_COOKIE } from "../../../contract/index.js";
import { buildApp } from "../../../server/app.js";
import { firebaseVerifier } from "../../../server/auth/identity.js";
import type { TrustProxy } from "../../../server/config-deploy.js";
import { PROJECT_ID, signUp } from "../../support/identity.js";
import { multipartBody, solidImage } from "../../support/images.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { counts, postTutorial, tutorialBody } from "../../support/tutorials.js";

/**
 * A write (POST, PUT, PATCH, DELETE) that a browser says came from another origin or another site
 * is refused with 403 and changes nothing; same-origin writes, and clients that send neither
 * Origin nor Sec-Fetch-Site, go on (docs/decisions.md, "Writes from other sites").
 */
const EVIL = "https://evil.example";
const REFUSED = { error: MESSAGES.otherSiteWrite, code: "FORBIDDEN" };
// inject() reaches the app as http://localhost:80, i.e. the origin http://localhost.
const OWN = "http://localhost";

let t: TestApp;
let pinned: TestApp;
let me: SignedIn;
beforeAll(async () => {
  [t, pinned] = await Promise.all([
    createTestApp(),
    createTestApp({ publicOrigin: "https://tutornest.example" }),
  ]);
  me = await t.user("Origin Owner");
});
afterAll(() => Promise.all([t.close(), pinned.close()]));

const imageRows = async (app: TestApp) =>
  Number(
    (
      await app.database.db
        .selectFrom("images")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const sessionOf = (app: TestApp, who: SignedIn) =>
  app.app.inject({ method: "GET", url: "/api/session", headers: who.headers });
const postTutorialWith = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/tutorials",
    headers: { ...me.headers, ...headers },
    payload: tutorialBody(),
  });

describe("a write whose Origin is another origin", () => {
  it("JSON: 403 with a clear text, nothing stored", async () => {
    const before = await counts(t);
    const res = await postTutorialWith({ origin: EVIL });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await counts(t)).toEqual(before);
  });

  it("an upload: 403, no image stored", async () => {
    const body = multipartBody("image", await solidImage(40, 30, "png"), "a.png", "image/png");
    const before = await imageRows(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: { ...body.headers, ...me.headers, origin: EVIL },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await imageRows(t)).toBe(before);
  });

  it("logout: 403, the session still valid and its cookie not cleared", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { ...me.headers, origin: EVIL },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await sessionOf(t, me)).statusCode).toBe(200);
  });

  it("sign-in (POST /api/jwt): 403, no session cookie set", async () => {
    const person = await signUp("Framed Person");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${person.idToken}`, origin: EVIL },
      payload: { email: person.email },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it("PUT and DELETE: 403, the tutorial unchanged and still there", async () => {
    const mine = await postTutorial(t, me);
    const url = `/api/tutorials/${mine._id}`;
    const put = await t.app.inject({
      method: "PUT",
      url,
      headers: { ...me.headers, origin: EVIL },
      payload: tutorialBody({ price: 99 }),
    });
    expect(put.statusCode).toBe(403);
    const del = await t.app.inject({ method: "DELETE", url, headers: { ...me.headers, origin: EVIL } });
    expect(del.statusCode).toBe(403);
    const after = await t.app.inject({ method: "GET", url });
    expect(after.json()).toMatchObject({ _id: mine._id, price: mine.price });
  });

  it("another port, another scheme, `null` or garbage all count as another origin", async () => {
    for (const origin of [
      "http://localhost:5173",
      "https://localhost",
      "http://sub.localhost",
      "null",
      "x",
    ]) {
      expect((await postTutorialWith({ origin })).statusCode, origin).toBe(403);
    }
  });

  it("GET is not affected", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { ...me.headers, origin: EVIL, "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("Sec-Fetch-Site", () => {
  it("cross-site and same-site: 403, nothing stored", async () => {
    const before = await counts(t);
    for (const site of ["cross-site", "same-site"]) {
      const res = await postTutorialWith({ "sec-fetch-site": site, origin: OWN });
      expect(res.statusCode, site).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
    expect(await counts(t)).toEqual(before);
  });

  it("same-origin and none: accepted", async () => {
    expect((await postTutorialWith({ "sec-fetch-site": "same-origin", origin: OWN })).statusCode).toBe(201);
    expect((await postTutorialWith({ "sec-fetch-site": "none" })).statusCode).toBe(201);
  });
});

describe("the app's own origin", () => {
  it("a write from it is accepted; one with neither header too", async () => {
    expect((await postTutorialWith({ origin: OWN })).statusCode).toBe(201);
    expect((await postTutorialWith({})).statusCode).toBe(201);
    const host = { host: "app.example:8443", origin: "http://app.example:8443" };
    expect((await postTutorialWith(host)).statusCode).toBe(201);
  });

  it("with PUBLIC_ORIGIN, only it: not the Host the request came by", async () => {
    const who = await pinned.user("Pinned Person");
    const logout = (origin: string) =>
      pinned.app.inject({ method: "POST", url: "/api/logout", headers: { ...who.headers, origin } });
    expect((await logout(OWN)).statusCode).toBe(403);
    expect((await sessionOf(pinned, who)).statusCode).toBe(200);
    expect((await logout("https://tutornest.example")).statusCode).toBe(200);
    expect((await sessionOf(pinned, who)).statusCode).toBe(401);
  });

  /** An app on the same database with this TRUST_PROXY. */
  async function appTrusting(trustProxy: TrustProxy): Promise<FastifyInstance> {
    const app = await buildApp({
      config: { ...t.config, trustProxy },
      database: t.database,
      verifier: firebaseVerifier(PROJECT_ID, t.config.authEmulatorHost),
    });
    await app.ready();
    return app;
  }

  it("behind a TLS proxy: X-Forwarded-Proto and -Host count only from a proxy TRUST_PROXY names", async () => {
    const [trusting, not] = await Promise.all([appTrusting(1), appTrusting(false)]);
    try {
      const write = (app: FastifyInstance) =>
        app.inject({
          method: "POST",
          url: "/api/logout",
          headers: {
            host: "10.0.0.5:8080",
            "x-forwarded-proto": "https",
            "x-forwarded-host": "tutornest.example",
            origin: "https://tutornest.example",
          },
        });
      expect((await write(trusting)).statusCode).toBe(200);
      expect((await write(not)).statusCode).toBe(403);
    } finally {
      await Promise.all([trusting.close(), not.close()]);
    }
  });
});
