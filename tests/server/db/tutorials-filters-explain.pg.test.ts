import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListTutorialsQuery, MAX_SEARCH_RESULTS } from "../../../contract/index.js";
import type { Database_ } from "../../../server/db/connect.js";
import { migrate } from "../../../server/db/migrate.js";
import { freeBits, quarterOf, suitingMask, suitingQuarters } from "../../../server/lessons/free-hours.js";
import {
  countQuery,
  FEW_SUITING_TUTORS,
  pageQuery,
  type TutorialsPageQuery,
  tutorialsRepository,
} from "../../../server/repositories/tutorials-repository.js";
import { queryPlan } from "../../support/query-plans.js";
import { freshDatabase } from "../../support/test-app.js";

/**
 * The pages of GET /tutorials with price, rating and hours filters and sorts read an index in
 * their order at 100 000 tutorials, and their capped counts read an index alone: no pass over the
 * table and no sort of every match (docs/decisions.md, Ratings and The hours that suit;
 * migrations/013_reviews.sql, 015_tutor_free_hours.sql). The plans are PostgreSQL's: like every
 * `*.pg.test.ts`, this file runs only when DATABASE_URL names one (vitest.config.ts).
 */
const TUTORIALS = 100_000;
/** Far fewer rows than the table: what a page in index order reads at most (50 rows, plus filtered ones). */
const FEW = 2_000;

const NOW = new Date();
const NOW_QUARTER = quarterOf(NOW.getTime());
/** The first 03:00 in Dhaka (UTC+6, no daylight saving) at least a day ahead. */
const NIGHT_START = (() => {
  let q = NOW_QUARTER + 96;
  while ((q * 15 + 360) % 1440 !== 180) q++;
  return q;
})();
/** The hours that suit as the route works them out, in Dhaka. */
const suiting = (days: number[], from: number, to: number) =>
  suitingMask(
    suitingQuarters({ days, fromMinutes: from * 60, toMinutes: to * 60, timeZone: "Asia/Dhaka" }, NOW),
    NOW,
  );

describe("GET /tutorials pages at 100 000 tutorials", () => {
  let database: Database_;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await migrate(database);
    const db = database.db;
    // Nine languages and a rare tenth, prices in 96 groups of four steps, 60% rated 1.0–5.0 by
    // 1–13 people. The ratings are written as the reviews trigger keeps them, without reviews;
    // the language counters are rebuilt once instead of per row.
    await sql`ALTER TABLE tutorials DISABLE TRIGGER tutorial_counts_insert_delete`.execute(db);
    await sql`
      INSERT INTO tutorials (user_id, user_name, email, image, language, language_key, price,
        description, created_at, rating_count, rating_sum, rating)
      SELECT 'u' || (i % 5000), 'Tutor ' || i, 'u' || (i % 5000) || '@example.com', '/uploads/x.webp',
        l, lower(l), (i * 37 % 96) + 5 + (i % 4) * 0.25, 'Lesson ' || i,
        timestamptz '2024-01-01' + i * interval '1 minute', c, round(r * c), CASE WHEN c > 0 THEN r END
      FROM (
        SELECT i,
          CASE WHEN i % 500 = 0 THEN 'Klingon'
            ELSE (ARRAY['English', 'Math', 'Physics', 'Chemistry', 'Biology', 'Computer', 'Arabic',
              'Bangla', 'General Knowledge'])[1 + (i % 9)] END AS l,
          CASE WHEN i % 5 < 2 THEN 0 ELSE 1 + (i % 13) END AS c,
          round(1 + (i * 7919 % 41) / 10.0, 1) AS r
        FROM generate_series(1, ${TUTORIALS}::int) AS i
      ) g`.execute(db);
    await sql`ALTER TABLE tutorials ENABLE TRIGGER tutorial_counts_insert_delete`.execute(db);
    await sql`INSERT INTO tutorial_counts (language_key, tutorials)
      SELECT language_key, count(*) FROM tutorials GROUP BY language_key`.execute(db);
    // The 5 000 tutors' free starts: 20 quarter hours each over the next 14 days, none at night in
    // Dhaka (03:00–04:00, UTC+6), but for three tutors with one start then: a rare hour.
    const rows = Array.from({ length: 5000 }, (_, k) => {
      const starts = Array.from(
        { length: 20 },
        (_, j) => NOW_QUARTER + 8 + ((k * 37 + (j + 1) * 101) % 1300),
      );
      const day = starts.filter((q) => Math.floor(((q * 15 + 360) % 1440) / 60) !== 3);
      const { firstDay, free } = freeBits(k >= 1 && k <= 3 ? [...day, NIGHT_START] : day, NOW);
      return { uid: `u${k}`, first_day: firstDay, free, computed_at: NOW };
    });
    for (let i = 0; i < rows.length; i += 1000)
      await db
        .insertInto("tutor_free_hours")
        .values(rows.slice(i, i + 1000))
        .execute();
    // As autovacuum leaves a table that is read more than written: visibility known, so an
    // index-only count need not visit the rows.
    await sql`VACUUM ANALYZE tutorials`.execute(db);
    await sql`VACUUM ANALYZE tutor_free_hours`.execute(db);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  /** The plan PostgreSQL runs for the repository's own page query (or its count). */
  const plan = (query: TutorialsPageQuery, of: "page" | "count" = "page") =>
    queryPlan(database.db, (of === "page" ? pageQuery : countQuery)(database.db, query));

  it.each<[string, ListTutorialsQuery, string]>([
    ["the plain page", {}, "tutorials_recent"],
    ["sort=rating", { sort: "rating" }, "tutorials_top_rated"],
    [
      "minRating=4&maxPrice=30&sort=rating",
      { minRating: 4, maxPrice: 30, sort: "rating" },
      "tutorials_top_rated",
    ],
    ["sort=price", { sort: "price" }, "tutorials_price"],
    ["sort=-price", { sort: "-price" }, "tutorials_price_desc"],
    ["language=English&sort=rating", { language: "English", sort: "rating" }, "tutorials_top_rated"],
    ["sort=rating, a later page", { sort: "rating", offset: 500 }, "tutorials_top_rated"],
  ])("%s reads %s in order, a few rows, and sorts nothing", async (_, query, index) => {
    const all = await plan(query);
    const shown = JSON.stringify(all.map((n) => [n["Node Type"], n["Index Name"], n["Actual Rows"]]));
    expect(
      all.filter((n) => n["Node Type"] === "Seq Scan"),
      shown,
    ).toEqual([]);
    expect(
      all.filter((n) => n["Node Type"].includes("Sort")),
      shown,
    ).toEqual([]);
    const scan = all.find((n) => n["Relation Name"] === "tutorials");
    expect(scan?.["Node Type"], shown).toBe("Index Scan");
    expect(scan?.["Index Name"], shown).toBe(index);
    expect(scan?.["Actual Rows"], shown).toBeLessThan(FEW);
  });

  it("a rare language sorts only its own rows, never the table", async () => {
    const all = await plan({ language: "Klingon", sort: "rating" });
    const shown = JSON.stringify(all.map((n) => [n["Node Type"], n["Index Name"], n["Actual Rows"]]));
    expect(
      all.filter((n) => n["Node Type"] === "Seq Scan"),
      shown,
    ).toEqual([]);
    const read = all.filter((n) => n["Relation Name"] === "tutorials");
    expect(read.length, shown).toBeGreaterThan(0);
    for (const n of read) expect(n["Actual Rows"] * n["Actual Loops"], shown).toBeLessThan(FEW);
  });

  it.each<[string, TutorialsPageQuery, string]>([
    ["minRating=4&maxPrice=30", { minRating: 4, maxPrice: 30 }, "tutorials_top_rated"],
    ["minRating=4.5", { minRating: 4.5 }, "tutorials_top_rated"],
    ["minPrice=20&maxPrice=40", { minPrice: 20, maxPrice: 40 }, "tutorials_price"],
  ])("the count of %s reads %s alone, up to the cap", async (_, query, index) => {
    const all = await plan(query, "count");
    const shown = JSON.stringify(all.map((n) => [n["Node Type"], n["Index Name"], n["Actual Rows"]]));
    const scan = all.find((n) => n["Relation Name"] === "tutorials");
    expect(scan?.["Node Type"], shown).toBe("Index Only Scan");
    // Either direction of the price order serves a price range.
    expect(scan?.["Index Name"], shown).toMatch(new RegExp(`^${index}`));
    expect(scan?.["Actual Rows"], shown).toBeLessThanOrEqual(MAX_SEARCH_RESULTS + 1);
  });

  it("the hours that suit, many tutors free: a page walks the newest tutorials, testing each tutor by key", async () => {
    const query = { suiting: suiting([1, 3], 17, 21) };
    const free = await database.db
      .selectFrom("tutor_free_hours")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(free.n)).toBe(5000);
    const all = await plan(query);
    const shown = JSON.stringify(all.map((n) => [n["Node Type"], n["Index Name"], n["Actual Rows"]]));
    expect(
      all.filter((n) => n["Node Type"] === "Seq Scan" || n["Node Type"].includes("Sort")),
      shown,
    ).toEqual([]);
    const scan = all.find((n) => n["Relation Name"] === "tutorials");
    expect(scan?.["Index Name"], shown).toBe("tutorials_recent");
    expect(scan?.["Actual Rows"], shown).toBeLessThan(FEW);
    const count = await plan(query, "count");
    const counted = JSON.stringify(count.map((n) => [n["Node Type"], n["Index Name"], n["Actual Rows"]]));
    for (const n of count.filter((n) => n["Relation Name"] === "tutorials"))
      expect(n["Actual Rows"] * n["Actual Loops"], counted).toBeLessThan(TUTORIALS / 10);
  });

  it("a rare hour: its few tutors are found first, and only their tutorials are read", async () => {
    const query = { suiting: suiting([1, 2, 3, 4, 5, 6, 7], 3, 4), limit: 50 };
    const page = await tutorialsRepository(database.db).list(query);
    // u1, u2 and u3 have 20 tutorials each (i % 5000).
    expect(new Set(page.items.map((r) => r.userId))).toEqual(new Set(["u1", "u2", "u3"]));
    expect(page.items.length).toBe(50);
    expect(page.total).toBe(60);
    const few = { ...query, suitingTutors: ["u1", "u2", "u3"] };
    expect(FEW_SUITING_TUTORS).toBeGreaterThan(few.suitingTutors.length);
    for (const of of ["page", "count"] as const) {
      const all = await plan(few, of);
      const shown = JSON.stringify(all.map((n) => [n["Node Type"], n["Index Name"], n["Actual Rows"]]));
      expect(
        all.filter((n) => n["Node Type"] === "Seq Scan"),
        shown,
      ).toEqual([]);
      for (const n of all.filter((n) => n["Relation Name"] === "tutorials"))
        expect(n["Actual Rows"] * n["Actual Loops"], shown).toBeLessThanOrEqual(60);
    }
  });
});
