import { afterEach, describe, expect, it, vi } from "vitest";
import { tutorialStatsQueryOptions, userStatsQueryOptions } from "../../../../src/features/home/api.js";
import { createQueryClient } from "../../../../src/lib/query-client.js";
import { statsKeys } from "../../../../src/lib/query-keys.js";
import { answerApi, bare } from "../../support/network.js";

/** Home's statistics come with its HTML (server/pages/page-answers.ts): the tiles need no round trip. */
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Home's statistics in the page", () => {
  it("are read from the page once; the next read asks the server", async () => {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = "tn-first-data";
    block.textContent = JSON.stringify({
      "/api/stats/tutorials": { body: { totalTutors: 3, totalReviews: 4, totalLanguages: 2 } },
      "/api/stats/users": { body: { totalUsers: 9 } },
    });
    document.head.append(block);
    const calls = answerApi(() => new Response(JSON.stringify({ totalUsers: 10 })));
    const client = createQueryClient();
    expect(await client.fetchQuery(tutorialStatsQueryOptions())).toEqual({
      totalTutors: 3,
      totalReviews: 4,
      totalLanguages: 2,
    });
    expect(await client.fetchQuery(userStatsQueryOptions())).toEqual({ totalUsers: 9 });
    expect(calls).toEqual([]);
    expect(await createQueryClient().fetchQuery(userStatsQueryOptions())).toEqual({ totalUsers: 10 });
    expect(calls).toHaveLength(1);
  });
});

describe("Home's statistics when the server cannot be reached", () => {
  it("keep the numbers saved before (offline, what the device last saw), and the failure is logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    answerApi(() => bare(503));
    const client = createQueryClient();
    const saved = { totalTutors: 36, totalReviews: 120, totalLanguages: 9 };
    client.setQueryData(statsKeys.tutorials(), saved, { updatedAt: Date.now() - 3_600_000 });
    await expect(
      client.fetchQuery({ ...tutorialStatsQueryOptions(), staleTime: 0, retry: false }),
    ).rejects.toThrow();
    expect(client.getQueryData(statsKeys.tutorials())).toEqual(saved);
    expect(logged).toHaveBeenCalledWith("Failed to load tutorial statistics:", expect.anything());
  });

  it("with nothing saved, fail without numbers (the tiles show 0)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answerApi(() => bare(503));
    const client = createQueryClient();
    await expect(client.fetchQuery({ ...userStatsQueryOptions(), retry: false })).rejects.toThrow();
    expect(client.getQueryData(statsKeys.users())).toBeUndefined();
  });
});
