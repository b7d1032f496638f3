import { beforeEach, describe, expect, it } from "vitest";
import { FakeServer } from "./support/fake-server.js";
import { freshOutbox, type OutboxModule, reload } from "./support/outbox.js";

/**
 * How items ended reaches every other context: when the service worker's Background Sync (or
 * another tab) sends what a page queued, that page must still refresh its data and tell the
 * person about a refusal — it only sees the items leave the outbox otherwise.
 */

let page: OutboxModule;
let worker: OutboxModule;
let server: FakeServer;

beforeEach(async () => {
  page = await freshOutbox();
  worker = await reload();
  server = new FakeServer();
});

type Heard = { id: string; outcome: string; status?: number; body?: unknown; error?: string };

function listen(m: OutboxModule): { heard: Heard[]; stop: () => void } {
  const heard: Heard[] = [];
  const stop = m.subscribeReplayResults((r) => {
    heard.push({
      id: r.id,
      outcome: r.outcome,
      status: r.status,
      ...(r.outcome === "done" ? { body: r.body } : {}),
      ...(r.outcome === "refused" ? { error: r.error } : {}),
    });
  });
  return { heard, stop };
}

const add = (m: OutboxModule, n: number, extra: Record<string, unknown> = {}) =>
  m.enqueue({
    uid: "u1",
    kind: "booking",
    method: "POST",
    path: "/api/bookings",
    body: { n, ...extra },
    summary: `Book ${n}`,
  });

describe("replay results across contexts", () => {
  it("the page hears what the worker's replay sent and what the server refused, with the answers", async () => {
    const atPage = listen(page);
    const atWorker = listen(worker);
    const sent = await add(page, 1);
    const refused = await add(page, 2, { refuse: "Tutorial not found" });

    await expect(
      worker.replayForBackgroundSync({ fetch: server.fetch, currentUid: async () => "u1" }),
    ).resolves.toMatchObject({ done: 1, refused: 1 });

    await expect.poll(() => atPage.heard.length).toBe(2);
    expect(atPage.heard).toEqual([
      { id: sent.id, outcome: "done", status: 201, body: { ok: true, n: 1 } },
      { id: refused.id, outcome: "refused", status: 400, error: "Tutorial not found" },
    ]);
    // The replayer tells its own listeners directly (onResult), not through the channel again.
    expect(atWorker.heard).toEqual([]);
    atPage.stop();
    atWorker.stop();
  });

  it("an item kept for a retry is no news: nothing is published until it ends", async () => {
    const atPage = listen(page);
    const item = await add(page, 1);
    server.faults.push("offline");
    await worker.replayOutbox({ fetch: server.fetch, random: () => 0.5 });
    await worker.replayOutbox({ fetch: server.fetch, ignoreBackoff: true });
    await expect.poll(() => atPage.heard.length).toBe(1);
    expect(atPage.heard).toEqual([{ id: item.id, outcome: "done", status: 201, body: { ok: true, n: 1 } }]);
    atPage.stop();
  });
});
