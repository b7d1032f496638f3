import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { SESSION_COOKIE } from "../../contract/index.js";
import { sessionTokens } from "../../server/auth/session-token.js";
import type { Db } from "../../server/db/connect.js";

/** A seeded person: their uid, a signed-in cookie header, and their conversations. */
export interface Person {
  uid: string;
  cookie: string;
  conversations: { id: string; other: string }[];
}

/** 'prefix-0042': zero-padded, so that byte order is number order (conversations store pairs so). */
export const uidOf = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, "0")}`;

/**
 * `count` people (`users` rows) and a live session row each, written directly, with their
 * cookies signed by `secret` as the server signs them at sign-in (server/plugins/session.ts):
 * signing in thousands of people through the identity provider would be the slow part of the
 * bench. The sessions are fresh, so no request of the run renews one or asks the provider.
 */
export async function seedPeople(
  db: Db,
  prefix: string,
  count: number,
  secret: string,
): Promise<Map<string, string>> {
  const now = new Date();
  const people = Array.from({ length: count }, (_, n) => ({
    uid: uidOf(prefix, n),
    sid: randomBytes(24).toString("base64url"),
  }));
  for (let at = 0; at < count; at += 1_000) {
    const slice = people.slice(at, at + 1_000);
    await db
      .insertInto("users")
      .values(
        slice.map((p) => ({
          uid: p.uid,
          display_name: `Person ${p.uid}`,
          email: `${p.uid}@example.com`,
          photo_url: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto("sessions")
      .values(
        slice.map((p) => ({
          id: p.sid,
          user_id: p.uid,
          created_at: now,
          last_seen_at: now,
          checked_at: now,
        })),
      )
      .execute();
  }
  const tokens = sessionTokens(secret);
  const expires = new Date(now.getTime() + 14 * 86_400_000);
  const cookies = new Map<string, string>();
  for (const p of people) {
    const user = { uid: p.uid, email: `${p.uid}@example.com`, name: `Person ${p.uid}`, picture: null };
    cookies.set(p.uid, `${SESSION_COOKIE}=${await tokens.sign(user, p.sid, expires)}`);
  }
  return cookies;
}

/**
 * Person n talks with n ± each of `offsets` (mod `count`): every person has 2 × offsets.length
 * conversations, stored as the API stores them (the pair in byte order, both members' rows), each
 * with one message each way, read: both have answered, so the cap on messages to someone who
 * never answered cannot bite, and a sender's recipient is one of several people.
 */
export async function seedConversations(
  db: Db,
  prefix: string,
  count: number,
  offsets: readonly number[],
): Promise<void> {
  const name = (n: string) => sql.raw(`'${prefix}-' || lpad((${n})::text, 4, '0')`);
  await sql`
    INSERT INTO conversations (uid_a, uid_b, created_by, created_at)
    SELECT ${name("a")}, ${name("b")}, ${name("a")}, now() - interval '2 days'
    FROM (
      SELECT least(i, (i + o) % ${count}::int) AS a, greatest(i, (i + o) % ${count}::int) AS b
      FROM generate_series(0, ${count - 1}::int) AS i
      CROSS JOIN unnest(${sql.val([...offsets])}::int[]) AS o
    ) AS pairs`.execute(db);
  await sql`
    INSERT INTO conversation_members (conversation_id, uid, other_uid, unread, sent, last_at)
    SELECT id, uid_a, uid_b, 0, 1, now() - interval '1 day' FROM conversations
    UNION ALL
    SELECT id, uid_b, uid_a, 0, 1, now() - interval '1 day' FROM conversations`.execute(db);
  await sql`
    INSERT INTO messages (conversation_id, sender_id, text, created_at, read_at)
    SELECT id, uid_a, 'Hello! Are you free this week?', now() - interval '2 days', now() - interval '1 day'
    FROM conversations
    UNION ALL
    SELECT id, uid_b, 'Hi, yes: Tuesday evening works.', now() - interval '1 day', now() - interval '1 day'
    FROM conversations`.execute(db);
  for (const table of ["users", "sessions", "conversations", "conversation_members", "messages"])
    await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
}

/** Everyone's conversations, read back as the members' rows say. */
export async function conversationsOf(db: Db): Promise<Map<string, { id: string; other: string }[]>> {
  const rows = await db
    .selectFrom("conversation_members")
    .select(["conversation_id", "uid", "other_uid"])
    .orderBy("uid")
    .orderBy("other_uid")
    .execute();
  const byUid = new Map<string, { id: string; other: string }[]>();
  for (const r of rows) {
    const list = byUid.get(r.uid) ?? [];
    list.push({ id: r.conversation_id, other: r.other_uid });
    byUid.set(r.uid, list);
  }
  return byUid;
}
