import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/messages.js";
import { FakeServer, fakeClock } from "./support/fake-server.js";
import { freshOutbox, type OutboxModule, reload } from "./support/outbox.js";

let outbox: OutboxModule;
let server: FakeServer;
let clock: ReturnType<typeof fakeClock>;
beforeEach(async () => {
  outbox = await freshOutbox();
  server = new FakeServer();
  clock = fakeClock();
});

const add = (n: number, extra: { uid?: string; body?: unknown } = {}) =>
  outbox.enqueue(
    {
      uid: extra.uid ?? "u1",
      kind: "booking",
      method: "POST",
      path: "/api/bookings",
      body: "body" in extra ? extra.body : { n },
      summary: `Book ${n}`,
    },
    clock.now(),
  );

const replay = (more: Partial<Parameters<OutboxModule["replayOutbox"]>[0]> = {}) => {
  const results: Awaited<ReturnType<OutboxModule["list"]>>[number][] = [];
  const outcomes: string[] = [];
  return outbox
    .replayOutbox({
      fetch: server.fetch,
      now: clock.now,
      random: () => 0.5, // no jitter
      onResult: (r) => {
        outcomes.push(`${r.outcome}:${(r.item.body as { n?: number } | undefined)?.n}`);
        results.push(r.item);
      },
      ...more,
    })
    .then((summary) => ({ summary, outcomes, results }));
};

describe("replayOutbox", () => {
  it("sends in order with the item's id as Idempotency-Key and removes each 2xx", async () => {
    const items = [await add(1), await add(2), await add(3)];
    const { summary, outcomes } = await replay({ baseUrl: "http://api.test" });
    expect(summary).toEqual({ done: 3, refused: 0, kept: 0, skipped: false });
    expect(outcomes).toEqual(["done:1", "done:2", "done:3"]);
    expect(server.keysSent()).toEqual(items.map((i) => i.id));
    expect(server.sent.every((r) => r.method === "POST" && r.path === "/api/bookings")).toBe(true);
    expect(server.sent.map((r) => r.contentType)).toEqual(Array(3).fill("application/json"));
    expect(server.applied.map((a) => a.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await outbox.list()).toEqual([]);
  });

  it("reports the response body of a done item", async () => {
    await add(1);
    const bodies: unknown[] = [];
    await replay({ onResult: (r) => r.outcome === "done" && bodies.push(r.body) });
    expect(bodies).toEqual([{ ok: true, n: 1 }]);
  });

  it("sends no body and no content-type for an item without a body (DELETE)", async () => {
    await outbox.enqueue(
      {
        uid: "u1",
        kind: "skill-remove",
        method: "DELETE",
        path: "/api/profile/skills/French",
        summary: "Remove French",
      },
      clock.now(),
    );
    await replay();
    expect(server.sent).toMatchObject([
      { method: "DELETE", contentType: null, body: undefined, outcome: 201 },
    ]);
  });

  it("marks a 4xx as failed with the server's text, and continues with the next item", async () => {
    await add(1);
    const bad = await add(2, { body: { n: 2, refuse: "You have already reviewed this tutorial." } });
    await add(3);
    const { summary, outcomes } = await replay();
    expect(summary).toEqual({ done: 2, refused: 1, kept: 0, skipped: false });
    expect(outcomes).toEqual(["done:1", "refused:2", "done:3"]);
    expect(await outbox.list()).toEqual([
      expect.objectContaining({
        id: bad.id,
        state: "failed",
        status: 400,
        error: "You have already reviewed this tutorial.",
      }),
    ]);
    // Not retried automatically.
    clock.advance(60 * 60_000);
    expect((await replay()).summary).toEqual({ done: 0, refused: 0, kept: 0, skipped: false });
    expect(server.sent).toHaveLength(3);
  });

  it("marks a 429 REQUESTS_WAITING (caps on lesson requests) as failed with the server's words; a 429 RATE_LIMITED waits", async () => {
    const a = await add(1);
    server.faults.push("429-rate-limited");
    expect((await replay()).summary).toMatchObject({ kept: 1, refused: 0, stoppedBy: "retry-later" });
    expect(await outbox.list()).toMatchObject([{ id: a.id, state: "pending", attempts: 1 }]);
    server.faults.push("429-requests-waiting");
    const codes: (string | undefined)[] = [];
    const { summary } = await replay({
      ignoreBackoff: true,
      onResult: (r) => r.outcome === "refused" && codes.push(r.code),
    });
    expect(summary).toMatchObject({ kept: 0, refused: 1 });
    expect(codes).toEqual(["REQUESTS_WAITING"]);
    expect(await outbox.list()).toMatchObject([
      { id: a.id, state: "failed", status: 429, error: MESSAGES.waitingRequestsForTutor },
    ]);
  });

  it("falls back to 'Something went wrong.' when a refusal has no text", async () => {
    await add(1, { body: { n: 1, refuse: "" } });
    await replay();
    expect(await outbox.list()).toMatchObject([
      { state: "failed", status: 400, error: "Something went wrong." },
    ]);
  });

  it("keeps everything on 401 and stops until the user signs in again", async () => {
    const a = await add(1);
    await add(2);
    server.session = null;
    const first = await replay();
    expect(first.summary).toEqual({
      done: 0,
      refused: 0,
      kept: 1,
      skipped: false,
      stoppedBy: "unauthenticated",
    });
    expect(first.outcomes).toEqual(["unauthenticated:1"]);
    expect(server.sent).toHaveLength(1);
    expect(await outbox.list()).toMatchObject([
      { id: a.id, state: "pending", attempts: 0 },
      { state: "pending", attempts: 0 },
    ]);
    server.session = "u1";
    expect((await replay()).summary).toMatchObject({ done: 2 });
    expect(server.keysSent()).toEqual([a.id, a.id, expect.any(String)]);
  });

  it.each([
    ["a network error", "offline"],
    ["a 500", "500"],
    ["a 409 'still being processed'", "in-flight-409"],
  ] as const)("keeps the item on %s with a growing backoff and stops; later items wait", async (_, fault) => {
    const a = await add(1);
    const b = await add(2);
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      server.faults.push(fault);
      const { summary } = await replay();
      expect(summary).toMatchObject({ done: 0, kept: 1, stoppedBy: "retry-later" });
      const [first, second] = await outbox.list();
      expect(first).toMatchObject({ id: a.id, state: "pending", attempts: i + 1 });
      expect(second).toMatchObject({ id: b.id, attempts: 0 });
      expect(summary.nextAttemptAt).toBe(first.nextAttemptAt);
      delays.push(first.nextAttemptAt - clock.now());
      // Not due yet: nothing is sent, and b is not sent ahead of a.
      expect((await replay()).summary).toEqual({
        done: 0,
        refused: 0,
        kept: 0,
        skipped: false,
        nextAttemptAt: first.nextAttemptAt,
      });
      clock.advance(delays[i]);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300].map((s) => s * 1000));
    expect(server.keysSent()).toEqual(Array(10).fill(a.id));
    const { outcomes } = await replay();
    expect(outcomes).toEqual(["done:1", "done:2"]);
    expect(server.keysSent().slice(10)).toEqual([a.id, b.id]);
  });

  it("jitters the backoff by ±20% and honours Retry-After", async () => {
    expect(outbox.backoffDelay(0, () => 0)).toBe(800);
    expect(outbox.backoffDelay(0, () => 0.999999)).toBe(1200);
    expect(outbox.backoffDelay(3, () => 0.5)).toBe(8000);
    expect(outbox.backoffDelay(20, () => 0.999999)).toBe(300_000);
    expect(outbox.backoffDelay(20, () => 0)).toBe(240_000);
    await add(1);
    server.faults.push("503-retry-after");
    const { summary } = await replay();
    expect(summary.nextAttemptAt).toBe(clock.now() + 120_000);
  });

  it("ignoreBackoff sends a waiting item at once (the device reconnected)", async () => {
    await add(1);
    server.faults.push("offline", "offline", "offline");
    for (let i = 0; i < 3; i++) await replay({ ignoreBackoff: true });
    expect((await outbox.list())[0].attempts).toBe(3);
    expect((await replay()).summary.done).toBe(0);
    expect((await replay({ ignoreBackoff: true })).summary.done).toBe(1);
  });

  it("uses the SAME key on every retry, across reloads, and a retried failed item too", async () => {
    const a = await add(1);
    server.faults.push("offline", "500", "lost-answer");
    await replay();
    outbox = await reload();
    clock.advance(10_000);
    await replay();
    clock.advance(10_000);
    await replay(); // applied, but the answer was lost
    outbox = await reload();
    clock.advance(10_000);
    const { outcomes } = await replay(); // the server answers the first answer again
    expect(outcomes).toEqual(["done:1"]);
    expect(server.keysSent()).toEqual([a.id, a.id, a.id, a.id]);
    expect(server.applied).toHaveLength(1);

    const b = await add(2, { body: { n: 2, refuse: "Booking failed" } });
    await replay();
    await outbox.retry(b.id, clock.now());
    await replay();
    expect(server.keysSent().slice(4)).toEqual([b.id, b.id]);
  });

  it("sends only the signed-in user's items; other users' items wait for them", async () => {
    const a1 = await add(1, { uid: "a" });
    const b2 = await add(2, { uid: "b" });
    const a3 = await add(3, { uid: "a" });
    server.session = "a";
    expect((await replay({ currentUid: () => "a" })).outcomes).toEqual(["done:1", "done:3"]);
    expect((await replay({ currentUid: async () => null })).summary.done).toBe(0);
    expect(await outbox.list()).toMatchObject([{ id: b2.id }]);
    server.session = "b";
    expect((await replay({ currentUid: () => "b" })).outcomes).toEqual(["done:2"]);
    expect(server.applied.map((x) => [x.uid, x.key])).toEqual([
      ["a", a1.id],
      ["a", a3.id],
      ["b", b2.id],
    ]);
  });

  it("one user's backoff does not hold another user's items", async () => {
    await add(1, { uid: "a" });
    await add(2, { uid: "b" });
    server.faults.push("500");
    await replay({ currentUid: () => "a" });
    server.session = "b";
    expect((await replay({ currentUid: () => "b" })).outcomes).toEqual(["done:2"]);
  });

  it("also sends items enqueued while it runs", async () => {
    await add(1);
    let added = false;
    const { outcomes } = await replay({
      fetch: async (input, init) => {
        if (!added) {
          added = true;
          await add(2);
        }
        return server.fetch(input, init);
      },
    });
    expect(outcomes).toEqual(["done:1", "done:2"]);
  });

  it("a request that never answers times out as a network error", async () => {
    await add(1);
    server.faults.push("no-answer");
    const { summary } = await replay({ timeoutMs: 20 });
    expect(summary).toMatchObject({ kept: 1, stoppedBy: "retry-later" });
  });
});
