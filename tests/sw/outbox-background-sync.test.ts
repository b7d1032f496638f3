import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeServer } from "../src/offline/support/fake-server.js";
import { freshOutbox, type OutboxModule, reload } from "../src/offline/support/outbox.js";

/** The service worker's side of the outbox: its `sync` handler, as sw/ wires it. */

let page: OutboxModule;
let worker: OutboxModule;
let server: FakeServer;

beforeEach(async () => {
  page = await freshOutbox();
  worker = await reload();
  server = new FakeServer();
});
afterEach(() => vi.restoreAllMocks());

/** What sw/ does: `self.addEventListener("sync", (event) => …)`. */
function syncHandler(sw: OutboxModule) {
  return (event: { tag: string; waitUntil(p: Promise<unknown>): void }) => {
    if (event.tag !== sw.OUTBOX_SYNC_TAG) return;
    event.waitUntil(sw.replayForBackgroundSync({ fetch: server.fetch, currentUid: sw.getOutboxUser }));
  };
}

async function fireSync(sw: OutboxModule, tag = "tutornest-outbox"): Promise<unknown> {
  let waited: Promise<unknown> | undefined;
  syncHandler(sw)({ tag, waitUntil: (p) => (waited = p) });
  return waited;
}

const add = (m: OutboxModule, uid: string, n: number) =>
  m.enqueue({
    uid,
    kind: "booking",
    method: "POST",
    path: "/api/bookings",
    body: { n },
    summary: `Book ${n}`,
  });

describe("outbox in the service worker", () => {
  it("importing it opens nothing and needs no window or document", async () => {
    expect(globalThis.window).toBeUndefined();
    expect(globalThis.document).toBeUndefined();
    const open = vi.spyOn(indexedDB, "open");
    await reload();
    expect(open).not.toHaveBeenCalled();
  });

  it("replays the signed-in user's items on the sync tag, and the page hears of it", async () => {
    const heard: string[] = [];
    page.subscribe((c) => c.reason && heard.push(c.reason));
    await page.setOutboxUser("u1");
    const mine = await add(page, "u1", 1);
    const theirs = await add(page, "u2", 2);
    server.session = "u1";
    expect(await fireSync(worker, "some-other-tag")).toBeUndefined();
    await expect(fireSync(worker)).resolves.toMatchObject({ done: 1, skipped: false });
    expect(server.applied.map((a) => [a.uid, a.key])).toEqual([["u1", mine.id]]);
    expect((await page.list()).map((i) => i.id)).toEqual([theirs.id]);
    await vi.waitFor(() => expect(heard).toContain("remove"));
  });

  it("nobody signed in: nothing is sent", async () => {
    await add(page, "u1", 1);
    await expect(fireSync(worker)).resolves.toMatchObject({ done: 0 });
    expect(server.sent).toEqual([]);
  });

  it("rejects while an item waits for a retry, so the browser syncs again later", async () => {
    await page.setOutboxUser("u1");
    await add(page, "u1", 1);
    server.faults.push("500");
    await expect(fireSync(worker)).rejects.toThrow("wait for a retry");
    // Still backing off: still rejects, nothing sent.
    await expect(fireSync(worker)).rejects.toThrow();
    expect(server.sent).toHaveLength(1);
  });

  it("a 401 resolves: syncing again cannot help until the user signs in", async () => {
    await page.setOutboxUser("u1");
    await add(page, "u1", 1);
    server.session = null;
    await expect(fireSync(worker)).resolves.toMatchObject({ stoppedBy: "unauthenticated", kept: 1 });
  });
});
