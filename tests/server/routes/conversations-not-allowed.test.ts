import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER, MESSAGES } from "../../../contract/index.js";
import { conversationOf, list, people, sent, stored, unreadTotal } from "../../support/conversations.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

/**
 * Only the two people of a conversation may read or write it; to anyone else it does not exist
 * (404, the same answer as no such conversation), and a refusal changes nothing.
 */
let t: TestApp;
let ana: SignedIn;
let bo: SignedIn;
let eve: SignedIn;
let id: string;

beforeAll(async () => {
  t = await createTestApp();
  [ana, bo, eve] = await people(t, "Ana Private", "Bo Private", "Eve Outsider");
  id = (await conversationOf(t, ana, bo))._id;
  await sent(t, ana, id, "Just between us");
});
afterAll(() => t.close());

/** Every route of one conversation, as a request (a fresh Idempotency-Key on each send). */
const ROUTES: { name: string; request(conversationId: string): InjectOptions }[] = [
  { name: "GET messages", request: (c) => ({ method: "GET", url: `/api/conversations/${c}/messages` }) },
  {
    name: "GET messages before one of them",
    request: (c) => ({ method: "GET", url: `/api/conversations/${c}/messages?before=${randomUUID()}` }),
  },
  {
    name: "POST messages",
    request: (c) => ({
      method: "POST",
      url: `/api/conversations/${c}/messages`,
      headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
      payload: { text: "Let me in" },
    }),
  },
  { name: "POST read", request: (c) => ({ method: "POST", url: `/api/conversations/${c}/read` }) },
  { name: "PUT block", request: (c) => ({ method: "PUT", url: `/api/conversations/${c}/block` }) },
  { name: "DELETE block", request: (c) => ({ method: "DELETE", url: `/api/conversations/${c}/block` }) },
];

function as(who: SignedIn | null, request: InjectOptions): InjectOptions {
  return { ...request, headers: { ...(request.headers ?? {}), ...(who?.headers ?? {}) } };
}

describe("a conversation to anyone but its two people", () => {
  for (const route of ROUTES) {
    it(`${route.name}: 404 to a third person (cookie or Bearer), nothing changed`, async () => {
      const before = await stored(t);
      for (const headers of [eve.headers, { authorization: `Bearer ${eve.idToken}` }]) {
        const request = route.request(id);
        const res = await t.app.inject({ ...request, headers: { ...(request.headers ?? {}), ...headers } });
        expect([res.statusCode, res.json()], res.body).toEqual([
          404,
          { error: MESSAGES.conversationNotFound, code: "NOT_FOUND" },
        ]);
      }
      expect(await stored(t)).toBe(before);
    });

    it(`${route.name}: 401 signed out, 404 for an id that is no conversation, 400 for one that is no id`, async () => {
      const before = await stored(t);
      const out = await t.app.inject(as(null, route.request(id)));
      expect([out.statusCode, out.json().code]).toEqual([401, "UNAUTHENTICATED"]);
      const none = await t.app.inject(as(ana, route.request(randomUUID())));
      expect([none.statusCode, none.json()]).toEqual([
        404,
        { error: MESSAGES.conversationNotFound, code: "NOT_FOUND" },
      ]);
      const bad = await t.app.inject(as(ana, route.request("not-an-id")));
      expect([bad.statusCode, bad.json().code]).toEqual([400, "VALIDATION"]);
      expect(await stored(t)).toBe(before);
    });
  }

  it("is not listed for a third person, nor counted in their unread total", async () => {
    expect(await list(t, eve)).toEqual([]);
    expect(await unreadTotal(t, eve)).toBe(0);
    expect(await unreadTotal(t, bo)).toBe(1);
  });

  it("a send without its Idempotency-Key is 400 before anything else, whoever sends it", async () => {
    const before = await stored(t);
    for (const who of [ana, eve]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/conversations/${id}/messages`,
        headers: who.headers,
        payload: { text: "keyless" },
      });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: MESSAGES.messageKeyRequired, code: "VALIDATION" },
      ]);
    }
    expect(await stored(t)).toBe(before);
  });
});
