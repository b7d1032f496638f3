import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOTAL_COUNT_CAPPED_HEADER, TUTORIAL_FILTER_ERRORS, type Tutorial } from "../../../contract/index.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";
import { counts, list } from "../../support/tutorials.js";

/**
 * GET /api/tutorials: minPrice, maxPrice, minRating and sort, alone and with language and q
 * (docs/product.md, Find tutors). Every expectation is computed from the seed below by the
 * product's own definition, so each case states the rule it checks.
 */
let t: TestApp;

interface Seed {
  /** 0 is the oldest; the description names it, so an answer maps back to its seed. */
  i: number;
  language: string;
  price: number;
  /** The stars of its reviews; null is a review without stars. */
  stars: (number | null)[];
}
const ROWS = 24;
const LANGUAGES = ["English", "Math", "Physics"];
/** Ratings with ties: 5.0 by one, 4.5 by two and by four, 4.3, 3.0, and none (no review, or one without stars). */
const STARS: (number | null)[][] = [[], [5], [4, 5], [4, 5, 5, 4], [3], [null], [4, 4, 5]];
/** Prices in four tied groups, one of them with cents. */
const PRICES = [10, 20, 30, 25.5];

const seeds: Seed[] = Array.from({ length: ROWS }, (_, i) => ({
  i,
  language: LANGUAGES[i % 3],
  price: PRICES[i % 4],
  stars: STARS[i % STARS.length],
}));
const descriptionOf = (i: number) => `${i % 2 ? "Grammar" : "Algebra"} lesson #${i}.`;

/** The rating the reviews trigger keeps: the mean of the stars rounded half up to one decimal. */
function ratingOf(s: Seed): { rating: number | null; ratingCount: number } {
  const given = s.stars.filter((x): x is number => x !== null);
  if (given.length === 0) return { rating: null, ratingCount: 0 };
  const mean = given.reduce((a, b) => a + b, 0) / given.length;
  return { rating: Math.round(mean * 10 + 1e-9) / 10, ratingCount: given.length };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const base = Date.parse("2024-01-01T00:00:00Z");
  const rows = await db
    .insertInto("tutorials")
    .values(
      seeds.map((s) => ({
        user_id: `tutor${s.i % 5}`,
        user_name: "Tutor",
        email: `tutor${s.i % 5}@example.com`,
        image: "/uploads/x.webp",
        language: s.language,
        language_key: sql<string>`lower(trim(${s.language}))`,
        price: s.price,
        description: descriptionOf(s.i),
        created_at: new Date(base + s.i * 60_000),
      })),
    )
    .returning(["id", "description"])
    .execute();
  const idOf = new Map(rows.map((r) => [r.description, r.id]));
  const reviews = seeds.flatMap((s) =>
    s.stars.map((rating, k) => ({
      tutorial_id: idOf.get(descriptionOf(s.i)) ?? "",
      user_id: `learner${k}`,
      rating,
    })),
  );
  await db.insertInto("reviews").values(reviews).execute();
});
afterAll(() => t.close());

type Sort = "newest" | "price" | "-price" | "rating";
const newest = (a: Seed, b: Seed) => b.i - a.i;
const ORDERS: Record<Sort, (a: Seed, b: Seed) => number> = {
  newest,
  price: (a, b) => a.price - b.price || newest(a, b),
  "-price": (a, b) => b.price - a.price || newest(a, b),
  rating: (a, b) => {
    const x = ratingOf(a);
    const y = ratingOf(b);
    if (x.rating === null || y.rating === null) {
      return (x.rating === null ? 1 : 0) - (y.rating === null ? 1 : 0) || newest(a, b);
    }
    return y.rating - x.rating || y.ratingCount - x.ratingCount || newest(a, b);
  },
};

/** The seeds' numbers a filter keeps, in the order of `sort`. */
function expected(keep: (s: Seed) => boolean, sort: Sort = "newest"): number[] {
  return seeds
    .filter(keep)
    .sort(ORDERS[sort])
    .map((s) => s.i);
}
const numbers = (items: Tutorial[]) => items.map((x) => Number(/#(\d+)/.exec(x.description)?.[1]));

async function found(query: string): Promise<{ rows: number[]; total: number; capped: unknown }> {
  const page = await list(t, `?limit=50&${query}`);
  return {
    rows: numbers(page.items),
    total: page.total,
    capped: page.res.headers[TOTAL_COUNT_CAPPED_HEADER.toLowerCase()],
  };
}
/** A filter's answer: its matches in order and their exact, uncapped total. */
async function expectFound(query: string, keep: (s: Seed) => boolean, sort: Sort = "newest") {
  const rows = expected(keep, sort);
  expect(await found(query), query).toEqual({ rows, total: rows.length, capped: undefined });
}

const english = (s: Seed) => s.language === "English";
const grammar = (s: Seed) => s.i % 2 === 1;
const rating = (s: Seed) => ratingOf(s).rating;

describe("GET /api/tutorials price and rating filters", () => {
  it("keeps the rating the reviews trigger computed", async () => {
    const page = await list(t, "?limit=50");
    for (const item of page.items) {
      const seed = seeds[numbers([item])[0]];
      expect({ rating: item.rating, ratingCount: item.ratingCount }, item.description).toEqual(
        ratingOf(seed),
      );
    }
  });

  it("minPrice keeps price at least minPrice, alone and with language and q", async () => {
    await expectFound("minPrice=25.5", (s) => s.price >= 25.5);
    await expectFound("minPrice=25.49", (s) => s.price >= 25.49);
    await expectFound("minPrice=0", () => true);
    await expectFound("minPrice=31", () => false);
    await expectFound("minPrice=20&language=english", (s) => s.price >= 20 && english(s));
    await expectFound("minPrice=20&q=grammar", (s) => s.price >= 20 && grammar(s));
  });

  it("maxPrice keeps price at most maxPrice, alone and with language and q", async () => {
    await expectFound("maxPrice=20", (s) => s.price <= 20);
    await expectFound("maxPrice=25.5", (s) => s.price <= 25.5);
    await expectFound("maxPrice=9.99", () => false);
    await expectFound("maxPrice=20&language=Math", (s) => s.price <= 20 && s.language === "Math");
    await expectFound("maxPrice=20&q=algebra", (s) => s.price <= 20 && !grammar(s));
  });

  it("minPrice and maxPrice together keep the range, both ends included", async () => {
    await expectFound("minPrice=20&maxPrice=25.5", (s) => s.price >= 20 && s.price <= 25.5);
    await expectFound("minPrice=20&maxPrice=20", (s) => s.price === 20);
    await expectFound("minPrice=%2020%20&maxPrice=2.55e1", (s) => s.price >= 20 && s.price <= 25.5);
  });

  it("minRating keeps rating at least minRating; tutorials without stars never match", async () => {
    await expectFound("minRating=4.5", (s) => (rating(s) ?? 0) >= 4.5);
    await expectFound("minRating=4.3", (s) => (rating(s) ?? 0) >= 4.3);
    await expectFound("minRating=4.4", (s) => (rating(s) ?? 0) >= 4.4);
    await expectFound("minRating=5", (s) => rating(s) === 5);
    await expectFound("minRating=5.0", (s) => rating(s) === 5);
    const rated = expected((s) => rating(s) !== null);
    expect(await found("minRating=1")).toEqual({ rows: rated, total: rated.length, capped: undefined });
    // Not the ones without reviews, nor the one whose review has no stars.
    expect(rated).toHaveLength(ROWS - seeds.filter((s) => ratingOf(s).ratingCount === 0).length);
    await expectFound("minRating=4&language=english", (s) => (rating(s) ?? 0) >= 4 && english(s));
    await expectFound("minRating=4&q=grammar", (s) => (rating(s) ?? 0) >= 4 && grammar(s));
  });

  it("combines every filter by AND", async () => {
    const keep = (s: Seed) =>
      english(s) && grammar(s) && s.price >= 20 && s.price <= 30 && (rating(s) ?? 0) >= 4;
    expect(expected(keep).length).toBeGreaterThan(0);
    for (const sort of ["newest", "price", "-price", "rating"] as const) {
      await expectFound(
        `language=english&q=grammar&minPrice=20&maxPrice=30&minRating=4&sort=${sort}`,
        keep,
        sort,
      );
    }
    await expectFound("minPrice=30&minRating=4.5&language=physics", (s) => {
      return s.price >= 30 && (rating(s) ?? 0) >= 4.5 && s.language === "Physics";
    });
  });

  it("treats an empty filter or sort as not given", async () => {
    await expectFound("minPrice=&maxPrice=&minRating=&sort=", () => true);
  });
});

describe("GET /api/tutorials sort", () => {
  it("newest is the default: created_at desc, id desc", async () => {
    await expectFound("", () => true, "newest");
    await expectFound("sort=newest", () => true, "newest");
  });

  it("price is lowest first, ties newest first", async () => {
    const { rows } = await found("sort=price");
    expect(rows).toEqual(expected(() => true, "price"));
    // The 10s first, newest of them first, and so on.
    expect(rows.slice(0, 6)).toEqual([20, 16, 12, 8, 4, 0]);
    expect(rows.slice(6, 12)).toEqual([21, 17, 13, 9, 5, 1]);
  });

  it("-price is highest first, ties newest first", async () => {
    const { rows } = await found("sort=-price");
    expect(rows).toEqual(expected(() => true, "-price"));
    expect(rows.slice(0, 6)).toEqual([22, 18, 14, 10, 6, 2]);
    expect(rows.slice(6, 12)).toEqual([23, 19, 15, 11, 7, 3]);
  });

  it("rating is highest first, then more ratings, then newest; tutorials without stars last", async () => {
    const page = await list(t, "?limit=50&sort=rating");
    expect(numbers(page.items)).toEqual(expected(() => true, "rating"));
    const shown = page.items.map((x) => [x.rating, x.ratingCount]);
    // 5.0 by one; 4.5 by four before 4.5 by two; 4.3; 3.0; then no stars at all.
    const firstOf = (r: number | null, n: number) => shown.findIndex(([a, b]) => a === r && b === n);
    expect(firstOf(5, 1)).toBe(0);
    expect(firstOf(4.5, 4)).toBeLessThan(firstOf(4.5, 2));
    expect(firstOf(4.5, 2)).toBeLessThan(firstOf(4.3, 3));
    expect(firstOf(4.3, 3)).toBeLessThan(firstOf(3, 1));
    const unrated = shown.filter(([r]) => r === null).length;
    expect(unrated).toBeGreaterThan(0);
    expect(shown.slice(-unrated).every(([r]) => r === null)).toBe(true);
    // Within a tie (5.0 by one) and among those without stars: newest first.
    const fives = numbers(page.items.filter((x) => x.rating === 5));
    expect(fives).toEqual([...fives].sort((a, b) => b - a));
    const none = numbers(page.items.filter((x) => x.rating === null));
    expect(none).toEqual([...none].sort((a, b) => b - a));
  });

  it("sorts the matches of language and q", async () => {
    for (const sort of ["price", "-price", "rating"] as const) {
      await expectFound(`language=english&sort=${sort}`, english, sort);
      await expectFound(`q=grammar&sort=${sort}`, grammar, sort);
    }
  });

  it.each(["newest", "price", "-price", "rating"] as const)(
    "pages %s without gaps or repeats, the total on every page",
    async (sort) => {
      const seen: number[] = [];
      for (let offset = 0; offset < ROWS; offset += 5) {
        const page = await list(t, `?sort=${sort}&limit=5&offset=${offset}`);
        expect(page.total).toBe(ROWS);
        seen.push(...numbers(page.items));
      }
      expect(seen).toEqual(expected(() => true, sort));
      const filtered: number[] = [];
      for (let offset = 0; offset < 12; offset += 3) {
        const page = await list(t, `?sort=${sort}&minRating=3&limit=3&offset=${offset}`);
        filtered.push(...numbers(page.items));
      }
      expect(filtered).toEqual(expected((s) => (rating(s) ?? 0) >= 3, sort).slice(0, 12));
    },
  );
});

describe("GET /api/tutorials with a bad filter or sort", () => {
  const BAD: [string, string][] = [
    ["minPrice=-1", `minPrice: ${TUTORIAL_FILTER_ERRORS.negativePrice}`],
    ["maxPrice=-0.01", `maxPrice: ${TUTORIAL_FILTER_ERRORS.negativePrice}`],
    ["minPrice=abc", `minPrice: ${TUTORIAL_FILTER_ERRORS.notANumber}`],
    ["maxPrice=abc", `maxPrice: ${TUTORIAL_FILTER_ERRORS.notANumber}`],
    ["minPrice=0x10", `minPrice: ${TUTORIAL_FILTER_ERRORS.notANumber}`],
    ["minPrice=Infinity", `minPrice: ${TUTORIAL_FILTER_ERRORS.notANumber}`],
    ["maxPrice=1e999", `maxPrice: ${TUTORIAL_FILTER_ERRORS.notANumber}`],
    ["minPrice=1&minPrice=2", `minPrice: ${TUTORIAL_FILTER_ERRORS.notANumber}`],
    ["minPrice=30&maxPrice=20", TUTORIAL_FILTER_ERRORS.priceRange],
    ["minPrice=20.01&maxPrice=20", TUTORIAL_FILTER_ERRORS.priceRange],
    ["minRating=0", `minRating: ${TUTORIAL_FILTER_ERRORS.ratingRange}`],
    ["minRating=0.9", `minRating: ${TUTORIAL_FILTER_ERRORS.ratingRange}`],
    ["minRating=6", `minRating: ${TUTORIAL_FILTER_ERRORS.ratingRange}`],
    ["minRating=5.1", `minRating: ${TUTORIAL_FILTER_ERRORS.ratingRange}`],
    ["minRating=-4", `minRating: ${TUTORIAL_FILTER_ERRORS.ratingRange}`],
    ["minRating=4.55", `minRating: ${TUTORIAL_FILTER_ERRORS.ratingDecimals}`],
    ["minRating=4.05", `minRating: ${TUTORIAL_FILTER_ERRORS.ratingDecimals}`],
    ["minRating=abc", `minRating: ${TUTORIAL_FILTER_ERRORS.notANumber}`],
    ["sort=cheapest", `sort: ${TUTORIAL_FILTER_ERRORS.sort}`],
    ["sort=PRICE", `sort: ${TUTORIAL_FILTER_ERRORS.sort}`],
    ["sort=-rating", `sort: ${TUTORIAL_FILTER_ERRORS.sort}`],
    ["sort=price&sort=rating", `sort: ${TUTORIAL_FILTER_ERRORS.sort}`],
    ["language=english&minPrice=-5", `minPrice: ${TUTORIAL_FILTER_ERRORS.negativePrice}`],
    ["q=grammar&sort=oldest", `sort: ${TUTORIAL_FILTER_ERRORS.sort}`],
  ];

  it.each(BAD)("is 400 VALIDATION for ?%s and nothing else happens", async (query, error) => {
    const before = await counts(t);
    const res = await t.app.inject({ method: "GET", url: `/api/tutorials?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error, code: "VALIDATION" });
    expect(res.headers["x-total-count"]).toBeUndefined();
    expect(res.headers[TOTAL_COUNT_CAPPED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await counts(t)).toEqual(before);
  });

  it("accepts the edges of every range", async () => {
    for (const query of [
      "minPrice=0",
      "maxPrice=0",
      "minRating=1",
      "minRating=5",
      "minRating=4.5",
      "minRating=4.50",
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/tutorials?${query}` });
      expect(res.statusCode, query).toBe(200);
    }
  });
});
