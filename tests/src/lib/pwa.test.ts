import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The service worker is registered once the browser is idle (src/lib/pwa.ts): its install fetches
 * the whole shell, which on a first visit would compete with the first screen.
 */
const registerSW = vi.fn((_options: unknown) => async () => {});
vi.mock("virtual:pwa-register", () => ({ registerSW }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the service worker's registration", () => {
  it("waits for the browser to be idle, then registers", async () => {
    vi.stubEnv("DEV", false);
    vi.stubGlobal("navigator", { ...navigator, serviceWorker: {} });
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (work: () => void) => idle.push(work));
    const { startPwa } = await import("../../../src/lib/pwa.js");
    startPwa();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(registerSW).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]();
    await vi.waitFor(() => expect(registerSW).toHaveBeenCalledTimes(1));
  });
});
