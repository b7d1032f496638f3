import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationSchema, MESSAGES } from "../../../contract/index.js";
import {
  block,
  conversationOf,
  list,
  people,
  read,
  recorded,
  sent,
  start,
  stored,
} from "../../support/conversations.js";
import { call } from "../../support/profiles.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

/** Starting a conversation and the list of one's conversations (docs/product.md, Messages between people). */
let t: TestApp;
let ana: SignedIn;
let bo: SignedIn;
let cy: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [ana, bo, cy] = await people(t, "Ana Start", "Bo Start", "Cy Start");
});
afterAll(() => t.close());

describe("POST /api/conversations", () => {
  it("answers 401 to a signed-out caller, for the list, a start and the unread total", async () => {
    for (const [method, url] of [
      ["GET", "/api/conversations"],
      ["POST", "/api/conversations"],
      ["GET", "/api/messages/unread"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === "POST" ? { payload: { with: bo.uid } } : {}),
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    }
  });

  it("starts one (201) and answers the pair's existing one (200) to either person, never a second", async () => {
    const first = await start(t, ana, bo.uid);
    expect(first.statusCode, first.body).toBe(201);
    const made = conversationSchema.parse(first.json());
    expect(made).toEqual({
      _id: made._id,
      other: { uid: bo.uid, name: "Bo Start", photoURL: null },
      tutorialId: null,
      lastMessage: null,
      unread: 0,
      blocked: { byMe: false, byThem: false },
    });
    const again = await start(t, ana, bo.uid);
    expect([again.statusCode, again.json()]).toEqual([200, made]);
    const theirs = await start(t, bo, ana.uid);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ _id: made._id, other: { uid: ana.uid, name: "Ana Start" } });
    const rows = await t.database.db
      .selectFrom("conversations")
      .selectAll()
      .where("id", "=", made._id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.created_by).toBe(ana.uid);
  });

  it("refuses oneself and a malformed uid (400), an unknown person or tutorial (404), storing nothing", async () => {
    const before = await stored(t);
    const self = await start(t, cy, cy.uid);
    expect([self.statusCode, self.json()]).toEqual([
      400,
      { error: MESSAGES.messageYourself, code: "VALIDATION" },
    ]);
    for (const body of [{ with: "not a uid!" }, { with: "" }, {}, { with: bo.uid, tutorialId: "x" }]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/conversations",
        headers: cy.headers,
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    const nobody = await start(t, cy, "noSuchPerson123");
    expect([nobody.statusCode, nobody.json()]).toEqual([
      404,
      { error: MESSAGES.personNotFound, code: "NOT_FOUND" },
    ]);
    // Signed in, never recorded, no profile: not a person one can message yet.
    const unrecorded = await t.user("Never Recorded");
    expect((await start(t, cy, unrecorded.uid)).statusCode).toBe(404);
    const tutorial = await start(t, cy, bo.uid, "00000000-0000-4000-8000-000000000000");
    expect([tutorial.statusCode, tutorial.json()]).toEqual([
      404,
      { error: MESSAGES.tutorialNotFound, code: "NOT_FOUND" },
    ]);
    expect(await stored(t)).toBe(before);
  });

  it("knows a person by a profile alone, and names the tutorial it started from until that is deleted", async () => {
    const dee = await t.user("Dee Profile");
    const named = await call(t, "PATCH", `/profile/${dee.uid}`, dee, { name: "Dee From Profile" });
    expect(named.statusCode, named.body).toBe(200);
    const tutorial = await postTutorial(t, dee);
    const res = await start(t, cy, dee.uid, tutorial._id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      tutorialId: tutorial._id,
      other: { uid: dee.uid, name: "Dee From Profile" },
    });
    await call(t, "DELETE", `/tutorials/${tutorial._id}`, dee, { userId: dee.uid });
    const listed = (await list(t, cy)).find((c) => c._id === res.json()._id);
    expect(listed?.tutorialId).toBeNull();
  });
});

describe("GET /api/conversations", () => {
  it("lists the caller's own, latest activity first, with the other person, last message, unread and blocks", async () => {
    const [me, x, y, z] = await people(t, "List Me", "List X", "List Y", "List Z");
    await recorded(t, y, { displayName: "Y Display", photoURL: "https://cdn.example.com/y.png" });
    await call(t, "PATCH", `/profile/${y.uid}`, y, { name: "Y Profile" });
    await call(t, "PATCH", `/profile/${z.uid}/avatar`, z, { avatarUrl: "/uploads/z.webp" });
    const withX = await conversationOf(t, me, x);
    const withY = await conversationOf(t, me, y);
    const withZ = await conversationOf(t, z, me);
    expect((await list(t, me)).map((c) => c._id)).toEqual([withZ._id, withY._id, withX._id]);

    // A message moves its conversation to the top, for both people.
    const fromX = await sent(t, x, withX._id, "Hello from X");
    await sent(t, x, withX._id, "Are you there?");
    const last = await sent(t, x, withX._id, "  Last one  ");
    const mine = await list(t, me);
    expect(mine.map((c) => c._id)).toEqual([withX._id, withZ._id, withY._id]);
    expect(mine[0]).toEqual({
      _id: withX._id,
      other: { uid: x.uid, name: "List X", photoURL: null },
      tutorialId: null,
      lastMessage: { ...last, text: "Last one" },
      unread: 3,
      blocked: { byMe: false, byThem: false },
    });
    expect(fromX.readAt).toBeNull();
    // The profile's name and picture come first, then the user record's.
    expect(mine[2]?.other).toEqual({
      uid: y.uid,
      name: "Y Profile",
      photoURL: "https://cdn.example.com/y.png",
    });
    expect(mine[1]?.other).toEqual({ uid: z.uid, name: "List Z", photoURL: "/uploads/z.webp" });

    const theirs = await list(t, x);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ _id: withX._id, unread: 0, other: { uid: me.uid, name: "List Me" } });

    expect((await block(t, me, withX._id)).statusCode).toBe(200);
    expect((await read(t, me, withX._id)).statusCode).toBe(200);
    expect((await list(t, me))[0]).toMatchObject({ unread: 0, blocked: { byMe: true, byThem: false } });
    expect((await list(t, x))[0]?.blocked).toEqual({ byMe: false, byThem: true });
    // Nobody else's conversations are listed.
    expect((await list(t, me)).every((c) => [x.uid, y.uid, z.uid].includes(c.other.uid))).toBe(true);
  });
});
