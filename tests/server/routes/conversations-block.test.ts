import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/index.js";
import { block, conversationOf, list, people, send, sent, stored } from "../../support/conversations.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

/** Blocking (docs/product.md, Messages between people): the blocked person cannot send; the blocker can. */
let t: TestApp;
let ana: SignedIn;
let bo: SignedIn;
let id: string;

beforeAll(async () => {
  t = await createTestApp();
  [ana, bo] = await people(t, "Ana Blocks", "Bo Blocked");
  id = (await conversationOf(t, bo, ana))._id;
  await sent(t, bo, id, "Hello?");
});
afterAll(() => t.close());

const flags = async (who: SignedIn) => (await list(t, who)).find((c) => c._id === id)?.blocked;

describe("PUT and DELETE /api/conversations/{id}/block", () => {
  it("blocks: the blocked person's send is 403 BLOCKED and stores nothing; the blocker may still send", async () => {
    const res = await block(t, ana, id);
    expect([res.statusCode, res.json()]).toEqual([200, { blocked: true }]);
    // Blocking again is the same state, not an error.
    expect((await block(t, ana, id)).json()).toEqual({ blocked: true });
    expect(await flags(ana)).toEqual({ byMe: true, byThem: false });
    expect(await flags(bo)).toEqual({ byMe: false, byThem: true });

    const before = await stored(t);
    const refused = await send(t, bo, id, "Please answer");
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { error: "You cannot message this person.", code: "BLOCKED" },
    ]);
    expect(refused.json().error).toBe(MESSAGES.cannotMessage);
    expect(await stored(t)).toBe(before);

    expect((await send(t, ana, id, "I blocked you, but I can still write.")).statusCode).toBe(201);
  });

  it("unblocks: the same person's send is stored again (201)", async () => {
    const res = await block(t, ana, id, false);
    expect([res.statusCode, res.json()]).toEqual([200, { blocked: false }]);
    expect(await flags(bo)).toEqual({ byMe: false, byThem: false });
    expect((await send(t, bo, id, "Thanks")).statusCode).toBe(201);
    expect((await block(t, ana, id, false)).json()).toEqual({ blocked: false });
  });

  it("lets each person block the other: both flags at once, and either send refused", async () => {
    await block(t, ana, id);
    await block(t, bo, id);
    expect(await flags(ana)).toEqual({ byMe: true, byThem: true });
    expect((await send(t, ana, id, "x")).json().code).toBe("BLOCKED");
    expect((await send(t, bo, id, "x")).json().code).toBe("BLOCKED");
    await block(t, bo, id, false);
    expect((await send(t, ana, id, "back")).statusCode).toBe(201);
    expect((await send(t, bo, id, "x")).statusCode).toBe(403);
    await block(t, ana, id, false);
  });

  it("answers 404 to a third person and 401 signed out, changing no flag", async () => {
    const [cy] = await people(t, "Cy Outsider");
    const before = await stored(t);
    for (const on of [true, false]) {
      const res = await block(t, cy, id, on);
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { error: MESSAGES.conversationNotFound, code: "NOT_FOUND" },
      ]);
      expect((await block(t, null, id, on)).statusCode).toBe(401);
    }
    expect(await stored(t)).toBe(before);
  });
});
