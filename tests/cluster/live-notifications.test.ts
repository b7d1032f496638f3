import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatMessageSchema,
  IDEMPOTENCY_HEADER,
  messagesReadSchema,
  notificationSchema,
} from "../../contract/index.js";
import { connectDatabase, type Database_ } from "../../server/db/connect.js";
import { notifyLessonChange } from "../../server/lessons/notify.js";
import { emulatorHost, PROJECT_ID } from "../support/identity.js";
import { type EventStream, openEventStream, pause } from "../support/sse.js";
import { createPostgresDatabase } from "../support/test-app.js";
import { tutorialBody } from "../support/tutorials.js";
import { type Instance, startInstance } from "./support/instances.js";
import { sessionVia } from "./support/sessions.js";

/**
 * Live notifications across instances (docs/decisions.md, Live notifications): a person's stream
 * on one instance receives what was stored through another connection to the same database.
 */
let a: Instance;
let b: Instance;
let writer: Database_;
let dropDatabase = async () => {};
const streams: EventStream[] = [];

beforeAll(async () => {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error("the cluster tests need DATABASE_URL (PostgreSQL)");
  const fresh = await createPostgresDatabase(server);
  dropDatabase = fresh.drop;
  const env: Record<string, string> = {
    DATABASE_URL: fresh.url,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    FIREBASE_PROJECT_ID: PROJECT_ID,
    SESSION_SECRET: `cluster-${randomUUID()}-${randomUUID()}`,
  };
  [a, b] = await Promise.all([startInstance("a", env), startInstance("b", env)]);
  // A third writer on the same database, as the lessons code of any instance writes.
  writer = await connectDatabase({ databaseUrl: fresh.url });
}, 180_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await writer?.close();
  await Promise.all([a?.destroy(), b?.destroy()]);
  await dropDatabase();
}, 60_000);

async function stream(base: string, cookie: string, lastEventId?: string): Promise<EventStream> {
  const s = await openEventStream(`${base}/api/events`, {
    cookie,
    ...(lastEventId ? { "last-event-id": lastEventId } : {}),
  });
  expect(s.status).toBe(200);
  streams.push(s);
  return s;
}

/** A bookings row (tutorial on A, booked on B) for the notifications to point at. */
async function aLesson(tutorCookie: string, learnerCookie: string): Promise<string> {
  const posted = await fetch(`${a.base}/api/tutorials`, {
    method: "POST",
    headers: { cookie: tutorCookie, "content-type": "application/json" },
    body: JSON.stringify(tutorialBody()),
  });
  expect(posted.status).toBe(201);
  const { insertedId: tutorId } = (await posted.json()) as { insertedId: string };
  const booked = await fetch(`${b.base}/api/bookings`, {
    method: "POST",
    headers: { cookie: learnerCookie, "content-type": "application/json" },
    body: JSON.stringify({ tutorId }),
  });
  expect(booked.status).toBe(201);
  return ((await booked.json()) as { insertedId: string }).insertedId;
}

describe("live notifications on two instances", () => {
  it("reach the person's streams on both instances, whichever connection stored them", async () => {
    const tutor = await sessionVia(a.base, "Cluster Tutor");
    const learner = await sessionVia(b.base, "Cluster Learner");
    const lessonId = await aLesson(tutor.cookie, learner.cookie);
    const onA = await stream(a.base, tutor.cookie);
    const onB = await stream(b.base, tutor.cookie);
    const learnerOnA = await stream(a.base, learner.cookie);

    const sent = await writer.db
      .transaction()
      .execute((trx) => notifyLessonChange(trx, { uid: tutor.uid, type: "lesson-requested", lessonId }));
    for (const s of [onA, onB]) {
      const got = await s.waitFor((e) => e.id === String(sent.seq), 10_000);
      expect(got.event).toBe("notification");
      expect(notificationSchema.parse(JSON.parse(got.data))).toEqual(sent.notification);
    }
    await pause(200);
    expect(learnerOnA.events).toEqual([]);

    // Resumed on the other instance, a stream gets exactly what it missed.
    onA.close();
    const missed = await writer.db
      .transaction()
      .execute((trx) => notifyLessonChange(trx, { uid: tutor.uid, type: "lesson-cancelled", lessonId }));
    await onB.waitFor((e) => e.id === String(missed.seq), 10_000);
    const resumed = await stream(b.base, tutor.cookie, String(sent.seq));
    await resumed.waitFor((e) => e.id === String(missed.seq), 10_000);
    await pause(200);
    expect(resumed.events.map((e) => e.id)).toEqual([String(missed.seq)]);

    // Marked read through one instance, read as such through the other.
    const read = await fetch(`${a.base}/api/notifications/read`, {
      method: "POST",
      headers: { cookie: tutor.cookie, "content-type": "application/json" },
      body: JSON.stringify({ ids: [sent.notification._id] }),
    });
    expect(await read.json()).toEqual({ unread: 1 });
    const listed = await fetch(`${b.base}/api/notifications`, { headers: { cookie: tutor.cookie } });
    expect(((await listed.json()) as { read: boolean }[]).map((n) => n.read)).toEqual([false, true]);
  });
});

describe("a lesson's life across two instances", () => {
  it("a time booked through B reaches the tutor's stream on A; the confirmation made on A reaches the learner on B", async () => {
    const tutor = await sessionVia(a.base, "Lesson Tutor");
    const learner = await sessionVia(b.base, "Lesson Learner");
    const json = (cookie: string) => ({ cookie, "content-type": "application/json" });
    const hours = {
      timeZone: "UTC",
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
      exceptions: [],
    };
    const put = await fetch(`${a.base}/api/tutors/${tutor.uid}/availability`, {
      method: "PUT",
      headers: json(tutor.cookie),
      body: JSON.stringify(hours),
    });
    expect(put.status).toBe(200);
    const posted = await fetch(`${a.base}/api/tutorials`, {
      method: "POST",
      headers: json(tutor.cookie),
      body: JSON.stringify(tutorialBody()),
    });
    const { insertedId: tutorId } = (await posted.json()) as { insertedId: string };
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const slots = (await (
      await fetch(`${b.base}/api/tutorials/${tutorId}/slots?from=${from}&to=${to}`)
    ).json()) as {
      start: string;
    }[];
    expect(slots.length).toBeGreaterThan(0);
    const tutorOnA = await stream(a.base, tutor.cookie);
    const learnerOnB = await stream(b.base, learner.cookie);

    const booked = await fetch(`${b.base}/api/bookings`, {
      method: "POST",
      headers: json(learner.cookie),
      body: JSON.stringify({ tutorId, start: slots[0].start, durationMinutes: 60 }),
    });
    expect(booked.status).toBe(201);
    const lessonId = ((await booked.json()) as { insertedId: string }).insertedId;
    const requested = await tutorOnA.waitFor((e) => JSON.parse(e.data).lessonId === lessonId, 10_000);
    expect(notificationSchema.parse(JSON.parse(requested.data)).type).toBe("lesson-requested");

    const confirmed = await fetch(`${a.base}/api/lessons/${lessonId}`, {
      method: "PATCH",
      headers: json(tutor.cookie),
      body: JSON.stringify({ status: "confirmed" }),
    });
    expect(confirmed.status).toBe(200);
    const told = await learnerOnB.waitFor((e) => JSON.parse(e.data).lessonId === lessonId, 10_000);
    expect(notificationSchema.parse(JSON.parse(told.data)).type).toBe("lesson-confirmed");
  });
});

describe("messages across two instances", () => {
  it("a message posted on A reaches the recipient's stream on B; the read made on B reaches the writer on A", async () => {
    const writer = await sessionVia(a.base, "Cluster Writer");
    const reader = await sessionVia(b.base, "Cluster Reader");
    const json = (cookie: string) => ({ cookie, "content-type": "application/json" });
    for (const [base, who] of [
      [a.base, writer],
      [b.base, reader],
    ] as const) {
      const recorded = await fetch(`${base}/api/users`, {
        method: "POST",
        headers: json(who.cookie),
        body: JSON.stringify({ uid: who.uid, displayName: "Cluster Person" }),
      });
      expect(recorded.status).toBe(200);
    }
    const started = await fetch(`${a.base}/api/conversations`, {
      method: "POST",
      headers: json(writer.cookie),
      body: JSON.stringify({ with: reader.uid }),
    });
    expect(started.status).toBe(201);
    const { _id: conversationId } = (await started.json()) as { _id: string };
    const readerOnB = await stream(b.base, reader.cookie);
    const writerOnA = await stream(a.base, writer.cookie);

    const posted = await fetch(`${a.base}/api/conversations/${conversationId}/messages`, {
      method: "POST",
      headers: { ...json(writer.cookie), [IDEMPOTENCY_HEADER]: randomUUID() },
      body: JSON.stringify({ text: "Hello from instance A" }),
    });
    expect(posted.status).toBe(201);
    const message = chatMessageSchema.parse(await posted.json());
    const got = await readerOnB.waitFor((e) => e.event === "message", 10_000);
    expect(chatMessageSchema.parse(JSON.parse(got.data))).toEqual(message);

    const read = await fetch(`${b.base}/api/conversations/${conversationId}/read`, {
      method: "POST",
      headers: { cookie: reader.cookie },
    });
    expect(await read.json()).toEqual({ unread: 0 });
    const told = await writerOnA.waitFor((e) => e.event === "message-read", 10_000);
    expect(messagesReadSchema.parse(JSON.parse(told.data)).conversationId).toBe(conversationId);
    await pause(200);
    expect(writerOnA.events.map((e) => e.event)).toEqual(["message-read"]);
  });
});
