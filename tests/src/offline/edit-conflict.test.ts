import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/messages.js";
import { freshOutbox, type OutboxModule } from "./support/outbox.js";

/**
 * Edits that never overwrite silently (docs/decisions.md): an edit is sent with the ETag it was
 * made on; a 412 keeps it, in conflict, until the person chooses.
 */
const ORIGIN = "http://tutornest.test";
const network = setupServer();
beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterEach(() => network.resetHandlers());
afterAll(() => network.close());

/** One tutorial on the server, at `version`, with the API's If-Match rule. */
let version: number;
let sent: { ifMatch: string | null; body: unknown }[];
beforeEach(() => {
  version = 1;
  sent = [];
  network.use(
    http.put(`${ORIGIN}/api/tutorials/update/t1`, async ({ request }) => {
      const ifMatch = request.headers.get("if-match");
      sent.push({ ifMatch, body: await request.json() });
      if (ifMatch !== null && ifMatch !== `"t${version}"`) {
        return HttpResponse.json(
          { error: MESSAGES.editConflict, code: "PRECONDITION_FAILED" },
          { status: 412 },
        );
      }
      version++;
      return HttpResponse.json({ ok: true }, { headers: { etag: `"t${version}"` } });
    }),
  );
});

let outbox: OutboxModule;
beforeEach(async () => {
  outbox = await freshOutbox();
});

const edit = (price: number, ifMatch?: string) =>
  outbox.enqueue({
    uid: "u1",
    kind: "tutorial-update",
    method: "PUT",
    path: "/api/tutorials/update/t1",
    body: { image: "/uploads/a.webp", language: "English", price, description: "Hi" },
    summary: "Edit your English tutorial",
    meta: { tutorialId: "t1" },
    resource: "tutorial:t1",
    ...(ifMatch ? { ifMatch } : {}),
  });

const replay = () => {
  const outcomes: string[] = [];
  return outbox
    .replayOutbox({
      fetch: (input, init) => globalThis.fetch(new URL(String(input), ORIGIN), init),
      onResult: (r) => outcomes.push(r.outcome),
    })
    .then((summary) => ({ summary, outcomes }));
};

describe("an edit made on a version that changed meanwhile", () => {
  it("is sent with If-Match; a 412 keeps it in conflict (not refused), and the queue goes on", async () => {
    const stale = await edit(20, '"t1"');
    version = 2; // changed from another device meanwhile
    const other = await edit(30); // no If-Match: applies whatever the version, as before
    const { outcomes } = await replay();
    expect(outcomes).toEqual(["conflict", "done"]);
    expect(sent.map((s) => s.ifMatch)).toEqual(['"t1"', null]);
    const left = await outbox.list();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      id: stale.id,
      state: "conflict",
      status: 412,
      error: MESSAGES.editConflict,
      ifMatch: '"t1"',
    });
    expect(left.some((i) => i.id === other.id)).toBe(false);
    // In conflict, it is not sent again by itself.
    await replay();
    expect(sent).toHaveLength(2);
  });

  it("'Keep mine' sends it again on the server's version, with the same key", async () => {
    const stale = await edit(20, '"t1"');
    version = 2;
    await replay();
    await outbox.resend(stale.id, '"t2"');
    expect((await outbox.getItem(stale.id))?.state).toBe("pending");
    const { outcomes } = await replay();
    expect(outcomes).toEqual(["done"]);
    expect(sent.at(-1)).toEqual({ ifMatch: '"t2"', body: expect.objectContaining({ price: 20 }) });
    expect(await outbox.list()).toEqual([]);
  });

  it("'Keep the server's' drops it: nothing more is sent", async () => {
    const stale = await edit(20, '"t1"');
    version = 2;
    await replay();
    await outbox.discard(stale.id);
    await replay();
    expect(sent).toHaveLength(1);
    expect(await outbox.list()).toEqual([]);
  });

  it("two edits queued on one version: the second follows the version the first made", async () => {
    await edit(20, '"t1"');
    await edit(25, '"t1"');
    const { outcomes } = await replay();
    expect(outcomes).toEqual(["done", "done"]);
    expect(sent.map((s) => s.ifMatch)).toEqual(['"t1"', '"t2"']);
    expect(version).toBe(3);
  });
});
