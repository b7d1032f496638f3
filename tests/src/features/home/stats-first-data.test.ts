import { afterEach, describe, expect, it, vi } from "vitest";
import { tutorialStatsQueryOptions, userStatsQueryOptions } from "../../../../src/features/home/api.js";
import { createQueryClient } from "../../../../src/lib/query-client.js";
import { answerApi } from "../../support/network.js";

/** Home's statistics come with its HTML (server/pages/page-answers.ts): the tiles need no round trip. */
afterEach(() => vi.unstubAllGlobals());

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
