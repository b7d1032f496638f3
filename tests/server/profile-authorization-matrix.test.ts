import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, SESSION_COOKIE } from "../../contract/index.js";
import { formBody, snapshot } from "../support/profiles.js";
import { createTestApp, type SignedIn, type TestApp } from "../support/test-app.js";

/**
 * Every profile write × every kind of caller. Only the owner may change a profile; anybody
 * else is refused before the body is looked at, and a refusal changes nothing at all.
 */
let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let educationId: string;
let experienceId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([t.user("Matrix Owner"), t.user("Matrix Other")]);
  const h = owner.headers;
  const ed = await t.app.inject({
    method: "POST",
    url: `/api/education/${owner.uid}`,
    headers: h,
    payload: { degree: "BA" },
  });
  const ex = await t.app.inject({
    method: "POST",
    url: `/api/experience/${owner.uid}`,
    headers: h,
    payload: { role: "Tutor" },
  });
  educationId = ed.json()._id;
  experienceId = ex.json()._id;
  await t.app.inject({
    method: "POST",
    url: `/api/profile/${owner.uid}/skills`,
    headers: h,
    payload: { skill: "Algebra" },
  });
});
afterAll(() => t.close());

type Caller = "anonymous" | "forged cookie" | "another user (cookie)" | "another user (bearer)" | "owner";
const CALLERS: Caller[] = [
  "anonymous",
  "forged cookie",
  "another user (cookie)",
  "another user (bearer)",
  "owner",
];

function headersOf(caller: Caller): Record<string, string> {
  switch (caller) {
    case "anonymous":
      return {};
    case "forged cookie":
      return { cookie: `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIke293bmVyfSJ9.Zm9yZ2Vk` };
    case "another user (cookie)":
      return other.headers;
    case "another user (bearer)":
      return { authorization: `Bearer ${other.idToken}` };
    case "owner":
      return owner.headers;
  }
}

const EXPECTED: Record<Exclude<Caller, "owner">, { status: number; error: string }> = {
  anonymous: { status: 401, error: MESSAGES.loginRequired },
  "forged cookie": { status: 401, error: MESSAGES.loginRequired },
  "another user (cookie)": { status: 403, error: MESSAGES.notYourProfile },
  "another user (bearer)": { status: 403, error: MESSAGES.notYourProfile },
};

interface Endpoint {
  method: "POST" | "PATCH" | "PUT" | "DELETE";
  url: () => string;
  body?: object;
  ownerStatus: number;
}

// In this order: entry PATCH before its DELETE, and the whole-form PUT (which replaces the
// lists) last.
const ENDPOINTS: Endpoint[] = [
  { method: "PATCH", url: () => `/profile/${owner.uid}`, body: { headline: "Changed" }, ownerStatus: 200 },
  {
    method: "PATCH",
    url: () => `/profile/${owner.uid}/avatar`,
    body: { avatarUrl: "/uploads/a.webp" },
    ownerStatus: 200,
  },
  {
    method: "PATCH",
    url: () => `/profile/${owner.uid}/banner`,
    body: { bannerUrl: "/uploads/b.webp" },
    ownerStatus: 200,
  },
  {
    method: "POST",
    url: () => `/profile/${owner.uid}/skills`,
    body: { skill: "Geometry" },
    ownerStatus: 200,
  },
  {
    method: "DELETE",
    url: () => `/profile/${owner.uid}/skills`,
    body: { skill: "Algebra" },
    ownerStatus: 200,
  },
  { method: "POST", url: () => `/education/${owner.uid}`, body: { degree: "MA" }, ownerStatus: 201 },
  {
    method: "PATCH",
    url: () => `/education/${owner.uid}/${educationId}`,
    body: { year: "2001" },
    ownerStatus: 200,
  },
  { method: "DELETE", url: () => `/education/${owner.uid}/${educationId}`, ownerStatus: 200 },
  { method: "POST", url: () => `/experience/${owner.uid}`, body: { role: "Coach" }, ownerStatus: 201 },
  {
    method: "PATCH",
    url: () => `/experience/${owner.uid}/${experienceId}`,
    body: { company: "X" },
    ownerStatus: 200,
  },
  { method: "DELETE", url: () => `/experience/${owner.uid}/${experienceId}`, ownerStatus: 200 },
  {
    method: "PUT",
    url: () => `/users/update/${owner.uid}`,
    body: formBody({ uid: undefined }),
    ownerStatus: 200,
  },
];

describe("profile authorization matrix", () => {
  // Sequential on purpose: each row runs the refused callers first, then the owner.
  describe.each(ENDPOINTS)("$method /api$url", (endpoint) => {
    it.each(CALLERS)("%s", async (caller) => {
      const before = await snapshot(t, owner.uid);
      const res = await t.app.inject({
        method: endpoint.method,
        url: `/api${endpoint.url()}`,
        headers: headersOf(caller),
        ...(endpoint.body ? { payload: endpoint.body } : {}),
      });
      if (caller === "owner") {
        expect(res.statusCode, res.body).toBe(endpoint.ownerStatus);
        expect(await snapshot(t, owner.uid)).not.toBe(before);
        return;
      }
      const expected = EXPECTED[caller];
      expect(res.statusCode, res.body).toBe(expected.status);
      expect(res.json()).toEqual({
        error: expected.error,
        code: expected.status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN",
      });
      expect(await snapshot(t, owner.uid)).toBe(before);
      // The caller's own profile was not created or touched by the refused call either.
      if (caller.startsWith("another")) expect(await snapshot(t, other.uid)).toContain('"profile":null');
    });
  });

  it("a refused caller is refused the same way whatever the body (no probing)", async () => {
    const before = await snapshot(t, owner.uid);
    for (const body of [{}, { nonsense: true }, { name: "" }]) {
      const anon = await t.app.inject({ method: "PATCH", url: `/api/profile/${owner.uid}`, payload: body });
      expect(anon.statusCode).toBe(401);
      const res = await t.app.inject({
        method: "PATCH",
        url: `/api/profile/${owner.uid}`,
        headers: other.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await snapshot(t, owner.uid)).toBe(before);
  });
});
