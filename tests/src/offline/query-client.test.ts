import { MutationObserver, onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../src/lib/query-client.js";

/**
 * Writes reach the outbox offline: the app's mutations run while the device is offline instead of
 * being paused by TanStack Query until it reconnects (the outbox decides what waits).
 */
afterEach(() => onlineManager.setOnline(true));

describe("the app's query client offline", () => {
  it("runs a mutation at once while offline (the outbox stores it), instead of pausing it", async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let ran = 0;
    const observer = new MutationObserver(client, {
      mutationFn: async (n: number) => {
        ran++;
        return n * 2;
      },
    });
    const result = observer.mutate(21);
    await expect(
      Promise.race([result, new Promise((r) => setTimeout(() => r("paused"), 200))]),
    ).resolves.toBe(42);
    expect(ran).toBe(1);
    expect(observer.getCurrentResult().isPaused).toBe(false);
  });
});
