import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeServer, fakeClock } from "./support/fake-server.js";
import { freshOutbox, type OutboxModule, reload } from "./support/outbox.js";

let outbox: OutboxModule;
beforeEach(async () => {
  outbox = await freshOutbox();
});

const booking = (uid = "u1", n = 1) => ({
  uid,
  kind: "booking" as const,
  method: "POST" as const,
  path: "/api/bookings",
  body: { tutorId: `t${n}` },
  summary: `Book English with tutor ${n}`,
  meta: { tutorId: `t${n}`, language: "English" },
});

describe("outbox store", () => {
  it("stores a pending item with an id, a seq and the inputs", async () => {
    const item = await outbox.enqueue(booking(), 1_000);
    expect(item).toMatchObject({
      uid: "u1",
      kind: "booking",
      method: "POST",
      path: "/api/bookings",
      body: { tutorId: "t1" },
      summary: "Book English with tutor 1",
      meta: { tutorId: "t1", language: "English" },
      createdAt: new Date(1_000).toISOString(),
      attempts: 0,
      nextAttemptAt: 1_000,
      state: "pending",
    });
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await outbox.list()).toEqual([item]);
    expect(await outbox.getItem(item.id)).toEqual(item);
  });

  it("persists the item before anything is sent", async () => {
    const server = new FakeServer();
    const seenInStore: boolean[] = [];
    const item = await outbox.enqueue(booking());
    await outbox.replayOutbox({
      fetch: async (input, init) => {
        const key = new Headers(init?.headers).get("Idempotency-Key");
        seenInStore.push((await outbox.list()).some((i) => i.id === key));
        return server.fetch(input, init);
      },
    });
    expect(seenInStore).toEqual([true]);
    expect(server.applied.map((a) => a.key)).toEqual([item.id]);
  });

  it("lists in enqueue order; seq strictly increases even within one millisecond and a clock set back", async () => {
    const a = await outbox.enqueue(booking("u1", 1), 5_000);
    const b = await outbox.enqueue(booking("u1", 2), 5_000);
    const c = await outbox.enqueue(booking("u1", 3), 4_000);
    expect(a.seq).toBeLessThan(b.seq);
    expect(b.seq).toBeLessThan(c.seq);
    expect((await outbox.list()).map((i) => i.id)).toEqual([a.id, b.id, c.id]);
  });

  it("survives a reload: items, their order, and seq keeps increasing", async () => {
    const clock = fakeClock();
    const a = await outbox.enqueue(booking("u1", 1), clock.now());
    const b = await outbox.enqueue(booking("u2", 2), clock.now());
    outbox = await reload();
    expect((await outbox.list()).map((i) => i.id)).toEqual([a.id, b.id]);
    const c = await outbox.enqueue(booking("u1", 3), clock.now() - 60_000);
    expect(c.seq).toBeGreaterThan(b.seq);
    expect((await outbox.list()).map((i) => i.id)).toEqual([a.id, b.id, c.id]);
  });

  it("updates, retries and discards; an update of a removed item changes nothing", async () => {
    const item = await outbox.enqueue(booking(), 1_000);
    const failed = await outbox.update(item.id, { state: "failed", error: "Booking failed", status: 400 });
    expect(failed).toMatchObject({ id: item.id, seq: item.seq, state: "failed", error: "Booking failed" });
    const retried = await outbox.retry(item.id, 9_000);
    expect(retried).toMatchObject({ state: "pending", attempts: 0, nextAttemptAt: 9_000 });
    expect(retried).not.toHaveProperty("error");
    expect(retried).not.toHaveProperty("status");
    await outbox.discard(item.id);
    expect(await outbox.list()).toEqual([]);
    expect(await outbox.update(item.id, { attempts: 3 })).toBeUndefined();
    expect(await outbox.retry(item.id)).toBeUndefined();
    expect(await outbox.list()).toEqual([]);
  });

  it("keeps enqueue ids given by the caller and refuses a duplicate", async () => {
    const item = await outbox.enqueue({ ...booking(), id: "key-1" });
    expect(item.id).toBe("key-1");
    await expect(outbox.enqueue({ ...booking(), id: "key-1" })).rejects.toBeTruthy();
    expect(await outbox.list()).toHaveLength(1);
  });

  it("notifies in-process listeners after every write, until unsubscribed", async () => {
    const fn = vi.fn();
    const unsubscribe = outbox.subscribe(fn);
    const item = await outbox.enqueue(booking());
    await outbox.update(item.id, { attempts: 1 });
    await outbox.update(item.id, { state: "failed" });
    await outbox.retry(item.id);
    await outbox.remove(item.id);
    expect(fn.mock.calls.map(([c]) => c.reason)).toEqual(["enqueue", "update", "update", "retry", "remove"]);
    expect(fn.mock.calls.every(([c]) => c.type === "changed" && c.id === item.id)).toBe(true);
    unsubscribe();
    await outbox.enqueue(booking());
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it("tells other contexts (another page, the service worker) through BroadcastChannel", async () => {
    const otherPage = outbox;
    const heard = vi.fn();
    const unsubscribe = otherPage.subscribe(heard);
    const worker = await reload(); // a second, independent copy of the module
    const raw: unknown[] = [];
    const channel = new BroadcastChannel("tutornest-outbox");
    channel.onmessage = (e) => raw.push(e.data);
    const item = await worker.enqueue(booking());
    await vi.waitFor(() =>
      expect(heard).toHaveBeenCalledWith({ type: "changed", reason: "enqueue", id: item.id }),
    );
    await vi.waitFor(() => expect(raw).toContainEqual({ type: "changed", reason: "enqueue", id: item.id }));
    channel.close();
    unsubscribe();
  });

  it("keeps the signed-in user for the service worker", async () => {
    expect(await outbox.getOutboxUser()).toBeNull();
    await outbox.setOutboxUser("u7");
    expect(await (await reload()).getOutboxUser()).toBe("u7");
    await outbox.setOutboxUser(null);
    expect(await outbox.getOutboxUser()).toBeNull();
  });
});
