import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_MESSAGES_A_MINUTE,
  MAX_NEW_CONVERSATIONS_A_DAY,
  MAX_UNANSWERED_MESSAGES,
  MESSAGES,
} from "../../../contract/index.js";
import { conversationOf, people, send, sent, start, stored } from "../../support/conversations.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

/**
 * The three limits of messages (docs/product.md, Messages between people), counted from the
 * database: the windows are moved by moving stored times back, never by waiting.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `n` conversations `uid` started just now with made-up people, straight into the table. */
async function startedAlready(uid: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const other = `zz-made-up-${randomUUID().slice(0, 8)}`;
    await t.database.db
      .insertInto("conversations")
      .values({ uid_a: uid < other ? uid : other, uid_b: uid < other ? other : uid, created_by: uid })
      .execute();
  }
}

/** `n` messages `uid` sent just now in `conversationId`, straight into the table. */
async function sentAlready(uid: string, conversationId: string, n: number): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({
    conversation_id: conversationId,
    sender_id: uid,
    text: `old ${i}`,
  }));
  await t.database.db.insertInto("messages").values(rows).execute();
}

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers["retry-after"]);

describe(`at most ${MAX_NEW_CONVERSATIONS_A_DAY} new conversations a day per person`, () => {
  it("refuses one more with 429 NEW_CONVERSATIONS_LIMIT and Retry-After, storing nothing", async () => {
    const [me, old, next, friend] = await people(t, "Day Starter", "Day Old", "Day Next", "Day Friend");
    const existing = await conversationOf(t, me, old);
    await startedAlready(me.uid, MAX_NEW_CONVERSATIONS_A_DAY - 2);
    expect((await start(t, me, friend.uid)).statusCode).toBe(201);

    const before = await stored(t);
    const refused = await start(t, me, next.uid);
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { error: MESSAGES.newConversationsLimit, code: "NEW_CONVERSATIONS_LIMIT" },
    ]);
    expect(retryAfter(refused)).toBeGreaterThan(86_000);
    expect(retryAfter(refused)).toBeLessThanOrEqual(86_400);
    expect(await stored(t)).toBe(before);

    // An existing pair's conversation is answered (200) and counts nothing; others may start one with me.
    const again = await start(t, me, old.uid);
    expect([again.statusCode, again.json()._id]).toEqual([200, existing._id]);
    expect((await start(t, next, me.uid)).statusCode).toBe(201);

    // The oldest start leaves the 24 hours: one more place, and only one.
    await sql`UPDATE conversations SET created_at = now() - interval '24 hours 1 second'
      WHERE id = ${existing._id}`.execute(t.database.db);
    const [later, after] = await people(t, "Day Later", "Day After");
    expect((await start(t, me, later.uid)).statusCode).toBe(201);
    expect((await start(t, me, after.uid)).statusCode).toBe(429);
  });

  it("counts parallel starts of one person together: never past the limit", async () => {
    const [me, ...others] = await people(t, "Racing Starter", "R1", "R2", "R3", "R4", "R5");
    await startedAlready(me.uid, MAX_NEW_CONVERSATIONS_A_DAY - 2);
    const answers = await Promise.all(others.map((o) => start(t, me, o.uid)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
  });
});

describe(`at most ${MAX_MESSAGES_A_MINUTE} messages a minute per person, over all conversations`, () => {
  it("refuses one more with 429 RATE_LIMITED and Retry-After; the same key passes once the minute has moved on", async () => {
    const [me, you, them] = await people(t, "Minute Writer", "Minute Reader", "Minute Other");
    const first = (await conversationOf(t, me, you))._id;
    const second = (await conversationOf(t, me, them))._id;
    await sent(t, you, first, "Write as much as you like");
    await sentAlready(me.uid, first, MAX_MESSAGES_A_MINUTE - 1);
    expect((await send(t, me, second, "the last of this minute")).statusCode).toBe(201);

    const before = await stored(t);
    const key = randomUUID();
    for (const conversation of [first, second]) {
      const refused = await send(t, me, conversation, "one too many", key);
      expect([refused.statusCode, refused.json()]).toEqual([
        429,
        { error: MESSAGES.rateLimited, code: "RATE_LIMITED" },
      ]);
      expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
      expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    }
    expect(await stored(t)).toBe(before);
    // The other person is not limited by my messages.
    expect((await send(t, you, first, "my own minute")).statusCode).toBe(201);

    await sql`UPDATE messages SET created_at = created_at - interval '61 seconds'
      WHERE sender_id = ${me.uid}`.execute(t.database.db);
    // The refusal was not kept under its key: the outbox's retry with it now stores the message.
    const retried = await send(t, me, second, "one too many", key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers["idempotency-replayed"]).toBeUndefined();
  });

  it("counts parallel sends of one person together, in different conversations: never past the limit", async () => {
    const [me, ...others] = await people(t, "Racing Writer", "W1", "W2", "W3", "W4", "W5");
    const ids = await Promise.all(others.map(async (o) => (await conversationOf(t, me, o))._id));
    await sentAlready(me.uid, ids[0] ?? "", MAX_MESSAGES_A_MINUTE - 2);
    const answers = await Promise.all(ids.map((id, i) => send(t, me, id, `race ${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
  });
});

describe(`at most ${MAX_UNANSWERED_MESSAGES} messages to a person who never answered`, () => {
  it("refuses the next with 429 AWAITING_ANSWER until the other answers, then passes (same key)", async () => {
    const [me, you, else_] = await people(t, "Eager Writer", "Slow Reader", "Someone Else");
    const id = (await conversationOf(t, you, me))._id;
    for (let i = 0; i < MAX_UNANSWERED_MESSAGES; i++) await sent(t, me, id, `hello ${i}`);

    const before = await stored(t);
    const key = randomUUID();
    const refused = await send(t, me, id, "hello?", key);
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { error: "Wait for an answer before sending more.", code: "AWAITING_ANSWER" },
    ]);
    expect(await stored(t)).toBe(before);
    // Per conversation: another person may still be written to.
    expect((await send(t, me, (await conversationOf(t, me, else_))._id, "hi")).statusCode).toBe(201);

    await sent(t, you, id, "Sorry, I was away");
    const retried = await send(t, me, id, "hello?", key);
    expect(retried.statusCode, retried.body).toBe(201);
    // Once answered, neither is held back.
    for (let i = 0; i < MAX_UNANSWERED_MESSAGES + 1; i++) await sent(t, me, id, `more ${i}`);
  });

  it("holds the person who answered back only if they never answered: a reply is an answer", async () => {
    const [me, you] = await people(t, "First Writer", "Replier");
    const id = (await conversationOf(t, me, you))._id;
    await sent(t, me, id, "hi");
    for (let i = 0; i < MAX_UNANSWERED_MESSAGES + 2; i++) await sent(t, you, id, `reply ${i}`);
  });
});
