import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtDist } from "../../support/built-pages.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

/**
 * Security headers with a strict Content-Security-Policy on the API and on
 * everything served for the PWA (shell, client routes, assets, uploads, errors).
 */
type Csp = Map<string, string[]>;

function parseCsp(header: string | string[] | number | undefined): Csp {
  expect(typeof header, "content-security-policy header").toBe("string");
  const csp: Csp = new Map();
  for (const part of String(header).split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) csp.set(name, values);
  }
  return csp;
}

/** The directives that make the policy strict, whatever the environment. */
function expectStrictCsp(csp: Csp) {
  expect(csp.get("default-src")).toEqual(["'self'"]);
  // No inline or eval'd script; from elsewhere only Google's sign-in loader (the popup needs it).
  expect(csp.get("script-src")).toEqual(["'self'", "https://apis.google.com"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("worker-src")).toEqual(["'self'"]);
  expect(csp.get("manifest-src")).toEqual(["'self'"]);
  for (const [name, values] of csp) {
    expect(values, name).not.toContain("*");
    expect(values, name).not.toContain("'unsafe-eval'");
    if (name !== "style-src") expect(values, name).not.toContain("'unsafe-inline'");
  }
}

function expectHardeningHeaders(headers: Record<string, unknown>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
}

/** A page with no inline script: the policy then allows none. */
const distDir = builtDist(
  "tn-dist-",
  '<!doctype html><title>TutorNest</title></head><body><div id="root"><!--painted--></div>' +
    '<script type="module" src="/assets/app.js"></script></body>',
);
let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  writeFileSync(path.join(distDir, "assets", "app.js"), "console.log('app');");
  writeFileSync(path.join(distDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  [t, prod] = await Promise.all([
    createTestApp({ distDir }),
    createTestApp({
      distDir,
      production: true,
      publicOrigin: "https://tutornest.example",
      authEmulatorHost: undefined,
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), prod.close()]);
  rmSync(distDir, { recursive: true, force: true });
});

describe("security headers", () => {
  it("puts a strict CSP and the hardening headers on every kind of answer", async () => {
    const urls = [
      ["/api/tutorials", 200],
      ["/api/tutorials/not-a-uuid", 400],
      ["/api/no-such-endpoint", 404],
      ["/", 200],
      ["/find-tutors", 200],
      ["/edit-tutorial/9b2f7c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d", 200],
      ["/assets/app.js", 200],
      ["/sw.js", 200],
      [`/uploads/${"0".repeat(64)}.webp`, 404],
    ] as const;
    for (const [url, status] of urls) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(status);
      expectStrictCsp(parseCsp(res.headers["content-security-policy"]));
      expectHardeningHeaders(res.headers);
    }
    const write = await t.app.inject({ method: "POST", url: "/api/tutorials", payload: {} });
    expect(write.statusCode).toBe(401);
    expectStrictCsp(parseCsp(write.headers["content-security-policy"]));
  });

  it("serves the PWA's page for client routes, under the same policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/find-tutors" });
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain('src="/assets/app.js"');
  });

  it("lets the PWA reach only itself and the identity provider (the emulator in development)", async () => {
    const csp = parseCsp(
      (await t.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"],
    );
    const emulator = `http://${t.config.authEmulatorHost}`;
    expect(csp.get("connect-src")).toEqual(["'self'", emulator]);
    expect(csp.get("frame-src")).toEqual(["'self'", emulator]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    // No HSTS over plain http in development: it would pin localhost to https.
    const res = await t.app.inject({ method: "GET", url: "/api/tutorials" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("in production on https adds HSTS and upgrade-insecure-requests, and trusts only Firebase's origins", async () => {
    const res = await prod.app.inject({ method: "GET", url: "/" });
    const csp = parseCsp(res.headers["content-security-policy"]);
    expectStrictCsp(csp);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
    const connect = csp.get("connect-src") ?? [];
    expect(connect[0]).toBe("'self'");
    for (const origin of connect.slice(1)) expect(origin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    expect(connect).toContain("https://identitytoolkit.googleapis.com");
    expect(connect.join(" ")).not.toMatch(/http:\/\//);
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  });
});
