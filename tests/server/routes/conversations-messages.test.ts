import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessageSchema, MAX_MESSAGE_TEXT, MESSAGES } from "../../../contract/index.js";
import { REPLAYED_HEADER } from "../../../server/plugins/idempotency.js";
import { conversationOf, page, pageRes, people, send, sent, stored } from "../../support/conversations.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

/** Sending messages, their order, exactly once, and pages (docs/product.md, Messages between people). */
let t: TestApp;
let ana: SignedIn;
let bo: SignedIn;
let id: string;

beforeAll(async () => {
  t = await createTestApp();
  [ana, bo] = await people(t, "Ana Writes", "Bo Writes");
  id = (await conversationOf(t, ana, bo))._id;
});
afterAll(() => t.close());

const countMessages = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("messages")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("conversation_id", "=", id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /api/conversations/{id}/messages", () => {
  it("stores the trimmed text as written and answers the Message (201)", async () => {
    const text = "  <b>Hi</b> & welcome,\nline two  ";
    const res = await send(t, ana, id, text);
    expect(res.statusCode, res.body).toBe(201);
    const message = chatMessageSchema.parse(res.json());
    expect(message).toEqual({
      _id: message._id,
      conversationId: id,
      senderId: ana.uid,
      text: "<b>Hi</b> & welcome,\nline two",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      readAt: null,
    });
    const row = await t.database.db
      .selectFrom("messages")
      .selectAll()
      .where("id", "=", message._id)
      .executeTakeFirst();
    expect(row?.text).toBe("<b>Hi</b> & welcome,\nline two");
  });

  it("stores one message for the same Idempotency-Key sent twice, and replays the first answer", async () => {
    const before = await countMessages();
    const key = randomUUID();
    const first = await send(t, bo, id, "Only once", key);
    const again = await send(t, bo, id, "Only once", key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await countMessages()).toBe(before + 1);
    // Sent at once (as a retry racing the first would be): still one.
    const racing = randomUUID();
    const both = await Promise.all([send(t, bo, id, "Racing", racing), send(t, bo, id, "Racing", racing)]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[1]?.json()).toEqual(both[0]?.json());
    expect(await countMessages()).toBe(before + 2);
  });

  it("refuses empty, too long, NUL, lone-surrogate and missing text, and a missing key (400), storing nothing", async () => {
    const before = await stored(t);
    for (const text of [
      "",
      "   \n ",
      "x".repeat(MAX_MESSAGE_TEXT + 1),
      "a\u0000b",
      "a\uD800b",
      42,
      undefined,
    ]) {
      const res = await send(t, ana, id, text);
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    const keyless = await send(t, ana, id, "No key", null);
    expect([keyless.statusCode, keyless.json()]).toEqual([
      400,
      { error: MESSAGES.messageKeyRequired, code: "VALIDATION" },
    ]);
    expect(await stored(t)).toBe(before);
    // The longest text passes, as do characters from any script.
    expect((await send(t, ana, id, "x".repeat(MAX_MESSAGE_TEXT))).statusCode).toBe(201);
    expect((await send(t, ana, id, "নমস্কার مرحبا 👋")).json().text).toBe("নমস্কার مرحبا 👋");
  });
});

describe("GET /api/conversations/{id}/messages", () => {
  let order: string[];
  let other: string;
  let cy: SignedIn;

  beforeAll(async () => {
    let dee: SignedIn;
    [cy, dee] = await people(t, "Cy Pages", "Dee Pages");
    other = (await conversationOf(t, cy, dee))._id;
    order = [];
    // Taking turns, so that neither is waiting for an answer: 12 messages in the order sent.
    for (let i = 0; i < 12; i++) order.push((await sent(t, i % 2 ? dee : cy, other, `m${i}`))._id);
  });

  it("pages the newest first, each page oldest first, in the order the server received them", async () => {
    const newest = await page(t, cy, other, "?limit=5");
    expect(newest.items.map((m) => m._id)).toEqual(order.slice(7));
    expect(newest.items.map((m) => m.text)).toEqual(["m7", "m8", "m9", "m10", "m11"]);
    expect(newest.hasMore).toBe(true);
    const older = await page(t, cy, other, `?limit=5&before=${newest.items[0]?._id}`);
    expect(older.items.map((m) => m._id)).toEqual(order.slice(2, 7));
    expect(older.hasMore).toBe(true);
    const oldest = await page(t, cy, other, `?limit=5&before=${older.items[0]?._id}`);
    expect(oldest.items.map((m) => m._id)).toEqual(order.slice(0, 2));
    expect(oldest.hasMore).toBe(false);
    const exact = await page(t, cy, other, `?limit=2&before=${order[2]}`);
    expect([exact.items.map((m) => m._id), exact.hasMore]).toEqual([order.slice(0, 2), false]);
    // The default page is 30: all 12, nothing more.
    const all = await page(t, cy, other);
    expect([all.items.map((m) => m._id), all.hasMore]).toEqual([order, false]);
    // The stored times follow the order.
    const times = all.items.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("refuses a bad limit, and a `before` that is not a message of this conversation (400)", async () => {
    for (const q of ["?limit=0", "?limit=51", "?limit=2.5", "?limit=x", "?before=nope"]) {
      const res = await pageRes(t, cy, other, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    const elsewhere = (await page(t, ana, id, "?limit=1")).items[0]?._id;
    for (const before of [elsewhere, randomUUID()]) {
      const res = await pageRes(t, cy, other, `?before=${before}`);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: "before must be a message of this conversation.", code: "VALIDATION" },
      ]);
    }
    const fifty = await pageRes(t, cy, other, "?limit=50");
    expect(fifty.statusCode).toBe(200);
  });
});
