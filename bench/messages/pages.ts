import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { type MessagesPage, messagesPageSchema } from "../../contract/index.js";
import type { Db } from "../../server/db/connect.js";
import { migrate } from "../../server/db/migrate.js";
import { BENCH_SESSION_SECRET, openDatabase, startBenchApp } from "../bench-app.js";
import { seedPeople, uidOf } from "./people.js";

/** People and conversations of part 2; the timed conversation (number 0) holds half the table. */
const PEOPLE = 2_000;
const CONVERSATIONS = PEOPLE / 2;
/** Where the deep page starts: this share of the conversation's messages are newer. */
const DEEP = 0.9;
const PAGE = 30;
const PREFIX = "page";

/** One size of part 2: the app over a database of `size` messages, and the two pages' URLs. */
export interface PagesAtSize {
  size: number;
  urls: { latest: string; deep: string };
  headers: Record<string, string>;
  close(): Promise<void>;
}

const person = (n: string) => sql.raw(`'${PREFIX}-' || lpad((${n})::text, 4, '0')`);

/**
 * `size` messages in CONVERSATIONS conversations of PEOPLE people, in one INSERT … SELECT: every
 * other message is conversation 0's (between people 0 and 1), the rest go round the others; each
 * conversation's writers take turns, texts of 20 to 200 characters, two seconds apart, all read.
 * The members' counters are then set from the rows, as the API would have kept them.
 */
async function seedMessages(db: Db, size: number): Promise<void> {
  await sql`
    INSERT INTO conversations (uid_a, uid_b, created_by, created_at)
    SELECT ${person("2 * j")}, ${person("2 * j + 1")}, ${person("2 * j")},
           timestamptz '2025-01-01 00:00:00+00'
    FROM generate_series(0, ${CONVERSATIONS - 1}::int) AS j`.execute(db);
  await sql`
    INSERT INTO conversation_members (conversation_id, uid, other_uid, last_at)
    SELECT id, uid_a, uid_b, created_at FROM conversations
    UNION ALL
    SELECT id, uid_b, uid_a, created_at FROM conversations`.execute(db);
  await sql`
    INSERT INTO messages (conversation_id, sender_id, text, created_at, read_at)
    SELECT c.id, ${person("2 * s.j + (g / 2) % 2")},
           (ARRAY['Hello! Are you free this week?', 'Yes, Tuesday at six works for me.',
                  'Could we go over the exercises from chapter four again? I got stuck on the third one.',
                  'Sure. Bring your notes and we will start with the parts you found hardest, then do two more problems together.',
                  'Thanks!', 'I have uploaded my essay draft. It is about the causes of the First World War and I am not sure the second half holds together; could you read it before our lesson?'])[1 + g % 6],
           at, at + interval '1 minute'
    FROM generate_series(1, ${size}::int) AS g
    CROSS JOIN LATERAL (
      SELECT CASE WHEN g % 2 = 0 THEN 0 ELSE 1 + (g / 2) % ${CONVERSATIONS - 1}::int END AS j,
             timestamptz '2025-01-02 00:00:00+00' + make_interval(secs => g * 2) AS at
    ) AS s
    -- Conversation j is the one of people 2j and 2j + 1 (uids in byte order are in number order).
    JOIN (SELECT id, (row_number() OVER (ORDER BY uid_a COLLATE "C"))::int - 1 AS j FROM conversations) AS c
      ON c.j = s.j
    ORDER BY g`.execute(db);
  await sql`
    UPDATE conversation_members m SET sent = s.sent, last_at = s.last_at
    FROM (
      SELECT conversation_id, sender_id, count(*)::int AS sent, max(created_at) AS last_at
      FROM messages GROUP BY conversation_id, sender_id
    ) AS s
    WHERE m.conversation_id = s.conversation_id AND m.uid = s.sender_id`.execute(db);
  for (const table of ["users", "sessions", "conversations", "conversation_members", "messages"])
    await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
}

/** The page answers right before it is timed: PAGE messages of the conversation, oldest first. */
export async function checkPage(url: string, headers: Record<string, string>, conversation: string) {
  const res = await fetch(url, { headers });
  const body: unknown = await res.json();
  const parsed = messagesPageSchema.safeParse(body);
  const page: MessagesPage | undefined = parsed.success ? parsed.data : undefined;
  const times = page?.items.map((m) => Date.parse(m.createdAt)) ?? [];
  if (
    res.status !== 200 ||
    !page ||
    page.items.length !== PAGE ||
    !page.hasMore ||
    page.items.some((m) => m.conversationId !== conversation) ||
    times.some((t, i) => i > 0 && t <= times[i - 1])
  )
    throw new Error(`page is wrong: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return page;
}

/**
 * A fresh PostgreSQL database of `size` messages and the real app over it (in this process, as
 * the other benches measure), signed in as person 0 of the timed conversation. Answers once both
 * pages were checked.
 */
export async function pagesAtSize(size: number): Promise<PagesAtSize> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-bench-pages-"));
  const { database, drop } = await openDatabase("postgres");
  const closeDb = async () => {
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the pool's sockets go first
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(database);
    const t0 = performance.now();
    const cookies = await seedPeople(database.db, PREFIX, PEOPLE, BENCH_SESSION_SECRET);
    await seedMessages(database.db, size);
    const db = database.db;
    const conversation = await db
      .selectFrom("conversations")
      .select("id")
      .where("uid_a", "=", uidOf(PREFIX, 0))
      .executeTakeFirstOrThrow();
    const held = Math.floor(size / 2);
    const deep = await db
      .selectFrom("messages")
      .select("id")
      .where("conversation_id", "=", conversation.id)
      .orderBy("seq", "desc")
      .offset(Math.floor(held * DEEP))
      .limit(1)
      .executeTakeFirstOrThrow();
    console.log(
      `postgres: ${size} messages seeded (${held} in the timed conversation) in ${Math.round(performance.now() - t0)} ms`,
    );
    const { app, base } = await startBenchApp(database, dataDir);
    const page = `${base}/api/conversations/${conversation.id}/messages?limit=${PAGE}`;
    const headers = { cookie: cookies.get(uidOf(PREFIX, 0)) ?? "" };
    const urls = { latest: page, deep: `${page}&before=${deep.id}` };
    const latest = await checkPage(urls.latest, headers, conversation.id);
    const older = await checkPage(urls.deep, headers, conversation.id);
    if (Date.parse(older.items.at(-1)?.createdAt ?? "") >= Date.parse(latest.items[0].createdAt))
      throw new Error("the deep page is not older than the latest one");
    return {
      size,
      urls,
      headers,
      async close() {
        await app.close();
        await closeDb();
      },
    };
  } catch (err) {
    await closeDb();
    throw err;
  }
}
