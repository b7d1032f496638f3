import { type Selectable, sql } from "kysely";
import {
  type RatingDistribution,
  REVIEWS_PAGE,
  type Review,
  type ReviewEdit,
  type ReviewsPage,
  type ReviewsQuery,
  type TutorReviews,
} from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import { inTransaction } from "../db/request-transaction.js";
import type { ReviewsTable } from "../db/schema.js";
import { addNotification } from "./notifications-repository.js";

/** Outcomes the routes turn into statuses; the repository knows nothing of HTTP. */
export type ReviewCreated =
  | { kind: "ok"; review: number; reviewId: string; tutorUid: string }
  | { kind: "not_found" }
  | { kind: "own" }
  | { kind: "not_booked" }
  | { kind: "already" };
export type ReviewChange<T> = { kind: "ok"; value: T } | { kind: "not_found" } | { kind: "forbidden" };

/** A review as written: stars (optional for SPEC's body-less review) and words. */
export interface NewReview {
  rating?: number | undefined;
  text?: string | undefined;
}
export interface Reviewer {
  uid: string;
  name: string;
}

type Row = Selectable<ReviewsTable> & { shown_name: string };
const iso = (t: Date | string) => new Date(t).toISOString();

function toReview(row: Row): Review {
  return {
    _id: row.id,
    tutorialId: row.tutorial_id,
    rating: row.rating,
    text: row.text,
    reviewerId: row.user_id,
    reviewerName: row.shown_name,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    reply:
      row.reply_text === null || !row.reply_created_at
        ? null
        : {
            text: row.reply_text,
            createdAt: iso(row.reply_created_at),
            updatedAt: iso(row.reply_updated_at ?? row.reply_created_at),
          },
  };
}

/**
 * May review (docs/product.md, Reviews): a booking of the tutorial, untimed (SPEC's Book Now) or a
 * lesson that was confirmed and has ended by `now`, the app's clock as every lesson rule reads it.
 * Served by bookings_untimed_once and bookings_learner_lessons.
 */
function hasBooked(uid: string, tutorialId: string, now: Date) {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM bookings
    WHERE user_id = ${uid} AND tutor_id = ${tutorialId}
      AND (start_at IS NULL OR (status = 'confirmed' AND end_at <= ${now.toISOString()}::timestamptz)))`;
}

/** Reviews with the reviewer's current profile name (their stored name, else "Learner"). */
const selectReviews = (db: Db) =>
  db
    .selectFrom("reviews as r")
    .leftJoin("profiles as p", "p.uid", "r.user_id")
    .selectAll("r")
    .select(
      sql<string>`coalesce(nullif(p.name, ''), nullif(r.reviewer_name, ''), 'Learner')`.as("shown_name"),
    );

/**
 * One page of a tutorial's reviews in the asked order (exported for EXPLAIN): each sort is the
 * order of one index (migrations/013_reviews.sql), so a page reads about its own rows.
 */
export function reviewsPageQuery(db: Db, tutorialId: string, query: ReviewsQuery) {
  const sort = query.sort ?? "newest";
  return selectReviews(db)
    .where("r.tutorial_id", "=", tutorialId)
    .$if(query.rating !== undefined, (qb) => qb.where("r.rating", "=", query.rating ?? 0))
    .$if(sort === "highest", (qb) => qb.orderBy("r.rating", (ob) => ob.desc().nullsLast()))
    .$if(sort === "lowest", (qb) => qb.orderBy("r.rating", (ob) => ob.asc().nullsLast()))
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(query.limit ?? REVIEWS_PAGE)
    .offset(query.offset ?? 0);
}

/** How many reviews of a tutorial have each number of stars (exported for EXPLAIN). */
export function distributionQuery(db: Db, tutorialId: string) {
  return db
    .selectFrom("reviews")
    .select(["rating", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("tutorial_id", "=", tutorialId)
    .where("rating", "is not", null)
    .groupBy("rating");
}

/** A tutor's latest reviews over all their tutorials (exported for EXPLAIN). */
export function tutorLatestQuery(db: Db, uid: string, limit: number) {
  return selectReviews(db)
    .innerJoin("tutorials as t", "t.id", "r.tutorial_id")
    .where("t.user_id", "=", uid)
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit);
}

export function reviewsRepository(db: Db) {
  async function findById(id: string): Promise<Review | undefined> {
    const row = await selectReviews(db).where("r.id", "=", id).executeTakeFirst();
    return row && toReview(row);
  }

  /** The review and the owner of its tutorial, locked against a concurrent change of the same review. */
  async function ownership(trx: Db, id: string) {
    return trx
      .selectFrom("reviews as r")
      .innerJoin("tutorials as t", "t.id", "r.tutorial_id")
      .select([
        "r.user_id as author",
        "t.user_id as tutor",
        "r.tutorial_id as tutorial_id",
        "r.reply_created_at as replied_at",
      ])
      .where("r.id", "=", id)
      .forUpdate("r")
      .executeTakeFirst();
  }

  return {
    findById,

    /**
     * One review per person per tutorial. The tutorial is locked first (FOR NO KEY UPDATE), so
     * reviews of it are counted one after another and a concurrent delete waits; the primary key
     * decides a repeat (ON CONFLICT DO NOTHING). The count and the rating move in the trigger of
     * migrations/013_reviews.sql, in this same transaction; so does the tutor's `review-posted`
     * notification (a new review only, never a repeat or a refusal).
     */
    async create(tutorialId: string, who: Reviewer, input: NewReview, now: Date): Promise<ReviewCreated> {
      return inTransaction(db, async (trx): Promise<ReviewCreated> => {
        const tutorial = await trx
          .selectFrom("tutorials")
          .select(["user_id"])
          .select(hasBooked(who.uid, tutorialId, now).as("booked"))
          .where("id", "=", tutorialId)
          .forNoKeyUpdate()
          .executeTakeFirst();
        if (!tutorial) return { kind: "not_found" };
        if (tutorial.user_id === who.uid) return { kind: "own" };
        if (!tutorial.booked) return { kind: "not_booked" };
        const inserted = await trx
          .insertInto("reviews")
          .values({
            tutorial_id: tutorialId,
            user_id: who.uid,
            rating: input.rating ?? null,
            text: input.text ?? "",
            reviewer_name: who.name,
          })
          .onConflict((oc) => oc.columns(["tutorial_id", "user_id"]).doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!inserted) return { kind: "already" };
        // A new review tells the tutor, in this transaction: a write that rolls back tells nobody.
        if (tutorial.user_id !== who.uid) {
          await addNotification(trx, {
            uid: tutorial.user_id,
            type: "review-posted",
            tutorialId,
            reviewId: inserted.id,
          });
        }
        const counted = await trx
          .selectFrom("tutorials")
          .select("review")
          .where("id", "=", tutorialId)
          .executeTakeFirstOrThrow();
        return { kind: "ok", review: counted.review, reviewId: inserted.id, tutorUid: tutorial.user_id };
      });
    },

    /** A tutorial's reviews in the asked order with its rating summary; undefined for no such tutorial. */
    async page(tutorialId: string, query: ReviewsQuery): Promise<ReviewsPage | undefined> {
      const tutorial = await db
        .selectFrom("tutorials")
        .select(["review", "rating", "rating_count"])
        .where("id", "=", tutorialId)
        .executeTakeFirst();
      if (!tutorial) return undefined;
      const [rows, levels] = await Promise.all([
        reviewsPageQuery(db, tutorialId, query).execute(),
        distributionQuery(db, tutorialId).execute(),
      ]);
      const distribution: RatingDistribution = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
      for (const level of levels) {
        const key = String(level.rating) as keyof RatingDistribution;
        if (key in distribution) distribution[key] = Number(level.n);
      }
      return {
        items: rows.map(toReview),
        total:
          query.rating === undefined
            ? tutorial.review
            : distribution[String(query.rating) as keyof RatingDistribution],
        rating: tutorial.rating === null ? null : Number(tutorial.rating),
        ratingCount: tutorial.rating_count,
        distribution,
      };
    },

    /**
     * A tutor's overall rating (the mean of every star over all their tutorials, from the kept
     * sums) and their latest reviews over all of them.
     */
    async ofTutor(uid: string, limit: number): Promise<TutorReviews> {
      const [sums, rows] = await Promise.all([
        db
          .selectFrom("tutorials")
          .select((eb) => [
            eb.fn.coalesce(eb.fn.sum<string | number>("rating_sum"), sql<number>`0`).as("sum"),
            eb.fn.coalesce(eb.fn.sum<string | number>("rating_count"), sql<number>`0`).as("count"),
          ])
          .where("user_id", "=", uid)
          .executeTakeFirstOrThrow(),
        tutorLatestQuery(db, uid, limit).execute(),
      ]);
      const count = Number(sums.count);
      // Half up to one decimal, as a tutorial's own rating (migrations/013_reviews.sql).
      const rating = count > 0 ? Math.round((Number(sums.sum) / count) * 10 + 1e-9) / 10 : null;
      return { rating, ratingCount: count, items: rows.map(toReview) };
    },

    /** The caller's own reviews, newest first. */
    async mine(uid: string): Promise<Review[]> {
      const rows = await selectReviews(db)
        .where("r.user_id", "=", uid)
        .orderBy("r.created_at", "desc")
        .orderBy("r.id", "desc")
        .execute();
      return rows.map(toReview);
    },

    /** The author changes the stars or the words (the rating follows in the trigger). */
    async edit(id: string, uid: string, edit: ReviewEdit): Promise<ReviewChange<Review>> {
      return inTransaction(db, async (trx): Promise<ReviewChange<Review>> => {
        const found = await ownership(trx, id);
        if (!found) return { kind: "not_found" };
        if (found.author !== uid) return { kind: "forbidden" };
        await trx
          .updateTable("reviews")
          .set({
            ...(edit.rating !== undefined ? { rating: edit.rating } : {}),
            ...(edit.text !== undefined ? { text: edit.text } : {}),
            updated_at: sql`now()`,
          })
          .where("id", "=", id)
          .execute();
        const review = await reviewsRepository(trx).findById(id);
        return review ? { kind: "ok", value: review } : { kind: "not_found" };
      });
    },

    /** The author deletes their review; the tutorial's count falls by one (trigger). */
    async remove(id: string, uid: string): Promise<ReviewChange<{ review: number; tutorialId: string }>> {
      return inTransaction(db, async (trx): Promise<ReviewChange<{ review: number; tutorialId: string }>> => {
        const found = await ownership(trx, id);
        if (!found) return { kind: "not_found" };
        if (found.author !== uid) return { kind: "forbidden" };
        await trx.deleteFrom("reviews").where("id", "=", id).execute();
        const tutorial = await trx
          .selectFrom("tutorials")
          .select("review")
          .where("id", "=", found.tutorial_id)
          .executeTakeFirstOrThrow();
        return { kind: "ok", value: { review: tutorial.review, tutorialId: found.tutorial_id } };
      });
    },

    /**
     * The tutorial's owner writes, rewrites (`text`) or removes (null) the one reply. Writing a
     * reply where there was none notifies the reviewer (`review-replied`); a rewrite does not.
     */
    async setReply(id: string, uid: string, text: string | null): Promise<ReviewChange<Review>> {
      return inTransaction(db, async (trx): Promise<ReviewChange<Review>> => {
        const found = await ownership(trx, id);
        if (!found) return { kind: "not_found" };
        if (found.tutor !== uid) return { kind: "forbidden" };
        await trx
          .updateTable("reviews")
          .set(
            text === null
              ? { reply_text: null, reply_created_at: null, reply_updated_at: null }
              : {
                  reply_text: text,
                  reply_created_at: sql`coalesce(reply_created_at, now())`,
                  reply_updated_at: sql`now()`,
                },
          )
          .where("id", "=", id)
          .execute();
        // A reply where there was none tells the reviewer (not a rewrite of it, nor its removal),
        // in this transaction. A tutor cannot review their own tutorial; never tell oneself anyway.
        if (text !== null && found.replied_at === null && found.author !== uid) {
          await addNotification(trx, {
            uid: found.author,
            type: "review-replied",
            tutorialId: found.tutorial_id,
            reviewId: id,
          });
        }
        const review = await reviewsRepository(trx).findById(id);
        return review ? { kind: "ok", value: review } : { kind: "not_found" };
      });
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
