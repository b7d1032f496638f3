import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListTutorialsQuery } from "../../../contract/index.js";
import type { Database_ } from "../../../server/db/connect.js";
import { migrate } from "../../../server/db/migrate.js";
import { pageQuery } from "../../../server/repositories/tutorials-repository.js";
import { freshDatabase } from "../../support/test-app.js";

/**
 * The pages of GET /tutorials with price and rating filters and sorts read an index in their
 * order at 100 000 tutorials: no pass over the table and no sort of every match (docs/decisions.md,
 * Ratings; migrations/013_reviews.sql). The plans are PostgreSQL's: like every `*.pg.test.ts`,
 * this file runs only when DATABASE_URL names one (vitest.config.ts).
 */
const TUTORIALS = 100_000;
/** Far fewer rows than the table: what a page in index order reads at most (50 rows, plus filtered ones). */
const FEW = 2_000;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
}
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

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
    await sql`ANALYZE tutorials`.execute(db);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  /** The plan PostgreSQL runs for the repository's own page query. */
  async function plan(query: ListTutorialsQuery): Promise<PlanNode[]> {
    const compiled = pageQuery(database.db, query).compile();
    const res = await database.db.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
    );
    return nodes(res.rows[0]["QUERY PLAN"][0].Plan);
  }

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
});
