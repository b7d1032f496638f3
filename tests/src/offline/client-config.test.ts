import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientConfig } from "../../../contract/index.js";

/**
 * Offline, sign-in must still start: the PWA's Firebase configuration comes from GET /api/config,
 * so the last one seen is kept on the device and used when the server cannot be reached.
 */

const SAVED: ClientConfig = {
  firebase: { apiKey: "demo-api-key", authDomain: "demo.example", projectId: "demo-tutornest" },
  authEmulatorUrl: "http://127.0.0.1:9099",
};

let storage: Map<string, string>;
let fetchCalls: number;

async function load() {
  vi.resetModules();
  return import("../../../src/lib/firebase.js");
}

beforeEach(() => {
  storage = new Map();
  fetchCalls = 0;
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  vi.stubGlobal("location", new URL("http://tutornest.test/"));
  vi.stubGlobal("fetch", async () => {
    fetchCalls++;
    throw new TypeError("Failed to fetch");
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the client configuration offline", () => {
  it("uses the saved configuration when the server cannot be reached", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    storage.set("tutornest-client-config", JSON.stringify(SAVED));
    const { clientConfig } = await load();
    await expect(clientConfig()).resolves.toEqual(SAVED);
  });

  it("does not even try the network when the device says it is offline", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    storage.set("tutornest-client-config", JSON.stringify(SAVED));
    const { clientConfig } = await load();
    await expect(clientConfig()).resolves.toEqual(SAVED);
    expect(fetchCalls).toBe(0);
  });

  it("fails as before when nothing was saved, or what was saved is not a configuration", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const { clientConfig } = await load();
    await expect(clientConfig()).rejects.toThrow();
    storage.set("tutornest-client-config", JSON.stringify({ firebase: "nope" }));
    await expect(clientConfig()).rejects.toThrow();
  });
});
