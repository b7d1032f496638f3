import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../src/lib/query-client.js";

/** What starts once the browser is idle after the first render: a logout made offline first. */
const started = vi.hoisted(() => [] as string[]);
vi.mock("../../../src/features/auth/pending-logout.js", () => ({
  startPendingLogout: async () => void started.push("pending logout"),
}));
vi.mock("../../../src/features/auth/session.js", () => ({
  startAuthListener: () => void started.push("sign-in"),
}));
vi.mock("../../../src/features/offline/replay-effects.js", () => ({
  startReplayEffects: () => void started.push("replay effects"),
}));
vi.mock("../../../src/features/offline/runtime.js", () => ({
  startOutbox: () => void started.push("outbox"),
}));

describe("startAfterPaint", () => {
  it("starts the pending logout, then sign-in, the outbox's effects and the outbox", async () => {
    const { startAfterPaint } = await import("../../../src/startup/after-paint.js");
    startAfterPaint(createQueryClient());
    expect(started).toEqual(["pending logout", "sign-in", "replay effects", "outbox"]);
  });
});
