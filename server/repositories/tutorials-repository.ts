import { type ExpressionBuilder, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { ListTutorialsQuery, Tutorial, TutorialSort, UpdateTutorialBody } from "../../contract/index.js";
import { MAX_LIST_LIMIT, MAX_SEARCH_RESULTS, MAX_TUTORIALS_PER_USER } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import type { Database, TutorialsTable } from "../db/schema.js";
import {
  FREE_BITS,
  MASK_BITS,
  MATCHED_DAYS_BACK,
  QUARTERS_A_DAY,
  type SuitingMask,
} from "../lessons/free-hours.js";

export type TutorialRow = Selectable<TutorialsTable>;

/** Who posts a tutorial: always the session's user. */
export interface TutorialOwner {
  userId: string;
  userName: string;
  email: string;
}
export type NewTutorial = Pick<Tutorial, "image" | "language" | "price" | "description">;

/** Outcomes the routes turn into statuses; the repository knows nothing of HTTP. */
export type OwnerChange<T> = { kind: "ok"; value: T } | { kind: "not_found" } | { kind: "forbidden" };
/** An edit: also refused when the version it was made on is no longer the row's. */
export type VersionedChange<T> =
  | { kind: "ok"; value: T; version: number }
  | { kind: "not_found" }
  | { kind: "forbidden" }
  | { kind: "stale" };
export function toTutorial(row: TutorialRow): Tutorial {
  return {
    _id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    email: row.email,
    image: row.image,
    language: row.language,
    price: Number(row.price),
    description: row.description,
    review: row.review,
    rating: row.rating === null ? null : Number(row.rating),
    ratingCount: row.rating_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The same key everywhere (insert, update, filter): PostgreSQL's own lower(trim(…)). */
const languageKey = (language: string) => sql<string>`lower(trim(${language}))`;

/**
 * language, tutor name and description in lower case, separated by chr(31) so that a match
 * cannot span two fields. Exactly the expression of the trigram index tutorials_search
 * (migrations/002_tutorials_search.sql), so that `q` is served by that index, in Bengali and
 * Arabic script as in Latin under the UTF-8 LC_CTYPE that migrate() insists on (db/search-locale.ts).
 */
const SEARCH_TEXT = sql<string>`lower(language || chr(31) || user_name || chr(31) || description)`;

/** `q` as a literal LIKE pattern: %, _ and the escape character itself match only themselves. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Filters = Pick<
  ListTutorialsQuery,
  "language" | "q" | "userId" | "minPrice" | "maxPrice" | "minRating"
> & {
  /** The hours that suit as a mask of quarter hours (server/lessons/free-hours.ts); none: not asked. */
  suiting?: SuitingMask | undefined;
  /**
   * The tutors free at those hours, when list() found them few (FEW_SUITING_TUTORS): their
   * tutorials are read by tutor. Otherwise each tutorial's tutor is tested as the list is walked.
   */
  suitingTutors?: readonly string[] | undefined;
};
/** A page's query: the filters as asked, with the hours that suit worked out. */
export type TutorialsPageQuery = ListTutorialsQuery & Pick<Filters, "suiting" | "suitingTutors">;

/**
 * Up to this many tutors free at the asked hours are looked up first and their tutorials read by
 * tutor; more than this, and walking the list in its order finds a page within a few rows.
 */
export const FEW_SUITING_TUTORS = 1000;

/**
 * The tutor row `f` has a free start in `suiting`: the bits of the row (written on `first_day`)
 * and the learner's mask from that day on share a set bit. A row older than the mask reaches
 * (or newer than the request, on a clock a moment behind) is not matched.
 */
function freeAt(suiting: SuitingMask) {
  const { baseDay, mask } = suiting;
  return sql<boolean>`f.first_day BETWEEN ${baseDay}::int AND ${baseDay + MATCHED_DAYS_BACK}::int
    AND bit_count(f.free & substring(${mask}::bit(${sql.lit(MASK_BITS)})
      FROM (f.first_day - ${baseDay}::int) * ${sql.lit(QUARTERS_A_DAY)} + 1 FOR ${sql.lit(FREE_BITS)})) > 0`;
}

/** Only `language` (or nothing): the total is read from tutorial_counts. */
const countedByCounters = (f: Filters): boolean =>
  !f.q &&
  !f.userId &&
  f.minPrice === undefined &&
  f.maxPrice === undefined &&
  f.minRating === undefined &&
  f.suiting === undefined;

/**
 * Matches counted by looking at rows, so at most MAX_SEARCH_RESULTS + 1 of them (past it the total
 * is a lower bound, X-Total-Count-Capped): a `q` search, and a price, rating or hours filter. A
 * count that stops there costs a few milliseconds; an exact one scans the table
 * (docs/benchmarks.md, Choosing a tutor).
 */
const isCounted = (f: Filters): boolean =>
  Boolean(f.q) ||
  f.minPrice !== undefined ||
  f.maxPrice !== undefined ||
  f.minRating !== undefined ||
  f.suiting !== undefined;

/** A `q` search pages no further than it counts (see MAX_SEARCH_RESULTS). */
export const searchTooDeep = (query: Pick<ListTutorialsQuery, "q" | "offset">): boolean =>
  Boolean(query.q) && (query.offset ?? 0) > MAX_SEARCH_RESULTS;

/** Thrown by list() for a page that searchTooDeep refuses; the route answers 400 before it. */
export class SearchTooDeepError extends Error {
  constructor() {
    super(`A search pages at most ${MAX_SEARCH_RESULTS} results deep.`);
  }
}

export interface TutorialsPage {
  items: Tutorial[];
  total: number;
  /** True when `total` is MAX_SEARCH_RESULTS standing for "at least that many". */
  capped: boolean;
}
type Where = ReturnType<ExpressionBuilder<Database, "tutorials">["and"]>;

function whereOf(eb: ExpressionBuilder<Database, "tutorials">, f: Filters): Where {
  const parts = [];
  if (f.language) parts.push(eb("language_key", "=", languageKey(f.language)));
  if (f.userId) parts.push(eb("user_id", "=", f.userId));
  if (f.q) parts.push(eb(SEARCH_TEXT, "like", sql<string>`lower(${containsPattern(f.q)})`));
  // The numbers go as numeric text: a comparison of numeric with numeric, never with float.
  if (f.minPrice !== undefined) parts.push(eb("price", ">=", String(f.minPrice)));
  if (f.maxPrice !== undefined) parts.push(eb("price", "<=", String(f.maxPrice)));
  // A tutorial without stars has a null rating, which no comparison matches.
  if (f.minRating !== undefined) parts.push(eb("rating", ">=", String(f.minRating)));
  // The tutor has a free slot starting at one of the asked quarter hours.
  if (f.suitingTutors !== undefined) parts.push(eb("user_id", "in", f.suitingTutors));
  else if (f.suiting !== undefined) {
    const suiting = f.suiting;
    parts.push(
      eb.exists(
        eb
          .selectFrom("tutor_free_hours as f")
          .select(sql<number>`1`.as("one"))
          .whereRef("f.uid", "=", "tutorials.user_id")
          .where(freeAt(suiting)),
      ),
    );
  }
  return eb.and(parts);
}

type TutorialsQuery = SelectQueryBuilder<Database, "tutorials", TutorialRow>;

/**
 * The order of each `sort`, always ending in created_at desc, id desc so that paging is stable.
 * Each is the order of one index (migrations/001_initial.sql, 013_reviews.sql), so a page reads
 * about its own rows instead of sorting every match.
 */
function orderOf(qb: TutorialsQuery, sort: TutorialSort): TutorialsQuery {
  if (sort === "price") qb = qb.orderBy("price", "asc");
  if (sort === "-price") qb = qb.orderBy("price", "desc");
  if (sort === "rating") qb = qb.orderBy(sql`rating desc nulls last`).orderBy("rating_count", "desc");
  return qb.orderBy("created_at", "desc").orderBy("id", "desc");
}

/** The page GET /tutorials answers for `query`, as the repository runs it (exported for EXPLAIN). */
export function pageQuery(db: Db, query: TutorialsPageQuery): TutorialsQuery {
  const limit = Math.min(query.limit ?? MAX_LIST_LIMIT, MAX_LIST_LIMIT);
  return orderOf(
    db
      .selectFrom("tutorials")
      .selectAll()
      .where((eb) => whereOf(eb, query)),
    query.sort ?? "newest",
  )
    .limit(limit)
    .offset(query.offset ?? 0);
}

/**
 * The count of matches GET /tutorials answers when it looks at rows (exported for EXPLAIN): at
 * most MAX_SEARCH_RESULTS + 1 of them for the filters isCounted names, every one otherwise.
 */
export function countQuery(db: Db, f: Filters) {
  const cap = isCounted(f) ? MAX_SEARCH_RESULTS + 1 : undefined;
  return db
    .selectFrom((qb) =>
      qb
        .selectFrom("tutorials")
        .select(sql<number>`1`.as("one"))
        .where((eb) => whereOf(eb, f))
        .$if(cap !== undefined, (q) => q.limit(cap ?? 0))
        .as("matches"),
    )
    .select((eb) => eb.fn.countAll<string | number>().as("n"));
}

export function tutorialsRepository(db: Db) {
  /**
   * The number of matches. With no filter or only `language` it is exact, read from the
   * trigger-kept tutorial_counts (one row, constant cost). A `q` search and a price, rating or
   * hours filter look at the rows (isCounted), so they stop at MAX_SEARCH_RESULTS + 1 of them: past
   * MAX_SEARCH_RESULTS the total is capped. A `userId` alone is counted exactly (indexed, and
   * bounded by MAX_TUTORIALS_PER_USER).
   */
  async function total(f: Filters): Promise<{ total: number; capped: boolean }> {
    if (countedByCounters(f)) {
      const row = await db
        .selectFrom("tutorial_counts")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>("tutorials"), sql<number>`0`).as("n"))
        .$if(Boolean(f.language), (qb) => qb.where("language_key", "=", languageKey(f.language ?? "")))
        .executeTakeFirst();
      return { total: Number(row?.n ?? 0), capped: false };
    }
    const capped = isCounted(f);
    const row = await countQuery(db, f).executeTakeFirstOrThrow();
    const n = Number(row.n);
    return n > MAX_SEARCH_RESULTS && capped
      ? { total: MAX_SEARCH_RESULTS, capped: true }
      : { total: n, capped: false };
  }

  /** The tutors free at `suiting` if there are at most FEW_SUITING_TUTORS of them; undefined if more. */
  async function fewSuitingTutors(suiting: SuitingMask): Promise<string[] | undefined> {
    const rows = await db
      .selectFrom("tutor_free_hours as f")
      .select("f.uid")
      .where(freeAt(suiting))
      .limit(FEW_SUITING_TUTORS + 1)
      .execute();
    return rows.length > FEW_SUITING_TUTORS ? undefined : rows.map((r) => r.uid);
  }

  async function findRow(id: string): Promise<TutorialRow | undefined> {
    return db.selectFrom("tutorials").selectAll().where("id", "=", id).executeTakeFirst();
  }

  return {
    /** One page in the order of `sort` (newest first by default; see orderOf), and the total of matches. */
    async list(asked: TutorialsPageQuery): Promise<TutorialsPage> {
      if (searchTooDeep(asked)) throw new SearchTooDeepError();
      let query = asked;
      if (asked.suiting && asked.suitingTutors === undefined) {
        const few = await fewSuitingTutors(asked.suiting);
        if (few?.length === 0) return { items: [], total: 0, capped: false };
        if (few) query = { ...asked, suitingTutors: few };
      }
      const [rows, counted] = await Promise.all([pageQuery(db, query).execute(), total(query)]);
      return { items: rows.map(toTutorial), ...counted };
    },

    async findById(id: string): Promise<Tutorial | undefined> {
      const row = await findRow(id);
      return row && toTutorial(row);
    },

    findRow,

    /**
     * Posts a tutorial unless the owner already has MAX_TUTORIALS_PER_USER (null then). The
     * count and the insert are one statement; two posts at the very same moment may both pass,
     * which a cap against abuse can allow (writes are rate limited as well).
     */
    async create(owner: TutorialOwner, t: NewTutorial): Promise<Tutorial | null> {
      const row = await db
        .insertInto("tutorials")
        .columns([
          "user_id",
          "user_name",
          "email",
          "image",
          "language",
          "language_key",
          "price",
          "description",
        ])
        .expression(
          db
            .selectNoFrom([
              sql<string>`${owner.userId}::text`.as("user_id"),
              sql<string>`${owner.userName}::text`.as("user_name"),
              sql<string>`${owner.email}::text`.as("email"),
              sql<string>`${t.image}::text`.as("image"),
              sql<string>`${t.language}::text`.as("language"),
              languageKey(t.language).as("language_key"),
              sql<string>`${t.price}::numeric`.as("price"),
              sql<string>`${t.description}::text`.as("description"),
            ])
            .where((eb) =>
              eb(
                eb
                  .selectFrom("tutorials")
                  .select((e) => e.fn.countAll().as("n"))
                  .where("user_id", "=", owner.userId),
                "<",
                MAX_TUTORIALS_PER_USER,
              ),
            ),
        )
        .returningAll()
        .executeTakeFirst();
      return row ? toTutorial(row) : null;
    },

    /**
     * Changes the editable fields, only for the owner, and bumps the version. With `versions`
     * (If-Match), only while the row's version is one of them: the check and the change are one
     * statement, so of two edits made on the same version exactly one passes. Not the owner is
     * "forbidden" whatever the version (a refusal says nothing about it).
     */
    async update(
      id: string,
      userId: string,
      t: UpdateTutorialBody,
      versions?: readonly number[],
    ): Promise<VersionedChange<Tutorial>> {
      const row = await db
        .updateTable("tutorials")
        .set((eb) => ({
          image: t.image,
          language: t.language,
          language_key: languageKey(t.language),
          price: t.price,
          description: t.description,
          version: eb("version", "+", 1),
        }))
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .$if(versions !== undefined, (qb) =>
          versions?.length ? qb.where("version", "in", versions) : qb.where(sql<boolean>`false`),
        )
        .returningAll()
        .executeTakeFirst();
      if (row) return { kind: "ok", value: toTutorial(row), version: row.version };
      const current = await findRow(id);
      if (!current) return { kind: "not_found" };
      return current.user_id === userId ? { kind: "stale" } : { kind: "forbidden" };
    },

    /** Deletes, only for the owner; bookings and reviews go with it (ON DELETE CASCADE). */
    async remove(id: string, userId: string): Promise<OwnerChange<number>> {
      const result = await db
        .deleteFrom("tutorials")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) > 0) return { kind: "ok", value: Number(result.numDeletedRows) };
      return (await findRow(id)) ? { kind: "forbidden" } : { kind: "not_found" };
    },
  };
}
export type TutorialsRepository = ReturnType<typeof tutorialsRepository>;
