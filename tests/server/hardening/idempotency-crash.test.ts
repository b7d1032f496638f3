import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/index.js";
import { buildApp } from "../../../server/app.js";
import { firebaseVerifier } from "../../../server/auth/identity.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { counts, getTutorial, postTutorial, tutorialBody } from "../../support/tutorials.js";

/**
 * The server failing between a keyed write's effect and the storing of its answer. The failure is
 * injected in the database itself (a trigger refusing to store the answer of chosen keys), so the
 * code under test runs exactly as in production; a process that died at that point would leave
 * its transaction uncommitted in the same way.
 */
const FAULT = `
  CREATE TABLE injected_answer_failures (key text PRIMARY KEY);
  CREATE FUNCTION fail_injected_answer() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.status IS NOT NULL AND EXISTS (SELECT 1 FROM injected_answer_failures f WHERE f.key = NEW.key) THEN
      RAISE EXCEPTION 'injected failure: the answer of % is not stored', NEW.key;
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER fail_injected_answer BEFORE UPDATE ON idempotency_keys
    FOR EACH ROW EXECUTE FUNCTION fail_injected_answer();`;

let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  tutor = await t.user("Tutor");
  learner = await t.user("Learner");
  await t.database.exec(FAULT);
});
afterAll(() => t.close());

const send = (who: SignedIn, key: string | undefined, req: Omit<InjectOptions, "headers">) =>
  t.app.inject({
    ...req,
    headers: { ...who.headers, ...(key === undefined ? {} : { "idempotency-key": key }) },
  } as InjectOptions);

/** Sends once with the answer's storing made to fail, then lets that key work again. */
async function sendFailingAnswer(who: SignedIn, key: string, req: Omit<InjectOptions, "headers">) {
  await sql`INSERT INTO injected_answer_failures (key) VALUES (${key})`.execute(t.database.db);
  try {
    return await send(who, key, req);
  } finally {
    await sql`DELETE FROM injected_answer_failures WHERE key = ${key}`.execute(t.database.db);
  }
}

const keyRow = (key: string) =>
  t.database.db.selectFrom("idempotency_keys").selectAll().where("key", "=", key).executeTakeFirst();

describe("a keyed write and its answer commit together", () => {
  it("leaves neither effect nor key when the answer cannot be stored; the retry applies once", async () => {
    const key = randomUUID();
    const post = { method: "POST" as const, url: "/api/tutorials", payload: tutorialBody() };
    const before = await counts(t);

    const failed = await sendFailingAnswer(tutor, key, post);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: MESSAGES.somethingWrong, code: "INTERNAL" });
    expect(await counts(t)).toEqual(before);
    expect(await keyRow(key)).toBeUndefined();

    const retry = await send(tutor, key, post);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotency-replayed"]).toBeUndefined();
    const replay = await send(tutor, key, post);
    expect(replay.headers["idempotency-replayed"]).toBe("true");
    expect(replay.json()).toEqual(retry.json());
    expect(await counts(t)).toEqual({ ...before, tutorials: before.tutorials + 1 });
  });

  it("rolls back a booking and a review (its own transaction joined) the same way", async () => {
    const tut = await postTutorial(t, tutor);
    const before = await counts(t);
    const review = { method: "PUT" as const, url: `/api/tutorials/${tut._id}/review` };
    const booking = { method: "POST" as const, url: "/api/bookings", payload: { tutorId: tut._id } };
    const reviewKey = randomUUID();
    const bookingKey = randomUUID();

    expect((await sendFailingAnswer(learner, bookingKey, booking)).statusCode).toBe(500);
    expect(await counts(t)).toEqual(before);
    expect((await send(learner, bookingKey, booking)).statusCode).toBe(201);
    expect((await send(learner, bookingKey, booking)).headers["idempotency-replayed"]).toBe("true");
    const booked = { ...before, bookings: before.bookings + 1 };
    expect(await counts(t)).toEqual(booked);

    // The booking is there, so the review is allowed: only the failed answer undoes it.
    expect((await sendFailingAnswer(learner, reviewKey, review)).statusCode).toBe(500);
    expect(await counts(t)).toEqual(booked);
    expect((await getTutorial(t, tut._id)).review).toBe(0);

    expect((await send(learner, reviewKey, review)).json()).toMatchObject({ review: 1 });
    expect((await send(learner, reviewKey, review)).headers["idempotency-replayed"]).toBe("true");
    expect((await getTutorial(t, tut._id)).review).toBe(1);
    expect(await counts(t)).toEqual({ ...booked, reviews: before.reviews + 1 });
  });

  it("after the commit, a restarted server replays the answer without a second effect", async () => {
    const key = randomUUID();
    const post = { method: "POST" as const, url: "/api/tutorials", payload: tutorialBody() };
    const before = await counts(t);
    const first = await send(tutor, key, post);
    expect(first.statusCode).toBe(201);

    // A new server process over the same database: nothing is remembered in memory.
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      verifier: firebaseVerifier(t.config.firebaseProjectId, t.config.authEmulatorHost),
    });
    try {
      const retry = await restarted.inject({
        ...post,
        headers: { ...tutor.headers, "idempotency-key": key },
      } as InjectOptions);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers["idempotency-replayed"]).toBe("true");
      expect(retry.json()).toEqual(first.json());
    } finally {
      await restarted.close();
    }
    expect(await counts(t)).toEqual({ ...before, tutorials: before.tutorials + 1 });
  });

  it("keeps other requests out of a keyed write's transaction, and never stalls them", async () => {
    const before = await counts(t);
    const post = () => ({ method: "POST" as const, url: "/api/tutorials", payload: tutorialBody() });
    const [failing, unkeyed, keyed, listed] = await Promise.all([
      sendFailingAnswer(tutor, randomUUID(), post()),
      send(tutor, undefined, post()),
      send(tutor, randomUUID(), post()),
      t.app.inject({ method: "GET", url: "/api/tutorials" }),
    ]);
    expect(failing.statusCode).toBe(500);
    expect(unkeyed.statusCode).toBe(201);
    expect(keyed.statusCode).toBe(201);
    expect(listed.statusCode).toBe(200);
    // Had either run inside the failing request's transaction, it would have been undone with it.
    expect(await getTutorial(t, unkeyed.json().insertedId)).toMatchObject({ userId: tutor.uid });
    expect(await getTutorial(t, keyed.json().insertedId)).toMatchObject({ userId: tutor.uid });
    expect(await counts(t)).toEqual({ ...before, tutorials: before.tutorials + 2 });
  });
});
