import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessageSchema, messagesReadSchema } from "../../../contract/index.js";
import { conversationOf, people, read, send, sent } from "../../support/conversations.js";
import { type EventStream, openEventStream, pause } from "../../support/sse.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

/**
 * Message events on GET /api/events (docs/decisions.md, Messages): `message` to the recipient,
 * `message-read` to the writer, both rows of the notifications log, so a resume finds them.
 */
let t: TestApp;
let base = "";
let ana: SignedIn;
let bo: SignedIn;
let id: string;
const open: EventStream[] = [];

beforeAll(async () => {
  t = await createTestApp({
    events: { heartbeatMs: 10_000, maxStreamsPerUser: 5, maxStreamsPerAddress: 100, maxStreams: 100 },
  });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  [ana, bo] = await people(t, "Ana Streams", "Bo Streams");
  id = (await conversationOf(t, ana, bo))._id;
});
afterAll(async () => {
  for (const s of open) s.close();
  t.app.server.closeAllConnections();
  await t.close();
});

async function connect(who: SignedIn, lastEventId?: string): Promise<EventStream> {
  const s = await openEventStream(`${base}/api/events`, {
    ...who.headers,
    ...(lastEventId ? { "last-event-id": lastEventId } : {}),
  });
  expect(s.status).toBe(200);
  open.push(s);
  return s;
}

describe("message events on GET /api/events", () => {
  it("sends `message` with the Message to the recipient only, and `message-read` to its writer", async () => {
    const boStream = await connect(bo);
    const anaStream = await connect(ana);
    const message = await sent(t, ana, id, "Are you free on Tuesday?");

    const got = await boStream.waitFor((e) => e.event === "message");
    expect(chatMessageSchema.parse(JSON.parse(got.data))).toEqual(message);
    expect(Number(got.id)).toBeGreaterThan(0);
    await pause(150);
    expect(anaStream.events).toEqual([]);

    expect((await read(t, bo, id)).statusCode).toBe(200);
    const told = await anaStream.waitFor((e) => e.event === "message-read");
    const data = messagesReadSchema.parse(JSON.parse(told.data));
    expect(data.conversationId).toBe(id);
    expect(Number(told.id)).toBeGreaterThan(Number(got.id));
    // Its time is the tick's: the message now reads as read at that moment.
    const page = await t.app.inject({
      method: "GET",
      url: `/api/conversations/${id}/messages`,
      headers: ana.headers,
    });
    expect(page.json().items[0].readAt).toBe(data.readAt);
    // Nothing newly read: no second event.
    await read(t, bo, id);
    await pause(150);
    expect(anaStream.events.filter((e) => e.event === "message-read")).toHaveLength(1);
    expect(boStream.events.map((e) => e.event)).toEqual(["message"]);
    boStream.close();
    anaStream.close();
  });

  it("never sends an event for a refused message", async () => {
    const boStream = await connect(bo);
    expect((await send(t, ana, id, "")).statusCode).toBe(400);
    expect((await send(t, ana, id, "no key", null)).statusCode).toBe(400);
    const after = await sent(t, ana, id, "this one counts");
    await boStream.waitFor((e) => e.event === "message");
    await pause(150);
    expect(boStream.events.map((e) => JSON.parse(e.data)._id)).toEqual([after._id]);
    boStream.close();
  });

  it("on reconnect with Last-Event-ID sends the message events missed meanwhile, in order, then live ones", async () => {
    const first = await connect(bo);
    const seen = await sent(t, ana, id, "seen live");
    const live = await first.waitFor((e) => JSON.parse(e.data)._id === seen._id);
    first.close();
    await pause(100);

    const missed = [
      await sent(t, ana, id, "missed 1"),
      await sent(t, bo, id, "bo writes"),
      await sent(t, ana, id, "missed 2"),
    ];
    await read(t, ana, id);
    const resumed = await connect(bo, live.id);
    await resumed.waitFor((e) => e.event === "message-read");
    const then = await sent(t, ana, id, "live again");
    await resumed.waitFor((e) => e.event === "message" && JSON.parse(e.data)._id === then._id);
    await pause(150);
    expect(
      resumed.events.map((e) => [e.event, e.event === "message" ? JSON.parse(e.data).text : null]),
    ).toEqual([
      ["message", missed[0]?.text],
      ["message", missed[2]?.text],
      ["message-read", null],
      ["message", "live again"],
    ]);
    const ids = resumed.events.map((e) => Number(e.id));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    resumed.close();
  });
});
