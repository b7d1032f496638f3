import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationSchema } from "../../../contract/index.js";
import { notifyLessonChange } from "../../../server/lessons/notify.js";
import { aLesson, notifyCommitted } from "../../support/notifications.js";
import { type EventStream, openEventStream, pause } from "../../support/sse.js";
import { createTestApp, ENGINE, type SignedIn, type TestApp } from "../../support/test-app.js";

/** GET /api/events over a real socket: the answer never ends by itself, so no inject(). */
const HEARTBEAT_MS = 200;
const MAX_STREAMS = 2;

let t: TestApp;
let base = "";
let tutor: SignedIn;
let learner: SignedIn;
let lessonId: string;
const open: EventStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ events: { heartbeatMs: HEARTBEAT_MS, maxStreamsPerUser: MAX_STREAMS } });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  tutor = await t.user("Streamed Tutor");
  learner = await t.user("Streamed Learner");
  lessonId = await aLesson(t, tutor, learner);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

async function connect(who: SignedIn | null, headers: Record<string, string> = {}, query = "") {
  const s = await openEventStream(`${base}/api/events${query}`, { ...(who?.headers ?? {}), ...headers });
  open.push(s);
  return s;
}
const idOf = (seq: number) => (e: { id: string | undefined }) => e.id === String(seq);

describe("GET /api/events", () => {
  it("answers 401 to a signed-out caller", async () => {
    const s = await connect(null);
    expect(s.status).toBe(401);
    expect(JSON.parse(await s.text())).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("streams uncompressed and unbuffered, under the app's security headers, holding no transaction", async () => {
    const s = await connect(tutor, { "accept-encoding": "gzip, br" });
    expect(s.status).toBe(200);
    expect(s.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(s.headers.get("cache-control")).toBe("no-store");
    expect(s.headers.get("x-accel-buffering")).toBe("no");
    expect(s.headers.get("content-encoding")).toBeNull();
    expect(s.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(s.headers.get("x-content-type-options")).toBe("nosniff");
    await pause(HEARTBEAT_MS * 2.5);
    expect(s.comments).toContain("heartbeat");
    if (ENGINE === "postgres") {
      const idle = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%'`.execute(t.database.db);
      expect(idle.rows[0]?.n).toBe(0);
    }
    s.close();
  });

  it("delivers a notification committed with the lesson change, to its recipient only", async () => {
    const mine = await connect(tutor);
    const theirs = await connect(learner);
    const sent = await notifyCommitted(t, tutor.uid, lessonId, "lesson-requested");
    const got = await mine.waitFor(idOf(sent.seq));
    expect(got.event).toBe("notification");
    expect(notificationSchema.parse(JSON.parse(got.data))).toEqual(sent.notification);
    await pause(100);
    expect(theirs.events).toEqual([]);
    mine.close();
    theirs.close();
  });

  it("never delivers one whose transaction rolled back", async () => {
    const s = await connect(tutor);
    let rolledBack: number | undefined;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        rolledBack = (await notifyLessonChange(trx, { uid: tutor.uid, type: "lesson-declined", lessonId }))
          .seq;
        throw new Error("the lesson change failed");
      }),
    ).rejects.toThrow("the lesson change failed");
    const after = await notifyCommitted(t, tutor.uid, lessonId, "lesson-confirmed");
    await s.waitFor(idOf(after.seq));
    await pause(100);
    expect(rolledBack).toBeDefined();
    expect(s.events.map((e) => e.id)).toEqual([String(after.seq)]);
    s.close();
  });

  it("on reconnect with Last-Event-ID sends exactly what was missed, then live ones", async () => {
    const first = await connect(learner);
    const seen = await notifyCommitted(t, learner.uid, lessonId, "lesson-confirmed");
    await first.waitFor(idOf(seen.seq));
    first.close();
    const missed = [
      await notifyCommitted(t, learner.uid, lessonId, "lesson-cancelled"),
      await notifyCommitted(t, learner.uid, lessonId, "lesson-confirmed"),
    ];
    await notifyCommitted(t, tutor.uid, lessonId, "lesson-requested");

    const resumed = await connect(learner, { "last-event-id": String(seen.seq) });
    await resumed.waitFor(idOf(missed[1].seq));
    const live = await notifyCommitted(t, learner.uid, lessonId, "lesson-declined");
    await resumed.waitFor(idOf(live.seq));
    await pause(100);
    expect(resumed.events.map((e) => e.id)).toEqual([...missed, live].map((n) => String(n.seq)));
    resumed.close();

    // The same through the query, for clients that cannot set the header.
    const byQuery = await connect(learner, {}, `?lastEventId=${missed[1].seq}`);
    await byQuery.waitFor(idOf(live.seq));
    await pause(100);
    expect(byQuery.events.map((e) => e.id)).toEqual([String(live.seq)]);
    byQuery.close();
  });

  it("refuses a lastEventId that is not a number (400)", async () => {
    const s = await connect(learner, {}, "?lastEventId=abc");
    expect(s.status).toBe(400);
    expect(JSON.parse(await s.text())).toMatchObject({ code: "VALIDATION" });
  });

  it("caps the streams one person may hold open (429 beyond), and frees a place when one closes", async () => {
    const held = [await connect(tutor), await connect(tutor)];
    expect(held.map((s) => s.status)).toEqual([200, 200]);
    const refused = await connect(tutor);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.text())).toMatchObject({ code: "RATE_LIMITED" });
    expect((await connect(learner)).status).toBe(200);
    held[0].close();
    await pause(200);
    expect((await connect(tutor)).status).toBe(200);
    for (const s of open) s.close();
    await pause(200);
  });

  it("ends when the session is revoked (logout), by the next heartbeat", async () => {
    const who = await t.user("Leaving Learner");
    const s = await connect(who);
    expect(s.status).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: who.headers });
    expect(out.statusCode).toBe(200);
    const ended = await Promise.race([s.ended.then(() => true), pause(HEARTBEAT_MS * 5).then(() => false)]);
    expect(ended).toBe(true);
  });

  it("ends open streams when the server closes, instead of holding the close up", async () => {
    const s = await connect(learner);
    expect(s.status).toBe(200);
    const closing = t.app.close();
    const ended = await Promise.race([s.ended.then(() => true), pause(1_000).then(() => false)]);
    expect(ended).toBe(true);
    await closing;
  });
});
