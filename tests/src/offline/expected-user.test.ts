import { beforeEach, describe, expect, it } from "vitest";
import { FakeServer } from "./support/fake-server.js";
import { freshOutbox, type OutboxModule } from "./support/outbox.js";

/**
 * A queued write is never applied as another person (docs/decisions.md): it names its maker in
 * X-Expected-User, the server answers 401 when the session is someone else's, and the write waits
 * for its maker to sign in again.
 */
let outbox: OutboxModule;
let server: FakeServer;
/** The X-Expected-User header of every request the server saw. */
const seen = () => server.sent.map((r) => r.expectedUser);

beforeEach(async () => {
  outbox = await freshOutbox();
  server = new FakeServer();
});

const add = (uid: string, n: number) =>
  outbox.enqueue({
    uid,
    kind: "booking",
    method: "POST",
    path: "/api/bookings",
    body: { n },
    summary: `Book ${n}`,
  });

describe("the expected user of a queued write", () => {
  it("is sent with every replayed write: the uid that made it", async () => {
    await add("a", 1);
    await add("a", 2);
    server.session = "a";
    const summary = await outbox.replayOutbox({ fetch: server.fetch, currentUid: () => "a" });
    expect(summary.done).toBe(2);
    expect(seen()).toEqual(["a", "a"]);
  });

  it("keeps a write the server refuses under another person's session until its maker signs in", async () => {
    const item = await add("a", 1);
    // The page believes "a" is signed in, but the browser still holds "b"'s cookie.
    server.session = "b";
    const first = await outbox.replayOutbox({ fetch: server.fetch, currentUid: () => "a" });
    expect(first).toMatchObject({ done: 0, stoppedBy: "unauthenticated" });
    expect(server.applied).toEqual([]);
    expect(await outbox.list()).toMatchObject([{ id: item.id, state: "pending" }]);

    server.session = "a";
    expect((await outbox.replayOutbox({ fetch: server.fetch, currentUid: () => "a" })).done).toBe(1);
    expect(server.applied.map((x) => [x.uid, x.key])).toEqual([["a", item.id]]);
  });

  it("is never sent while another person is signed in", async () => {
    await add("a", 1);
    server.session = "b";
    const summary = await outbox.replayOutbox({ fetch: server.fetch, currentUid: () => "b" });
    expect(summary.done).toBe(0);
    expect(seen()).toEqual([]);
  });
});

describe("removeAllOf", () => {
  it("deletes every item of one person, waiting or refused, and no one else's", async () => {
    const a1 = await add("a", 1);
    const b2 = await add("b", 2);
    const a3 = await add("a", 3);
    await outbox.update(a1.id, { state: "failed", error: "No", status: 400 });
    const changes: string[] = [];
    const off = outbox.subscribe((c) => changes.push(`${c.reason}:${c.id}`));
    expect(await outbox.removeAllOf("a")).toBe(2);
    off();
    expect(await outbox.list()).toMatchObject([{ id: b2.id }]);
    expect(changes.sort()).toEqual([`discard:${a1.id}`, `discard:${a3.id}`].sort());
  });
});
