import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  emailSearch,
  findTutorsSearch,
  listFiltersSearch,
  pageParam,
  pageSearch,
  redirectSearch,
  tutorialsPagePath,
} from "../../contract/pages.js";

describe("URL search parameters", () => {
  it("a page is a whole number from 1, as a number or text; anything else is no page", () => {
    expect(pageParam(3)).toBe(3);
    expect(pageParam("3")).toBe(3);
    for (const bad of [0, -1, 2.5, "abc", "", " ", null, true, 1_000_001, "1e3x", [2]]) {
      expect(pageParam(bad), String(bad)).toBeUndefined();
    }
    expect(pageSearch({ page: "2", other: "x" })).toEqual({ page: 2 });
  });

  it("Find Tutors' text is trimmed and at most 100 characters", () => {
    expect(findTutorsSearch({ q: "  english ", page: 2 })).toEqual({ q: "english", page: 2 });
    expect(findTutorsSearch({ q: "x".repeat(101) })).toEqual({ q: undefined, page: undefined });
    // The router hands "?q=42" over as a number: it is still the search someone typed.
    expect(findTutorsSearch({ q: 42 })).toEqual({ q: "42", page: undefined });
    expect(findTutorsSearch({ q: { a: 1 } })).toEqual({ q: undefined, page: undefined });
  });

  it("the e-mail and the redirect are kept as text within their bounds", () => {
    expect(emailSearch({ email: "a@b.example" })).toEqual({ email: "a@b.example" });
    expect(emailSearch({ email: "a".repeat(321) })).toEqual({ email: undefined });
    expect(redirectSearch({ redirect: "/my-tutorials" })).toEqual({ redirect: "/my-tutorials" });
    expect(redirectSearch({ redirect: ["/a"] })).toEqual({ redirect: undefined });
  });

  it("a page of tutorials has one spelling of its API path, shared by the screen and the server", () => {
    expect(tutorialsPagePath({})).toBe("/api/tutorials?limit=6&offset=0");
    expect(tutorialsPagePath({ q: "  math ", page: 3 })).toBe("/api/tutorials?limit=6&offset=12&q=math");
    expect(tutorialsPagePath({ language: "General Knowledge", page: 0 })).toBe(
      "/api/tutorials?limit=6&offset=0&language=General+Knowledge",
    );
    expect(tutorialsPagePath({ userId: "u1", q: " " })).toBe("/api/tutorials?limit=6&offset=0&userId=u1");
  });
});

describe("a tutor list's filters in the address", () => {
  it("keeps the filters that fit and drops the rest", () => {
    expect(
      listFiltersSearch({
        minPrice: "5",
        maxPrice: 30,
        minRating: "4.5",
        sort: "rating",
        days: "3,1,1",
        time: "evening",
      }),
    ).toEqual({ minPrice: 5, maxPrice: 30, minRating: 4.5, sort: "rating", days: [1, 3], time: "evening" });
    expect(
      listFiltersSearch({
        minPrice: "-1",
        maxPrice: "x",
        minRating: "2",
        sort: "cheapest",
        days: "0,8,x",
        time: "noon",
      }),
    ).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
      sort: undefined,
      days: undefined,
      time: undefined,
    });
    // 'Newest' is the default, not a filter; a max below the min is dropped.
    expect(listFiltersSearch({ sort: "newest", minPrice: "20", maxPrice: "10" })).toMatchObject({
      sort: undefined,
      minPrice: 20,
      maxPrice: undefined,
    });
  });

  it("counts the filters set (the sort is not one)", () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ sort: "price" })).toBe(0);
    expect(activeFilterCount({ minPrice: 1, maxPrice: 9, minRating: 4, days: [1], time: "morning" })).toBe(3);
  });

  it("asks the API with every filter, and 'When' in the given zone only", () => {
    const filters = { minPrice: 5, minRating: 4, sort: "-price", days: [1, 3], time: "morning" } as const;
    const path = tutorialsPagePath({
      q: "en",
      page: 2,
      filters: { ...filters, days: [1, 3] },
      timeZone: "Asia/Dhaka",
    });
    expect(Object.fromEntries(new URL(path, "http://x").searchParams)).toEqual({
      limit: "6",
      offset: "6",
      q: "en",
      minPrice: "5",
      minRating: "4",
      sort: "-price",
      days: "1,3",
      from: "06:00",
      to: "12:00",
      tz: "Asia/Dhaka",
    });
    // Without a zone, 'When' cannot be asked: it is left out rather than asked in the wrong one.
    expect(tutorialsPagePath({ filters: { days: [1] } })).toBe("/api/tutorials?limit=6&offset=0");
  });
});
