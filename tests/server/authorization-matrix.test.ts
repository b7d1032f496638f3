import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER, SESSION_COOKIE, type Tutorial } from "../../contract/index.js";
import { block, conversationOf, people, sent, stored } from "../support/conversations.js";
import { createTestApp, type SignedIn, type TestApp } from "../support/test-app.js";
import { book, counts, postTutorial, tutorialBody } from "../support/tutorials.js";

/**
 * Every mutating endpoint of the tutorials domain, and every route of one conversation × {anonymous,
 * a forged session cookie, another signed-in user (cookie or Bearer ID token), the owner of the
 * tutorial (for a conversation: one of its two people)} → the expected status, and nothing changed
 * whenever the call is refused. To anyone but its two people a conversation does not exist (404).
 */
type Role = "anonymous" | "forged cookie" | "other" | "other (bearer)" | "owner";
const ROLES: Role[] = ["anonymous", "forged cookie", "other", "other (bearer)", "owner"];
/** Who counts as whom: a forged cookie is nobody, a Bearer ID token is its person. */
const SAME_AS: Record<Role, "anonymous" | "other" | "owner"> = {
  anonymous: "anonymous",
  "forged cookie": "anonymous",
  other: "other",
  "other (bearer)": "other",
  owner: "owner",
};
interface Endpoint {
  name: string;
  request(tut: Tutorial, owner: SignedIn): Omit<InjectOptions, "headers">;
  expected: Record<"anonymous" | "other" | "owner", number>;
  /** Stored before the call (and before the snapshot): what the endpoint needs of `other`. */
  prepare?(tut: Tutorial): Promise<void>;
  /** Headers the call needs whoever makes it (a message's Idempotency-Key). */
  headers?(): Record<string, string>;
}

/** `other` books the tutorial (untimed): a review needs a booking of it. */
async function otherBooks(tut: Tutorial): Promise<void> {
  const res = await book(t, other, tut._id);
  if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
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
    prepare: otherBooks,
  },
  {
    name: "PUT /tutorials/{id} (ReviewCount)",
    request: (tut) => ({ method: "PUT", url: `/api/tutorials/${tut._id}`, payload: { ReviewCount: 42 } }),
    expected: { anonymous: 401, other: 200, owner: 403 },
    prepare: otherBooks,
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
  {
    name: "GET /conversations/{id}/messages",
    request: () => ({ method: "GET", url: `/api/conversations/${conversationId}/messages` }),
    expected: { anonymous: 401, other: 404, owner: 200 },
  },
  {
    name: "POST /conversations/{id}/messages",
    request: () => ({
      method: "POST",
      url: `/api/conversations/${conversationId}/messages`,
      payload: { text: "Hello" },
    }),
    headers: () => ({ [IDEMPOTENCY_HEADER]: randomUUID() }),
    expected: { anonymous: 401, other: 404, owner: 201 },
  },
  {
    name: "POST /conversations/{id}/read (a message waiting)",
    request: () => ({ method: "POST", url: `/api/conversations/${conversationId}/read` }),
    expected: { anonymous: 401, other: 404, owner: 200 },
    prepare: async () => {
      await sent(t, partner, conversationId, "Did you see this?");
    },
  },
  {
    name: "PUT /conversations/{id}/block",
    request: () => ({ method: "PUT", url: `/api/conversations/${conversationId}/block` }),
    expected: { anonymous: 401, other: 404, owner: 200 },
    prepare: async () => {
      await block(t, owner, conversationId, false);
    },
  },
  {
    name: "DELETE /conversations/{id}/block",
    request: () => ({ method: "DELETE", url: `/api/conversations/${conversationId}/block` }),
    expected: { anonymous: 401, other: 404, owner: 200 },
    prepare: async () => {
      await block(t, owner, conversationId);
    },
  },
  {
    name: "GET /conversations",
    request: () => ({ method: "GET", url: "/api/conversations" }),
    expected: { anonymous: 401, other: 200, owner: 200 },
  },
  {
    name: "GET /messages/unread",
    request: () => ({ method: "GET", url: "/api/messages/unread" }),
    expected: { anonymous: 401, other: 200, owner: 200 },
  },
];

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
/** The owner's conversation partner: the conversation is theirs and the owner's, never `other`'s. */
let partner: SignedIn;
let conversationId: string;
let forged: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other, partner] = await people(t, "Matrix Owner", "Matrix Other", "Matrix Partner");
  conversationId = (await conversationOf(t, partner, owner))._id;
  // A well-formed session token naming the owner, signed with some other secret.
  forged = await new SignJWT({ email: owner.email, name: owner.name })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(owner.uid)
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("not-the-server-secret-not-the-server-secret"));
});
afterAll(() => t.close());

function headersOf(role: Role): Record<string, string> {
  switch (role) {
    case "anonymous":
      return {};
    case "forged cookie":
      // A well-formed token for the owner's uid, signed with some other secret.
      return { cookie: `${SESSION_COOKIE}=${forged}` };
    case "other":
      return other.headers;
    case "other (bearer)":
      return { authorization: `Bearer ${other.idToken}` };
    case "owner":
      return owner.headers;
  }
}

/** Everything a refused call could have touched. */
async function snapshot(tut: Tutorial) {
  const row = await t.app.inject({ method: "GET", url: `/api/tutorials/${tut._id}` });
  return { tutorial: row.json(), counts: await counts(t), conversations: await stored(t) };
}

const CODE_OF: Record<number, string> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" };

describe("authorization matrix", () => {
  for (const endpoint of endpoints) {
    for (const role of ROLES) {
      const status = endpoint.expected[SAME_AS[role]];
      it(`${endpoint.name} as ${role} → ${status}`, async () => {
        const tut = await postTutorial(t, owner);
        await endpoint.prepare?.(tut);
        const before = await snapshot(tut);
        const res = await t.app.inject({
          ...endpoint.request(tut, owner),
          headers: { ...headersOf(role), ...endpoint.headers?.() },
        } as InjectOptions);
        expect(res.statusCode, res.body).toBe(status);
        if (status >= 400) {
          expect(res.json().code).toBe(CODE_OF[status]);
          expect(await snapshot(tut)).toEqual(before);
        } else if (endpoint.request(tut, owner).method !== "GET") {
          expect(await snapshot(tut)).not.toEqual(before);
        }
      });
    }
  }
});
