import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../src/lib/api-client.js";
import { answerApi, json } from "../support/network.js";

/**
 * A request leaves in a task of its own, after the one that asked for it (src/lib/api-client.ts):
 * a render that starts several requests does not also send them all in its own task.
 */
describe("the API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a request only once the main thread has been given back, and in the order asked", async () => {
    const yields: (() => void)[] = [];
    vi.stubGlobal("scheduler", {
      yield: () => new Promise<void>((resolve) => yields.push(resolve)),
    });
    const calls = answerApi((call) => json(200, { path: call.url }));
    const first = api.get("first").json();
    const second = api.get("second").json();
    // Every microtask of the asking task has run: nothing has gone out yet.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(calls).toEqual([]);
    expect(yields).toHaveLength(2);
    for (const resume of yields) resume();
    expect(await first).toEqual({ path: "/api/first" });
    expect(await second).toEqual({ path: "/api/second" });
    expect(calls.map((c) => c.url)).toEqual(["/api/first", "/api/second"]);
  });
});
