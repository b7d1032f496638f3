import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReviewsQuery } from "../../../contract/index.js";
import type { Database_ } from "../../../server/db/connect.js";
import { migrate } from "../../../server/db/migrate.js";
import {
  distributionQuery,
  reviewsPageQuery,
  tutorLatestQuery,
} from "../../../server/repositories/reviews-repository.js";
import { planLine, queryPlan } from "../../support/query-plans.js";
import { freshDatabase } from "../../support/test-app.js";

/**
 * The reviews of a tutorial at 100 000 tutorials and 1 000 000 reviews: each page order reads its
 * own index for about its own rows, the star distribution reads that tutorial's index entries
 * alone, and a tutor's latest reviews read only their tutorials' reviews (docs/decisions.md,
 * Ratings; migrations/013_reviews.sql). PostgreSQL's plans: like every `*.pg.test.ts`, this file
 * runs only when DATABASE_URL names one (vitest.config.ts).
 */
const TUTORIALS = 100_000;
const REVIEWS = 1_000_000;
/** The 1 000 newest tutorials have 500 reviews each; the rest share the other 500 000. */
const POPULAR_REVIEWS = 500;

describe("reviews at 1 000 000 reviews", () => {
  let database: Database_;
  let drop: () => Promise<void>;
  let popular: string;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await migrate(database);
    const db = database.db;
    // The language counters are rebuilt once instead of per row (one row updated 100 000 times in
    // one statement costs most of a minute).
    await sql`ALTER TABLE tutorials DISABLE TRIGGER tutorial_counts_insert_delete`.execute(db);
    await sql`
      INSERT INTO tutorials (user_id, user_name, email, image, language, language_key, price,
        description, created_at)
      SELECT 'u' || (i % 20000), 'Tutor', 'u@example.com', '/uploads/x.webp', 'English', 'english', 10,
        'Lesson', timestamptz '2024-01-01' + i * interval '1 minute'
      FROM generate_series(1, ${TUTORIALS}::int) AS i`.execute(db);
    await sql`ALTER TABLE tutorials ENABLE TRIGGER tutorial_counts_insert_delete`.execute(db);
    await sql`INSERT INTO tutorial_counts (language_key, tutorials)
      SELECT language_key, count(*) FROM tutorials GROUP BY language_key`.execute(db);
    // The kept ratings are not what these plans are about: the per-row trigger is off while the
    // reviews are written in one statement. The migrations' own indexes of reviews (besides its
    // keys) are built once after it, from their own definitions, rather than row by row.
    const indexes = await sql<{ name: string; definition: string }>`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE tablename = 'reviews' AND indexname NOT IN (
        SELECT conname FROM pg_constraint WHERE conrelid = 'reviews'::regclass)`.execute(db);
    expect(indexes.rows.map((r) => r.name).sort()).toEqual([
      "reviews_tutorial_highest",
      "reviews_tutorial_lowest",
      "reviews_tutorial_recent",
      "reviews_user_recent",
    ]);
    for (const index of indexes.rows) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
    await sql`ALTER TABLE reviews DISABLE TRIGGER reviews_apply_insert_delete`.execute(db);
    await sql`
      WITH numbered AS (
        SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC)::int AS n FROM tutorials
      )
      INSERT INTO reviews (tutorial_id, user_id, rating, text, created_at, updated_at)
      SELECT t.id, 'r' || g, CASE WHEN g % 17 = 0 THEN NULL ELSE 1 + (g / 1000) % 5 END, 'Good.',
        timestamptz '2024-06-01' + g * interval '30 seconds', timestamptz '2024-06-01'
      FROM generate_series(1, ${REVIEWS}::int) AS g
      JOIN numbered t ON t.n = CASE WHEN g <= 500000 THEN 1 + g % 1000 ELSE 1001 + g % 79000 END`.execute(db);
    await sql`ALTER TABLE reviews ENABLE TRIGGER reviews_apply_insert_delete`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.definition).execute(db);
    await sql`VACUUM ANALYZE reviews`.execute(db);
    await sql`VACUUM ANALYZE tutorials`.execute(db);
    const newest = await db
      .selectFrom("tutorials")
      .select("id")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    popular = newest.id;
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const plan = (query: Parameters<typeof queryPlan>[1]) => queryPlan(database.db, query);

  it.each<[string, ReviewsQuery, string]>([
    ["newest", {}, "reviews_tutorial_recent"],
    ["highest", { sort: "highest" }, "reviews_tutorial_highest"],
    ["lowest", { sort: "lowest" }, "reviews_tutorial_lowest"],
  ])("the first page of %s reads %s for its own rows and sorts nothing", async (_, query, index) => {
    const all = await plan(reviewsPageQuery(database.db, popular, query));
    expect(
      all.filter((n) => n["Node Type"].includes("Sort")),
      planLine(all),
    ).toEqual([]);
    const scan = all.find((n) => n["Relation Name"] === "reviews");
    expect(scan?.["Index Name"], planLine(all)).toBe(index);
    expect(scan?.["Actual Rows"], planLine(all)).toBeLessThanOrEqual(10);
  });

  it.each<[string, ReviewsQuery]>([
    ["5 stars only", { rating: 5 }],
    ["highest, a later page", { sort: "highest", offset: 200 }],
    ["lowest, a later page", { sort: "lowest", offset: 400 }],
  ])("a page of %s reads that tutorial's reviews alone, never the table", async (_, query) => {
    const all = await plan(reviewsPageQuery(database.db, popular, query));
    const read = all.filter((n) => n["Relation Name"] === "reviews");
    expect(read.length, planLine(all)).toBeGreaterThan(0);
    for (const n of read) {
      expect(n["Node Type"], planLine(all)).not.toBe("Seq Scan");
      expect(n["Actual Rows"] * n["Actual Loops"], planLine(all)).toBeLessThanOrEqual(POPULAR_REVIEWS);
    }
  });

  it("the distribution counts the tutorial's own index entries, never its rows", async () => {
    const all = await plan(distributionQuery(database.db, popular));
    const scan = all.find((n) => n["Relation Name"] === "reviews");
    expect(scan?.["Node Type"], planLine(all)).toBe("Index Only Scan");
    expect(scan?.["Actual Rows"], planLine(all)).toBeLessThanOrEqual(POPULAR_REVIEWS);
  });

  it("a tutor's latest reviews read only the reviews of their own tutorials", async () => {
    // 'u1' has the tutorials i = 1, 20 001, …: five of them, the popular ones among them.
    const all = await plan(tutorLatestQuery(database.db, "u1", 5));
    expect(
      all.filter((n) => n["Node Type"] === "Seq Scan"),
      planLine(all),
    ).toEqual([]);
    for (const n of all.filter((n) => n["Relation Name"] === "reviews"))
      expect(n["Actual Rows"] * n["Actual Loops"], planLine(all)).toBeLessThanOrEqual(5 * POPULAR_REVIEWS);
  });
});
