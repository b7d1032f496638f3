import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../src/lib/query-client.js";

/** What starts after the first paint starts a piece per task, a logout made offline first. */
const started = vi.hoisted(() => [] as string[]);
vi.mock("../../src/features/auth/pending-logout.js", () => ({
  startPendingLogout: async () => void started.push("pending logout"),
}));
vi.mock("../../src/features/auth/session.js", () => ({
  startAuthListener: () => void started.push("sign-in"),
}));
vi.mock("../../src/features/offline/replay-effects.js", () => ({
  startReplayEffects: () => void started.push("replay effects"),
}));
vi.mock("../../src/features/offline/runtime.js", () => ({
  startOutbox: () => void started.push("outbox"),
}));

describe("startAfterPaint", () => {
  it("starts sign-in and the outbox in tasks of their own, after the pending logout", async () => {
    const { startAfterPaint } = await import("../../src/after-paint.js");
    const done = startAfterPaint(createQueryClient());
    expect(started).toEqual([]);
    const perTask: string[][] = [];
    while (started.length < 4) {
      const before = started.length;
      await new Promise((resolve) => setTimeout(resolve, 0));
      perTask.push(started.slice(before));
    }
    await done;
    expect(started).toEqual(["pending logout", "sign-in", "replay effects", "outbox"]);
    expect(Math.max(...perTask.map((t) => t.length))).toBe(1);
  });
});
