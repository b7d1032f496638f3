import { describe, expect, it } from "vitest";
import { api } from "../../../src/lib/api-client.js";
import { answerApi, json } from "../support/network.js";

/** The one HTTP client (src/lib/api-client.ts): same-origin /api, requests in the order made. */
describe("the API client", () => {
  it("sends requests under /api, in the order asked", async () => {
    const calls = answerApi((call) => json(200, { path: call.url }));
    const first = api.get("first").json();
    const second = api.get("second").json();
    expect(await first).toEqual({ path: "/api/first" });
    expect(await second).toEqual({ path: "/api/second" });
    expect(calls.map((c) => c.url)).toEqual(["/api/first", "/api/second"]);
  });
});
