import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES_PAGE } from "../../../contract/index.js";
import type { Database_ } from "../../../server/db/connect.js";
import { migrate } from "../../../server/db/migrate.js";
import { conversationsListQuery } from "../../../server/repositories/conversations-repository.js";
import { newConversationsQuery, recentMessagesQuery } from "../../../server/repositories/message-limits.js";
import { messagesPageQuery } from "../../../server/repositories/messages-repository.js";
import { bellListQuery } from "../../../server/repositories/notifications-repository.js";
import { type PlanNode, planLine, queryPlan } from "../../support/query-plans.js";
import { freshDatabase } from "../../support/test-app.js";

/**
 * Messages at 22 000 conversations and 420 000 messages: a page of a conversation, the list of
 * one's conversations, the two limits and the bell (beside 10 000 message events) each read their
 * own index for about their own rows, and never sort (migrations/016_messages.sql). PostgreSQL's plans: like every `*.pg.test.ts`, this file
 * runs only when DATABASE_URL names one (vitest.config.ts).
 */
const MINE = 2_000;
const OTHERS = 20_000;
const MESSAGES = 400_000;
const POPULAR = 20_000;
const ME = "u00000";
/** ME's bell notifications, older than the POPULAR / 2 message events ME was sent. */
const BELL = 20;

describe("messages at 420 000 messages", () => {
  let database: Database_;
  let drop: () => Promise<void>;
  let popular: string;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await migrate(database);
    const db = database.db;
    // ME talks with MINE people; OTHERS pairs talk among themselves. Uids sort as the CHECK wants.
    await sql`
      INSERT INTO conversations (uid_a, uid_b, created_by, created_at)
      SELECT ${ME}, 'u' || lpad(i::text, 5, '0'), ${ME}, timestamptz '2025-01-01' + i * interval '1 minute'
      FROM generate_series(1, ${MINE}::int) AS i`.execute(db);
    await sql`
      INSERT INTO conversations (uid_a, uid_b, created_by, created_at)
      SELECT 'v' || lpad(g::text, 6, '0'), 'w' || lpad(g::text, 6, '0'), 'v' || lpad(g::text, 6, '0'),
        timestamptz '2025-01-01' + g * interval '1 second'
      FROM generate_series(1, ${OTHERS}::int) AS g`.execute(db);
    await sql`
      INSERT INTO conversation_members (conversation_id, uid, other_uid, last_at)
      SELECT id, uid_a, uid_b, created_at + (hashtext(id::text) % 1000) * interval '1 hour' FROM conversations
      UNION ALL
      SELECT id, uid_b, uid_a, created_at + (hashtext(id::text) % 1000) * interval '1 hour' FROM conversations`.execute(
      db,
    );
    popular = (
      await db
        .selectFrom("conversations")
        .select("id")
        .where("uid_b", "=", "u00001")
        .executeTakeFirstOrThrow()
    ).id;
    await sql`
      WITH numbered AS (
        SELECT id, uid_a, uid_b, row_number() OVER (ORDER BY id)::int AS n FROM conversations
      )
      INSERT INTO messages (conversation_id, sender_id, text, created_at)
      SELECT c.id, CASE WHEN g % 2 = 0 THEN c.uid_a ELSE c.uid_b END, 'Hello there',
        timestamptz '2025-06-01' + g * interval '1 second'
      FROM generate_series(1, ${MESSAGES}::int) AS g
      JOIN numbered c ON c.n = 1 + g % ${MINE + OTHERS}::int`.execute(db);
    await sql`
      INSERT INTO messages (conversation_id, sender_id, text, created_at)
      SELECT ${popular}, CASE WHEN g % 2 = 0 THEN ${ME} ELSE 'u00001' END, 'Again',
        timestamptz '2025-07-01' + g * interval '1 second'
      FROM generate_series(1, ${POPULAR}::int) AS g`.execute(db);
    // ME's bell: a few lesson notifications, behind every message event ME was sent since.
    await sql`
      WITH t AS (
        INSERT INTO tutorials (user_id, user_name, email, image, language, language_key, price, description)
        VALUES ('t1', 'Tutor', 't@example.com', '/uploads/x.webp', 'English', 'english', 10, 'Lessons')
        RETURNING id
      ), b AS (
        INSERT INTO bookings (tutor_id, user_id, image, language, price, tutor_email, email)
        SELECT id, ${ME}, '/uploads/x.webp', 'English', 10, 't@example.com', 'me@example.com' FROM t
        RETURNING id
      )
      INSERT INTO notifications (uid, type, lesson_id)
      SELECT ${ME}, 'lesson-confirmed', b.id FROM b, generate_series(1, ${BELL}::int)`.execute(db);
    await sql`
      INSERT INTO notifications (uid, type, conversation_id, message_id)
      SELECT ${ME}, 'message', conversation_id, id FROM messages
      WHERE conversation_id = ${popular} AND sender_id = 'u00001'`.execute(db);
    for (const table of ["conversations", "conversation_members", "messages", "notifications"]) {
      await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
    }
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const plan = (query: Parameters<typeof queryPlan>[1]) => queryPlan(database.db, query);
  const scansOf = (all: PlanNode[], relation: string) => all.filter((n) => n["Relation Name"] === relation);
  const noSort = (all: PlanNode[]) =>
    expect(
      all.filter((n) => n["Node Type"].includes("Sort")),
      planLine(all),
    ).toEqual([]);

  it("the newest page of a conversation reads messages_conversation_seq for its own rows alone", async () => {
    const all = await plan(messagesPageQuery(database.db, popular, undefined, MESSAGES_PAGE + 1));
    noSort(all);
    const [scan] = scansOf(all, "messages");
    expect(scan?.["Index Name"], planLine(all)).toBe("messages_conversation_seq");
    expect(scan?.["Actual Rows"], planLine(all)).toBeLessThanOrEqual(MESSAGES_PAGE + 1);
  });

  it("an older page (before a message deep in the conversation) does too: a keyset, never OFFSET", async () => {
    const middle = await database.db
      .selectFrom("messages")
      .select("seq")
      .where("conversation_id", "=", popular)
      .orderBy("seq", "desc")
      .offset(POPULAR / 2)
      .limit(1)
      .executeTakeFirstOrThrow();
    const all = await plan(messagesPageQuery(database.db, popular, Number(middle.seq), MESSAGES_PAGE + 1));
    noSort(all);
    const [scan] = scansOf(all, "messages");
    expect(scan?.["Index Name"], planLine(all)).toBe("messages_conversation_seq");
    expect(scan?.["Actual Rows"], planLine(all)).toBeLessThanOrEqual(MESSAGES_PAGE + 1);
  });

  it("the list reads conversation_members_list for the first 100 and one last message each", async () => {
    const all = await plan(conversationsListQuery(database.db, ME));
    noSort(all);
    const members = scansOf(all, "conversation_members");
    const mine = members.find((n) => n["Index Name"] === "conversation_members_list");
    expect(mine?.["Actual Rows"], planLine(all)).toBeLessThanOrEqual(100);
    // The other person's row is found by the conversation's key (both rows of it, at most).
    for (const n of [...members, ...scansOf(all, "conversations"), ...scansOf(all, "messages")]) {
      expect(n["Node Type"], planLine(all)).not.toBe("Seq Scan");
      expect(n["Actual Rows"] * n["Actual Loops"], planLine(all)).toBeLessThanOrEqual(2 * 100);
    }
    const last = scansOf(all, "messages")[0];
    expect(last?.["Index Name"], planLine(all)).toBe("messages_conversation_seq");
  });

  it("the bell's list reads its own rows by notifications_bell, never the message events", async () => {
    // (With so few bell rows the planner may join by hash and sort those few; they are all it reads.)
    const all = await plan(bellListQuery(database.db, ME));
    const [scan] = scansOf(all, "notifications");
    expect(scan?.["Index Name"], planLine(all)).toBe("notifications_bell");
    expect(scan?.["Actual Rows"], planLine(all)).toBe(BELL);
  });

  it("each limit counts one person's recent rows by its own index", async () => {
    for (const [query, relation, index] of [
      [recentMessagesQuery(database.db, ME), "messages", "messages_sender_recent"],
      [newConversationsQuery(database.db, ME), "conversations", "conversations_created_by"],
    ] as const) {
      const all = await plan(query);
      const [scan] = scansOf(all, relation);
      expect(scan?.["Index Name"], planLine(all)).toBe(index);
      expect(scan?.["Node Type"], planLine(all)).not.toBe("Seq Scan");
    }
  });
});
