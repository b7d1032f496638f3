import { sql } from "kysely";
import { MAX_WAITING_REQUESTS, MAX_WAITING_REQUESTS_PER_TUTOR } from "../../contract/index.js";
import type { Db } from "../db/connect.js";

/**
 * The first key of the transaction-level advisory lock that serialises one learner's lesson
 * requests (the second is a hash of the learner's uid): an arbitrary constant no other code uses.
 */
const WAITING_REQUESTS_LOCK = 74_549_138;

/** Which cap a new request would pass, if any (docs/decisions.md, Lessons). */
export type WaitingRequestsCap = "tutor" | "overall";

/**
 * Makes every other booking transaction of this learner wait until this one commits or rolls
 * back. Taken first in the transaction, before any row is touched, so that it never waits while
 * holding a row another request of the learner needs. Learners whose uids share a hash only wait
 * for each other. Works alike on PostgreSQL and PGlite.
 */
export async function lockLearnerRequests(trx: Db, learnerUid: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(WAITING_REQUESTS_LOCK)}, hashtext(${learnerUid}))`.execute(
    trx,
  );
}

/**
 * Which cap on waiting lesson requests (docs/product.md, Lessons) one more request of the learner
 * would pass: MAX_WAITING_REQUESTS_PER_TUTOR for one tutor, MAX_WAITING_REQUESTS in all; null when
 * neither. Called under lockLearnerRequests, so that two requests at once count each other. A
 * request starting before `due` is as good as expired (swept or not) and holds no place.
 */
export async function waitingRequestsCap(
  trx: Db,
  who: { learnerUid: string; tutorUid: string },
  due: Date,
): Promise<WaitingRequestsCap | null> {
  const row = await trx
    .selectFrom("bookings")
    .select([
      sql<string | number>`count(*)`.as("overall"),
      sql<string | number>`count(*) FILTER (WHERE tutor_uid = ${who.tutorUid})`.as("tutor"),
    ])
    .where("user_id", "=", who.learnerUid)
    .where("status", "=", "requested")
    .where("start_at", ">=", due)
    .executeTakeFirstOrThrow();
  if (Number(row.tutor) >= MAX_WAITING_REQUESTS_PER_TUTOR) return "tutor";
  if (Number(row.overall) >= MAX_WAITING_REQUESTS) return "overall";
  return null;
}
