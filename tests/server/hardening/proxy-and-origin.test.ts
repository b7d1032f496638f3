import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../contract/index.js";
import { buildApp } from "../../../server/app.js";
import { firebaseVerifier } from "../../../server/auth/identity.js";
import { ConfigError, loadConfig } from "../../../server/config.js";
import { PROJECT_ID } from "../../support/identity.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

/**
 * PUBLIC_ORIGIN decides the Secure cookie flag and HSTS (not NODE_ENV), and TRUST_PROXY decides
 * whose X-Forwarded-For is believed (never everyone's).
 */
const SECRET = "test-secret-test-secret-test-secret-0123";
const env = (extra: Record<string, string>) => ({
  SESSION_SECRET: SECRET,
  DATA_DIR: "/tmp/tn-unused",
  ...extra,
});

let https: TestApp;
let http: TestApp;
beforeAll(async () => {
  [https, http] = await Promise.all([
    createTestApp({ publicOrigin: "https://tutornest.example" }),
    createTestApp({ publicOrigin: "http://tutornest.example", production: true }),
  ]);
});
afterAll(() => Promise.all([https.close(), http.close()]));

describe("PUBLIC_ORIGIN", () => {
  it("https: the session cookie is Secure and answers carry HSTS", async () => {
    const me = await https.user();
    const res = await https.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${me.idToken}` },
    });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ secure: true });
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  });

  it("http (even with NODE_ENV=production): neither, so a plain-http deployment keeps working", async () => {
    const me = await http.user();
    const res = await http.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${me.idToken}` },
    });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is read as an origin; anything else is refused naming the variable", () => {
    expect(loadConfig(env({ PUBLIC_ORIGIN: "https://tutornest.example/" })).publicOrigin).toBe(
      "https://tutornest.example",
    );
    expect(loadConfig(env({})).publicOrigin).toBeUndefined();
    for (const bad of ["tutornest.example", "ftp://tutornest.example", "https://tutornest.example/app"]) {
      expect(() => loadConfig(env({ PUBLIC_ORIGIN: bad }))).toThrow(ConfigError);
      expect(() => loadConfig(env({ PUBLIC_ORIGIN: bad }))).toThrow(/^PUBLIC_ORIGIN must be/);
    }
  });
});

describe("TRUST_PROXY", () => {
  it("reads a hop count or a list of addresses and CIDRs; unset trusts no proxy", () => {
    expect(loadConfig(env({})).trustProxy).toBe(false);
    expect(loadConfig(env({ TRUST_PROXY: "1" })).trustProxy).toBe(1);
    expect(loadConfig(env({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,::1" })).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
      "::1",
    ]);
  });

  it("refuses anything else, naming the variable: 'trust everyone' is never a choice", () => {
    for (const bad of ["true", "*", "0", "10.0.0.0/33", "loopback", "1,2", "10.0.0.1/8/1"]) {
      expect(() => loadConfig(env({ TRUST_PROXY: bad })), bad).toThrow(ConfigError);
      expect(() => loadConfig(env({ TRUST_PROXY: bad })), bad).toThrow(/^TRUST_PROXY must be/);
    }
  });

  /** An app on the same database with this TRUST_PROXY, and a route that says request.ip. */
  async function appTrusting(trustProxy: false | number | string[]): Promise<FastifyInstance> {
    const app = await buildApp({
      config: { ...https.config, trustProxy },
      database: https.database,
      verifier: firebaseVerifier(PROJECT_ID, https.config.authEmulatorHost),
    });
    app.get("/test/ip", async (request) => ({ ip: request.ip }));
    await app.ready();
    return app;
  }
  const ipSeenBy = async (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    (
      await app.inject({
        method: "GET",
        url: "/test/ip",
        remoteAddress,
        headers: { "x-forwarded-for": forwardedFor },
      })
    ).json().ip;

  it("follows X-Forwarded-For only as far as the configured hops or proxies", async () => {
    const [none, oneHop, listed] = await Promise.all([
      appTrusting(false),
      appTrusting(1),
      appTrusting(["10.0.0.0/8"]),
    ]);
    try {
      const chain = "203.0.113.9, 198.51.100.4";
      // No proxy trusted: the header is ignored.
      expect(await ipSeenBy(none, "10.1.2.3", chain)).toBe("10.1.2.3");
      // One hop: the proxy's own entry, not what the client wrote before it.
      expect(await ipSeenBy(oneHop, "10.1.2.3", chain)).toBe("198.51.100.4");
      // A listed proxy is believed; a client outside the list is not.
      expect(await ipSeenBy(listed, "10.1.2.3", chain)).toBe("198.51.100.4");
      expect(await ipSeenBy(listed, "192.0.2.50", chain)).toBe("192.0.2.50");
    } finally {
      await Promise.all([none.close(), oneHop.close(), listed.close()]);
    }
  });
});
