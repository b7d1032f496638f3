import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freshOutbox, type OutboxModule } from "./support/outbox.js";

let outbox: OutboxModule;
let win: EventTarget;
let doc: EventTarget & { visibilityState: "visible" | "hidden" };
let nav: { onLine: boolean; serviceWorker?: { ready: Promise<unknown> } };
let register: ReturnType<typeof vi.fn>;
let triggers: ReturnType<OutboxModule["startOutboxTriggers"]> | undefined;

beforeEach(async () => {
  outbox = await freshOutbox();
  win = new EventTarget();
  doc = Object.assign(new EventTarget(), { visibilityState: "visible" as "visible" | "hidden" });
  register = vi.fn(async (_tag: string) => {});
  nav = { onLine: true, serviceWorker: { ready: Promise.resolve({ sync: { register } }) } };
  vi.stubGlobal("addEventListener", win.addEventListener.bind(win));
  vi.stubGlobal("removeEventListener", win.removeEventListener.bind(win));
  vi.stubGlobal("document", doc);
  vi.stubGlobal("navigator", nav);
});
afterEach(() => {
  triggers?.stop();
  triggers = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const idle = { done: 0, refused: 0, kept: 0, skipped: false };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("startOutboxTriggers", () => {
  it("replays at start, on online, and when the page becomes visible (not hidden)", async () => {
    const replay = vi.fn(async () => idle);
    triggers = outbox.startOutboxTriggers({ replay });
    await tick();
    win.dispatchEvent(new Event("online"));
    await tick();
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    await tick();
    doc.visibilityState = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
    await tick();
    expect(replay.mock.calls).toEqual([["start"], ["online"], ["visible"]]);
  });

  it("never overlaps runs: triggers during a run queue exactly one more", async () => {
    let finish: () => void = () => {};
    const replay = vi.fn(() => new Promise<typeof idle>((resolve) => (finish = () => resolve(idle))));
    triggers = outbox.startOutboxTriggers({ replay });
    win.dispatchEvent(new Event("online"));
    triggers.run();
    triggers.run();
    expect(replay).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(replay).toHaveBeenCalledTimes(2));
    expect(replay.mock.calls[1]).toEqual(["online"]); // a queued reconnect keeps its reason
    finish();
    await tick();
    expect(replay).toHaveBeenCalledTimes(2);
  });

  it("does nothing while offline, and replays on reconnect", async () => {
    nav.onLine = false;
    const replay = vi.fn(async () => idle);
    triggers = outbox.startOutboxTriggers({ replay });
    triggers.run();
    await tick();
    expect(replay).not.toHaveBeenCalled();
    nav.onLine = true;
    win.dispatchEvent(new Event("online"));
    await tick();
    expect(replay.mock.calls).toEqual([["online"]]);
  });

  it("replays and asks for Background Sync when an item is enqueued or retried", async () => {
    const replay = vi.fn(async () => idle);
    triggers = outbox.startOutboxTriggers({ replay });
    await tick();
    const item = await outbox.enqueue({
      uid: "u1",
      kind: "review",
      method: "PUT",
      path: "/api/x",
      summary: "s",
    });
    await vi.waitFor(() => expect(replay).toHaveBeenCalledTimes(2));
    await outbox.update(item.id, { state: "failed" }); // not a reason to replay
    await tick();
    expect(replay).toHaveBeenCalledTimes(2);
    await outbox.retry(item.id);
    await vi.waitFor(() => expect(replay).toHaveBeenCalledTimes(3));
    expect(replay.mock.calls.slice(1)).toEqual([["enqueue"], ["enqueue"]]);
    expect(register.mock.calls).toEqual([["tutornest-outbox"], ["tutornest-outbox"]]);
  });

  it("comes back when the first waiting item is due, and soon after a skipped run", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const answers = [{ ...idle, nextAttemptAt: Date.now() + 8_000 }, { ...idle, skipped: true }, idle];
    const replay = vi.fn(async () => answers.shift() ?? idle);
    triggers = outbox.startOutboxTriggers({ replay });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(replay).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(replay.mock.calls).toEqual([["start"], ["timer"]]);
    await vi.advanceTimersByTimeAsync(outbox.SKIPPED_RETRY_MS);
    expect(replay).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(replay).toHaveBeenCalledTimes(3);
  });

  it("survives a failing replay and stops listening when stopped", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const replay = vi.fn(async () => {
      throw new Error("boom");
    });
    triggers = outbox.startOutboxTriggers({ replay });
    await tick();
    expect(error).toHaveBeenCalled();
    triggers.stop();
    win.dispatchEvent(new Event("online"));
    doc.dispatchEvent(new Event("visibilitychange"));
    await outbox.enqueue({ uid: "u1", kind: "review", method: "PUT", path: "/api/x", summary: "s" });
    await tick();
    expect(replay).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe("requestBackgroundSync", () => {
  it("registers the tag where Background Sync exists, and is a no-op elsewhere", async () => {
    expect(await outbox.requestBackgroundSync()).toBe(true);
    expect(register).toHaveBeenCalledWith("tutornest-outbox");
    nav.serviceWorker = { ready: Promise.resolve({}) }; // Safari, Firefox
    expect(await outbox.requestBackgroundSync()).toBe(false);
    nav.serviceWorker = {
      ready: Promise.resolve({ sync: { register: async () => Promise.reject(new Error("denied")) } }),
    };
    expect(await outbox.requestBackgroundSync()).toBe(false);
    delete nav.serviceWorker;
    expect(await outbox.requestBackgroundSync()).toBe(false);
  });
});
