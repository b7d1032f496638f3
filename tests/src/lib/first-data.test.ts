import { afterEach, describe, expect, it, vi } from "vitest";
import { tutorialsPagePath } from "../../../contract/index.js";
import { tutorialStatsQueryOptions } from "../../../src/features/home/api.js";
import { fetchTutorials } from "../../../src/features/tutorials/api.js";
import { NotPaintedError, paintWithAnswers } from "../../../src/lib/first-data.js";
import { createQueryClient } from "../../../src/lib/query-client.js";
import { tutorial } from "../support/fixtures.js";
import { answerApi } from "../support/network.js";

/** The first list a page opens on comes with its HTML (server/pages/page-answers.ts): no round trip. */
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById("tn-first-data")?.remove();
});

function pageWithFirstData(answers: unknown) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "tn-first-data";
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
}

describe("the first data in the page", () => {
  it("answers the screen's first call without the network, once; the next call asks the server", async () => {
    const items = [tutorial(1), tutorial(2)];
    pageWithFirstData({ [tutorialsPagePath({ q: "english" })]: { body: items, total: 14 } });
    const calls = answerApi(
      () =>
        new Response(JSON.stringify([tutorial(3)]), {
          headers: { "content-type": "application/json", "x-total-count": "1" },
        }),
    );

    const first = await fetchTutorials({ q: "english", page: 1 });
    expect(first).toEqual({ items, total: 14, page: 1, pageCount: 3 });
    expect(calls).toEqual([]);
    expect(document.getElementById("tn-first-data")).toBeNull();

    const again = await fetchTutorials({ q: "english", page: 1 });
    expect(again.items).toEqual([tutorial(3)]);
    expect(calls).toHaveLength(1);
  });

  it("is checked like a server answer: data that does not fit the schema is refused", async () => {
    pageWithFirstData({ [tutorialsPagePath({})]: { body: [{ not: "a tutorial" }], total: 1 } });
    await expect(fetchTutorials({})).rejects.toThrow();
  });
});

describe("the answers of a page rendered for its HTML", () => {
  afterEach(() => paintWithAnswers(undefined));

  it("answer the calls they hold; any other call throws instead of reaching the network", async () => {
    const calls = answerApi(() => new Response("[]"));
    paintWithAnswers({ [tutorialsPagePath({})]: { body: [tutorial(5)], total: 1 } });
    expect((await fetchTutorials({})).items).toEqual([tutorial(5)]);
    await expect(fetchTutorials({ q: "urdu" })).rejects.toBeInstanceOf(NotPaintedError);
    // Home's statistics do not fall back to zero there: the page is then painted as the frame.
    await expect(
      createQueryClient().fetchQuery({ ...tutorialStatsQueryOptions(), retry: false }),
    ).rejects.toBeInstanceOf(NotPaintedError);
    expect(calls).toEqual([]);
  });
});
