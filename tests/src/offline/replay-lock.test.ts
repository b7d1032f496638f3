import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeServer } from "./support/fake-server.js";
import { fakeLocks, freshOutbox, type OutboxModule, reload, stubNavigator } from "./support/outbox.js";

let outbox: OutboxModule;
let server: FakeServer;
let undo: (() => void) | undefined;
beforeEach(async () => {
  outbox = await freshOutbox();
  server = new FakeServer();
});
afterEach(() => {
  undo?.();
  undo = undefined;
});

async function addThree(m: OutboxModule) {
  const ids: string[] = [];
  for (let n = 1; n <= 3; n++) {
    const item = await m.enqueue({
      uid: "u1",
      kind: "review",
      method: "PUT",
      path: `/api/tutorials/t${n}/review`,
      body: { n },
      summary: `Review ${n}`,
    });
    ids.push(item.id);
  }
  return ids;
}

describe("one replayer at a time", () => {
  it("in-process mutex (no Web Locks): a second concurrent call is skipped; each item is sent once", async () => {
    expect(globalThis.navigator?.locks).toBeUndefined();
    const ids = await addThree(outbox);
    const release = server.hold();
    const first = outbox.replayOutbox({ fetch: server.fetch });
    const second = await outbox.replayOutbox({ fetch: server.fetch });
    expect(second).toEqual({ done: 0, refused: 0, kept: 0, skipped: true });
    release();
    expect(await first).toMatchObject({ done: 3, skipped: false });
    expect(server.keysSent()).toEqual(ids);
    // The mutex is released: the next call runs.
    expect(await outbox.replayOutbox({ fetch: server.fetch })).toMatchObject({ skipped: false, done: 0 });
  });

  it("many concurrent calls still send each item once", async () => {
    const ids = await addThree(outbox);
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => outbox.replayOutbox({ fetch: server.fetch })),
    );
    expect(runs.filter((r) => !r.skipped)).toHaveLength(1);
    expect(server.keysSent()).toEqual(ids);
  });

  it("Web Locks (ifAvailable): a page and the service worker replaying at once send each item once", async () => {
    const fake = fakeLocks();
    undo = stubNavigator({ locks: fake.locks });
    const page = outbox;
    const worker = await reload(); // a separate context: its own module state, the same IndexedDB and locks
    const ids = await addThree(page);
    const release = server.hold();
    const fromPage = page.replayOutbox({ fetch: server.fetch });
    const fromWorker = await worker.replayOutbox({ fetch: server.fetch });
    expect(fromWorker).toEqual({ done: 0, refused: 0, kept: 0, skipped: true });
    release();
    expect(await fromPage).toMatchObject({ done: 3, skipped: false });
    expect(server.keysSent()).toEqual(ids);
    expect(fake.granted()).toBe(1);
    // Released after the run.
    expect(await worker.replayOutbox({ fetch: server.fetch })).toMatchObject({ skipped: false });
    expect(fake.granted()).toBe(2);
  });

  it("the lock is released when a run fails", async () => {
    const fake = fakeLocks();
    undo = stubNavigator({ locks: fake.locks });
    await addThree(outbox);
    await expect(
      outbox.replayOutbox({
        fetch: server.fetch,
        currentUid: () => {
          throw new Error("auth exploded");
        },
      }),
    ).rejects.toThrow("auth exploded");
    expect(await outbox.replayOutbox({ fetch: server.fetch })).toMatchObject({ skipped: false, done: 3 });
  });

  it("without any lock, two contexts may both send; the Idempotency-Key keeps each applied once", async () => {
    const other = await reload();
    const ids = await addThree(outbox);
    const release = server.hold();
    const runs = [outbox.replayOutbox({ fetch: server.fetch }), other.replayOutbox({ fetch: server.fetch })];
    release();
    await Promise.all(runs);
    expect(new Set(server.keysSent())).toEqual(new Set(ids));
    expect(server.applied.map((a) => a.key)).toEqual(ids);
  });
});

describe("the service worker's Background Sync", () => {
  // The browser fires one `sync` when the network is back; a sync that ends without sending is
  // not fired again, so it must never be skipped because a page happened to be replaying.
  it("waits for a page's run (Web Locks) and then sends what is left, instead of skipping", async () => {
    const fake = fakeLocks();
    undo = stubNavigator({ locks: fake.locks });
    const page = outbox;
    const worker = await reload();
    const ids = await addThree(page);
    const release = server.hold();
    const fromPage = page.replayOutbox({ fetch: server.fetch, currentUid: () => "u1" });
    const fromWorker = worker.replayForBackgroundSync({ fetch: server.fetch, currentUid: () => "u1" });
    const late = await worker.enqueue({
      uid: "u1",
      kind: "booking",
      method: "POST",
      path: "/api/bookings",
      body: { n: 4 },
      summary: "Book 4",
    });
    release();
    await fromPage;
    await expect(fromWorker).resolves.toMatchObject({ skipped: false });
    expect(new Set(server.keysSent())).toEqual(new Set([...ids, late.id]));
    expect(server.applied.map((a) => a.key).sort()).toEqual([...ids, late.id].sort());
    expect(await worker.list()).toEqual([]);
  });

  it("without Web Locks it waits for the running replay too", async () => {
    const ids = await addThree(outbox);
    const release = server.hold();
    const first = outbox.replayOutbox({ fetch: server.fetch });
    const sync = outbox.replayForBackgroundSync({ fetch: server.fetch });
    release();
    await first;
    await expect(sync).resolves.toMatchObject({ skipped: false });
    expect(server.keysSent()).toEqual(ids);
    expect(await outbox.list()).toEqual([]);
  });
});
