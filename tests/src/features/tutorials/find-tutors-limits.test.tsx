import "fake-indexeddb/auto";
import { i18n } from "@lingui/core";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MAX_SEARCH_RESULTS,
  MESSAGES,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from "../../../../contract/index.js";
import { FindTutorsPage } from "../../../../src/features/tutorials/components/find-tutors-page.js";
import { tutorialsFoundText } from "../../../../src/features/tutorials/format.js";
import { tutorialKeys } from "../../../../src/lib/query-keys.js";
import { amina } from "../../support/fixtures.js";
import { answerApi, json } from "../../support/network.js";
import { renderPage, testQueryClient } from "../../support/render-page.js";

/**
 * Find Tutors against the server's limits on searches (network stubbed): a refused search shows
 * the server's words, and a capped total reads "1,000+".
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tutorial = {
  _id: "7f1c7a52-4f3e-4c55-9b43-0c8e54b7c001",
  userId: amina.uid,
  userName: "Amina Rahman",
  email: "amina@tutornest.example",
  image: "/uploads/a.webp",
  language: "English",
  price: 10,
  description: "Spoken English.",
  review: 0,
  rating: null,
  ratingCount: 0,
  createdAt: "2026-11-01T10:00:00.000Z",
};

const open = (q: string, queryClient = testQueryClient()) =>
  renderPage(
    () => (
      <FindTutorsPage
        filters={{}}
        onFilters={() => {}}
        q={q}
        page={1}
        onSearch={() => {}}
        onPageChange={() => {}}
      />
    ),
    queryClient,
  );

describe("Find Tutors and the search limits", () => {
  it("shows the server's text when a search is refused with 429", async () => {
    const calls = answerApi(() => json(429, { error: MESSAGES.rateLimited, code: "RATE_LIMITED" }));
    await open("en");
    expect(await screen.findByText(MESSAGES.rateLimited)).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}${c.search}`)).toEqual([
      "GET /api/tutorials?limit=6&offset=0&q=en",
    ]);
  });

  it("reads a capped total as a lower bound: '1,000+ tutorials found'", async () => {
    answerApi(
      () =>
        new Response(JSON.stringify([tutorial]), {
          status: 200,
          headers: {
            "content-type": "application/json",
            [TOTAL_COUNT_HEADER]: String(MAX_SEARCH_RESULTS),
            [TOTAL_COUNT_CAPPED_HEADER]: "true",
          },
        }),
    );
    await open("e");
    expect(await screen.findByText("1,000+ tutorials found, page 1 of 167")).toBeTruthy();
  });

  it("an exact total has no '+'", () => {
    expect(tutorialsFoundText({ total: 1000, page: 2, pageCount: 167 }, i18n)).toBe(
      "1,000 tutorials found, page 2 of 167",
    );
    expect(tutorialsFoundText({ total: 1, page: 1, pageCount: 1 }, i18n)).toBe(
      "1 tutorial found, page 1 of 1",
    );
  });
});

describe("Find Tutors' first render", () => {
  it("draws every card of the page with the screen, and the paging", async () => {
    const queryClient = testQueryClient();
    const items = Array.from({ length: 5 }, (_, i) => ({
      ...tutorial,
      _id: `${tutorial._id.slice(0, -1)}${i}`,
    }));
    queryClient.setQueryData(tutorialKeys.list({ page: 1 }), { items, total: 11, page: 1, pageCount: 2 });
    await open("", queryClient);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(5);
    expect(screen.getByRole("navigation", { name: "Tutor pages" })).toBeTruthy();
  });
});
