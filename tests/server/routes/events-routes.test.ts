import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationSchema } from "../../../contract/index.js";
import { ConfigError, loadConfig } from "../../../server/config.js";
import { notifyLessonChange } from "../../../server/lessons/notify.js";
import { deleteAccount, disableAccount } from "../../support/identity.js";
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
  t = await createTestApp({
    events: {
      heartbeatMs: HEARTBEAT_MS,
      maxStreamsPerUser: MAX_STREAMS,
      maxStreamsPerAddress: 100,
      maxStreams: 100,
    },
  });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  tutor = await t.user("Streamed Tutor");
  learner = await t.user("Streamed Learner");
  lessonId = await aLesson(t, tutor, learner);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

async function connect(who: SignedIn | null, headers: Record<string, string> = {}, query = "", to = base) {
  const s = await openEventStream(`${to}/api/events${query}`, { ...(who?.headers ?? {}), ...headers });
  open.push(s);
  return s;
}
/** True when the server ends `s` within `ms`. */
const endsWithin = (s: EventStream, ms: number) =>
  Promise.race([s.ended.then(() => true), pause(ms).then(() => false)]);
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

describe("GET /api/events: an account the identity provider no longer vouches for", () => {
  let checked: TestApp;
  let checkedBase = "";
  beforeAll(async () => {
    // The identity check is due one second after the last one (10 minutes in production).
    checked = await createTestApp({
      events: {
        heartbeatMs: HEARTBEAT_MS,
        maxStreamsPerUser: MAX_STREAMS,
        maxStreamsPerAddress: 100,
        maxStreams: 100,
      },
      session: { ...t.config.session, checkEverySeconds: 1 },
    });
    checkedBase = await checked.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    // As below: a pooled connection of the test's HTTP client must not hold the close up.
    checked.app.server.closeAllConnections();
    await checked.close();
  });

  for (const [what, end] of [
    ["disabled", disableAccount],
    ["deleted", deleteAccount],
  ] as const) {
    it(`${what}: its stream ends at the next due check, its session with it, and receives nothing after`, async () => {
      const who = await checked.user(`Soon ${what}`);
      const other = await checked.user("Their Learner");
      const lesson = await aLesson(checked, who, other);
      const s = await connect(who, {}, "", checkedBase);
      expect(s.status).toBe(200);
      const before = await notifyCommitted(checked, who.uid, lesson, "lesson-requested");
      await s.waitFor(idOf(before.seq));
      await end(who.uid);
      expect(await endsWithin(s, 4_000)).toBe(true);
      await notifyCommitted(checked, who.uid, lesson, "lesson-cancelled");
      await pause(200);
      expect(s.events.map((e) => e.id)).toEqual([String(before.seq)]);
      const session = await checked.app.inject({ method: "GET", url: "/api/session", headers: who.headers });
      expect(session.statusCode).toBe(401);
      // Reconnecting does not bring it back.
      expect((await connect(who, {}, "", checkedBase)).status).toBe(401);
    });
  }

  it("an account still active keeps its stream past the due checks", async () => {
    const who = await checked.user("Still Here");
    const s = await connect(who, {}, "", checkedBase);
    expect(await endsWithin(s, 2_500)).toBe(false);
    const row = await checked.database.db
      .selectFrom("sessions")
      .select(["checked_at", "created_at", "last_seen_at"])
      .where("user_id", "=", who.uid)
      .executeTakeFirstOrThrow();
    // Checked by the stream; not renewed by it (an open stream is not a use).
    expect(row.checked_at.getTime()).toBeGreaterThan(row.created_at.getTime());
    expect(row.last_seen_at.getTime()).toBe(row.created_at.getTime());
    s.close();
  });
});

describe("GET /api/events: caps per network address and per instance; production session times", () => {
  const PER_ADDRESS = 3;
  const PER_INSTANCE = 5;
  let capped: TestApp;
  let cappedBase = "";
  let ipCount = 0;
  /** A client address of its own (the app believes one proxy hop, this test, in X-Forwarded-For). */
  const nextIp = () => `203.0.113.${++ipCount}`;
  beforeAll(async () => {
    capped = await createTestApp({
      trustProxy: 1,
      events: {
        heartbeatMs: HEARTBEAT_MS,
        maxStreamsPerUser: MAX_STREAMS,
        maxStreamsPerAddress: PER_ADDRESS,
        maxStreams: PER_INSTANCE,
      },
    });
    cappedBase = await capped.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    // The test's HTTP client may keep a pooled connection that never carried a request, which
    // the server's close would wait for.
    capped.app.server.closeAllConnections();
    await capped.close();
  });
  const from = (who: SignedIn, ip: string) => connect(who, { "x-forwarded-for": ip }, "", cappedBase);
  const people = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => capped.user(`Capped ${i}`)));
  async function expectRefused(s: EventStream, text: RegExp) {
    expect(s.status).toBe(429);
    expect(s.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
    expect(JSON.parse(await s.text())).toEqual({ error: expect.stringMatching(text), code: "RATE_LIMITED" });
  }

  it("many accounts from one address: 429 with Retry-After past the cap; other addresses go on; a closed stream frees its place", async () => {
    const ip = nextIp();
    const them = await people(PER_ADDRESS + 1);
    const held = [];
    for (const who of them.slice(0, PER_ADDRESS)) held.push(await from(who, ip));
    expect(held.map((s) => s.status)).toEqual([200, 200, 200]);
    const last = them[PER_ADDRESS] as SignedIn;
    await expectRefused(await from(last, ip), /from your network/);
    const elsewhere = await from(last, nextIp());
    expect(elsewhere.status).toBe(200);
    elsewhere.close();
    held[0]?.close();
    await pause(200);
    const freed = await from(last, ip);
    expect(freed.status).toBe(200);
    for (const s of [...held, freed]) s.close();
    await pause(200);
  });

  it("the instance: 429 with Retry-After past its cap, whatever the address; a closed stream frees its place", async () => {
    const them = await people(PER_INSTANCE + 1);
    const held = [];
    for (const who of them.slice(0, PER_INSTANCE)) held.push(await from(who, nextIp()));
    expect(held.map((s) => s.status)).toEqual(Array(PER_INSTANCE).fill(200));
    const last = them[PER_INSTANCE] as SignedIn;
    await expectRefused(await from(last, nextIp()), /server has too many/);
    held[0]?.close();
    await pause(200);
    const freed = await from(last, nextIp());
    expect(freed.status).toBe(200);
    for (const s of [...held, freed]) s.close();
    await pause(200);
  });

  it("asks the identity provider only when the session's check is due, not at every heartbeat", async () => {
    const who = await capped.user("Checked Later");
    const s = await from(who, nextIp());
    expect(s.status).toBe(200);
    await disableAccount(who.uid);
    // The session was checked at sign-in; the next check is 10 minutes of use away.
    expect(await endsWithin(s, HEARTBEAT_MS * 5)).toBe(false);
    expect(s.comments.filter((c) => c === "heartbeat").length).toBeGreaterThanOrEqual(3);
    s.close();
  });
});

describe("EVENTS_MAX_STREAMS_PER_ADDRESS and EVENTS_MAX_STREAMS", () => {
  const env = { SESSION_SECRET: "test-secret-test-secret-test-secret-0123", DATA_DIR: "/tmp/tn-unused" };
  it("default to 50 per address and 1000 per instance, and can be set", () => {
    expect(loadConfig(env).events).toMatchObject({ maxStreamsPerAddress: 50, maxStreams: 1_000 });
    expect(
      loadConfig({ ...env, EVENTS_MAX_STREAMS_PER_ADDRESS: "8", EVENTS_MAX_STREAMS: "200" }).events,
    ).toMatchObject({ maxStreamsPerAddress: 8, maxStreams: 200 });
  });

  it("refuse anything but a positive whole number, naming the variable", () => {
    for (const name of ["EVENTS_MAX_STREAMS_PER_ADDRESS", "EVENTS_MAX_STREAMS"]) {
      for (const bad of ["0", "-1", "2.5", "many"]) {
        const refused = () => loadConfig({ ...env, [name]: bad });
        expect(refused).toThrow(ConfigError);
        expect(refused).toThrow(new RegExp(`^${name} must be`));
      }
    }
  });
});
