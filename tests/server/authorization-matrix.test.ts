import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { createTestApp, type SignedIn, type TestApp } from "../support/test-app.js";
import { counts, postTutorial, tutorialBody } from "../support/tutorials.js";

/**
 * Every mutating endpoint of the tutorials domain × {anonymous, another signed-in user, the
 * owner of the tutorial} → the expected status, and nothing changed whenever the call is refused.
 */
type Role = "anonymous" | "other" | "owner";
interface Endpoint {
  name: string;
  request(tut: Tutorial, owner: SignedIn): Omit<InjectOptions, "headers">;
  expected: Record<Role, number>;
}

const endpoints: Endpoint[] = [
  {
    name: "POST /tutorials (as the owner's userId)",
    request: (_tut, owner) => ({
      method: "POST",
      url: "/api/tutorials",
      payload: tutorialBody({ userId: owner.uid }),
    }),
    expected: { anonymous: 401, other: 403, owner: 201 },
  },
  {
    name: "PUT /tutorials/update/{id}",
    request: (tut) => ({
      method: "PUT",
      url: `/api/tutorials/update/${tut._id}`,
      payload: tutorialBody({ language: "Changed", price: 1, description: "Changed." }),
    }),
    expected: { anonymous: 401, other: 403, owner: 200 },
  },
  {
    name: "DELETE /tutorials/{id}",
    request: (tut, owner) => ({
      method: "DELETE",
      url: `/api/tutorials/${tut._id}`,
      payload: { userId: owner.uid },
    }),
    expected: { anonymous: 401, other: 403, owner: 200 },
  },
  {
    name: "PUT /tutorials/{id}/review",
    request: (tut) => ({ method: "PUT", url: `/api/tutorials/${tut._id}/review` }),
    expected: { anonymous: 401, other: 200, owner: 403 },
  },
  {
    name: "PUT /tutorials/{id} (ReviewCount)",
    request: (tut) => ({ method: "PUT", url: `/api/tutorials/${tut._id}`, payload: { ReviewCount: 42 } }),
    expected: { anonymous: 401, other: 200, owner: 403 },
  },
  {
    name: "POST /bookings",
    request: (tut) => ({ method: "POST", url: "/api/bookings", payload: { tutorId: tut._id } }),
    expected: { anonymous: 401, other: 201, owner: 403 },
  },
  {
    name: "GET /bookings?email= (the owner's email)",
    request: (_tut, owner) => ({
      method: "GET",
      url: `/api/bookings?email=${encodeURIComponent(owner.email)}`,
    }),
    expected: { anonymous: 401, other: 403, owner: 200 },
  },
];

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user("Matrix Owner");
  other = await t.user("Matrix Other");
});
afterAll(() => t.close());

/** Everything a refused call could have touched. */
async function snapshot(tut: Tutorial) {
  const row = await t.app.inject({ method: "GET", url: `/api/tutorials/${tut._id}` });
  return { tutorial: row.json(), counts: await counts(t) };
}

describe("authorization matrix", () => {
  for (const endpoint of endpoints) {
    for (const role of ["anonymous", "other", "owner"] as const) {
      const status = endpoint.expected[role];
      it(`${endpoint.name} as ${role} → ${status}`, async () => {
        const tut = await postTutorial(t, owner);
        const before = await snapshot(tut);
        const caller = role === "owner" ? owner : role === "other" ? other : undefined;
        const res = await t.app.inject({
          ...endpoint.request(tut, owner),
          headers: caller?.headers ?? {},
        } as InjectOptions);
        expect(res.statusCode, res.body).toBe(status);
        if (status >= 400) {
          expect(res.json().code).toBe(status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN");
          expect(await snapshot(tut)).toEqual(before);
        } else if (endpoint.request(tut, owner).method !== "GET") {
          expect(await snapshot(tut)).not.toEqual(before);
        }
      });
    }
  }
});
