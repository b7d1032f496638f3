import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  tutorialKeys,
  tutorialQueryOptions,
  tutorialsQueryOptions,
} from "../../../../src/features/tutorials/api.js";
import {
  matchesFilter,
  savedTutorials,
  searchSaved,
} from "../../../../src/features/tutorials/saved-search.js";
import { tutorial } from "../../support/fixtures.js";
import { PageRequest } from "../../support/page-request.js";

const at = (day: number) => `2025-01-${String(day).padStart(2, "0")}T00:00:00.000Z`;

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

beforeEach(() => vi.stubGlobal("Request", PageRequest));
afterEach(() => vi.unstubAllGlobals());

describe("matchesFilter (the server's semantics)", () => {
  const t = tutorial(1, { language: "English", userName: "Amina Rahman", description: "IELTS grammar" });
  it("language is equality ignoring case, not containment", () => {
    expect(matchesFilter(t, { language: "english" })).toBe(true);
    expect(matchesFilter(t, { language: "Engl" })).toBe(false);
  });
  it("q is contained in language, tutor name or description, ignoring case", () => {
    expect(matchesFilter(t, { q: "ENG" })).toBe(true);
    expect(matchesFilter(t, { q: "rahman" })).toBe(true);
    expect(matchesFilter(t, { q: "grammar" })).toBe(true);
    expect(matchesFilter(t, { q: "physics" })).toBe(false);
    expect(matchesFilter(t, { q: "   " })).toBe(true);
  });
  it("userId is equality", () => {
    expect(matchesFilter(t, { userId: t.userId })).toBe(true);
    expect(matchesFilter(t, { userId: "someone-else" })).toBe(false);
  });
});

describe("savedTutorials and searchSaved", () => {
  it("gathers lists and details once each, newest copy wins, newest tutorial first", () => {
    const qc = client();
    const old = tutorial(1, { createdAt: at(1), price: 10 });
    const newer = tutorial(2, { createdAt: at(2) });
    qc.setQueryData(tutorialKeys.list({ page: 1 }), { items: [old, newer], total: 2, page: 1, pageCount: 1 });
    qc.setQueryData(tutorialKeys.detail(old._id), { ...old, price: 99 }, { updatedAt: Date.now() + 1000 });
    qc.setQueryData(["stats", "tutorials"], { totalTutors: 2 });
    const all = savedTutorials(qc);
    expect(all.map((t) => t._id)).toEqual([newer._id, old._id]);
    expect(all[1].price).toBe(99);
  });

  it("pages six at a time with the exact total", () => {
    const all = Array.from({ length: 14 }, (_, i) =>
      tutorial(i + 1, { language: i % 2 ? "Math" : "English" }),
    );
    const page2 = searchSaved(all, { language: "english", page: 2 });
    expect(page2).toMatchObject({ total: 7, page: 2, pageCount: 2 });
    expect(page2.items).toHaveLength(1);
    expect(searchSaved(all, { q: "nothing like it" })).toMatchObject({ total: 0, pageCount: 1, items: [] });
  });
});

describe("Find Tutors offline", () => {
  const english = tutorial(1, { language: "English", createdAt: at(1) });
  const math = tutorial(2, { language: "Math", createdAt: at(2) });

  function seeded() {
    const qc = client();
    qc.setQueryData(tutorialKeys.list({ page: 1 }), {
      items: [english, math],
      total: 2,
      page: 1,
      pageCount: 1,
    });
    return qc;
  }

  it("with no network, a new search runs over the saved tutorials and says so", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const qc = seeded();
    const page = await qc.fetchQuery(tutorialsQueryOptions({ q: "math", page: 1 }));
    expect(page).toMatchObject({ total: 1, savedOnly: true });
    expect(page.items.map((t) => t._id)).toEqual([math._id]);
  });

  it("a tutorial seen only in a list opens offline from that copy", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const qc = seeded();
    await expect(qc.fetchQuery(tutorialQueryOptions(math._id))).resolves.toEqual(math);
    await expect(qc.fetchQuery(tutorialQueryOptions("not-saved"))).rejects.toThrow();
  });

  it("a server that answers with an error is not replaced by saved results", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: "Broken", code: "X" }), { status: 500 })),
    );
    const qc = seeded();
    await expect(qc.fetchQuery(tutorialsQueryOptions({ q: "math", page: 1 }))).rejects.toThrow();
  });
});

describe("the filters offline (all but 'When')", () => {
  const a = tutorial(1, { price: 10, rating: 4.8, ratingCount: 3, createdAt: "2025-01-03T00:00:00.000Z" });
  const b = tutorial(2, { price: 30, rating: 4.2, ratingCount: 9, createdAt: "2025-01-02T00:00:00.000Z" });
  const c = tutorial(3, { price: 20, rating: null, ratingCount: 0, createdAt: "2025-01-01T00:00:00.000Z" });
  const d = tutorial(4, { price: 20, rating: 4.8, ratingCount: 7, createdAt: "2024-12-31T00:00:00.000Z" });
  const ids = (page: { items: { _id: string }[] }) => page.items.map((t) => t._id);

  it("keeps price and rating as the server does: no stars never match a minimum rating", () => {
    expect(ids(searchSaved([a, b, c, d], { filters: { minPrice: 15, maxPrice: 25 } }))).toEqual([
      c._id,
      d._id,
    ]);
    expect(ids(searchSaved([a, b, c, d], { filters: { minRating: 4.5 } }))).toEqual([a._id, d._id]);
  });

  it("sorts as the server does, newest first among equals, tutorials without stars last", () => {
    expect(ids(searchSaved([a, b, c, d], { filters: { sort: "price" } }))).toEqual([
      a._id,
      c._id,
      d._id,
      b._id,
    ]);
    expect(ids(searchSaved([a, b, c, d], { filters: { sort: "-price" } }))).toEqual([
      b._id,
      c._id,
      d._id,
      a._id,
    ]);
    expect(ids(searchSaved([a, b, c, d], { filters: { sort: "rating" } }))).toEqual([
      d._id,
      a._id,
      b._id,
      c._id,
    ]);
  });
});
