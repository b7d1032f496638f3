import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SKILLS, MESSAGES } from "../../../contract/index.js";
import { buildApp } from "../../../server/app.js";
import { firebaseVerifier } from "../../../server/auth/identity.js";
import { multipartBody, solidImage } from "../../support/images.js";
import { snapshot } from "../../support/profiles.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { counts, getTutorial, postTutorial, tutorialBody } from "../../support/tutorials.js";

let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  tutor = await t.user("Tutor");
  learner = await t.user("Learner");
});
afterAll(() => t.close());

const send = (who: SignedIn | undefined, key: string | undefined, req: Omit<InjectOptions, "headers">) =>
  t.app.inject({
    ...req,
    headers: { ...(who?.headers ?? {}), ...(key === undefined ? {} : { "idempotency-key": key }) },
  } as InjectOptions);
const keyRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("idempotency_keys")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("Idempotency-Key", () => {
  it("answers a repeat with the first answer and changes nothing", async () => {
    const key = randomUUID();
    const before = await counts(t);
    const post = { method: "POST" as const, url: "/api/tutorials", payload: tutorialBody() };
    const first = await send(tutor, key, post);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotency-replayed"]).toBeUndefined();
    const again = await send(tutor, key, post);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotency-replayed"]).toBe("true");
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await counts(t)).toEqual({ ...before, tutorials: before.tutorials + 1 });
  });

  it("replays an old edit without undoing a later one", async () => {
    const tut = await postTutorial(t, tutor);
    const url = `/api/tutorials/update/${tut._id}`;
    const key = randomUUID();
    const edit = { method: "PUT" as const, url, payload: tutorialBody({ language: "First" }) };
    const first = await send(tutor, key, edit);
    await send(tutor, undefined, { method: "PUT", url, payload: tutorialBody({ language: "Second" }) });
    const replay = await send(tutor, key, edit);
    expect(replay.json()).toEqual(first.json());
    expect((await getTutorial(t, tut._id)).language).toBe("Second");
  });

  it("creates exactly one tutorial, booking and review when two copies arrive at once", async () => {
    const before = await counts(t);
    const twice = (who: SignedIn, req: Omit<InjectOptions, "headers">) => {
      const key = randomUUID();
      return Promise.all([send(who, key, req), send(who, key, req)]);
    };
    const posted = await twice(tutor, { method: "POST", url: "/api/tutorials", payload: tutorialBody() });
    expect(posted.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(posted[0].json()).toEqual(posted[1].json());
    expect(posted.filter((r) => r.headers["idempotency-replayed"] === "true")).toHaveLength(1);
    const tutorId = posted[0].json().insertedId;

    const booked = await twice(learner, { method: "POST", url: "/api/bookings", payload: { tutorId } });
    expect(booked.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(booked[0].json()).toEqual(booked[1].json());

    const reviewed = await twice(learner, { method: "PUT", url: `/api/tutorials/${tutorId}/review` });
    expect(reviewed.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(reviewed[0].json()).toEqual(reviewed[1].json());
    expect(reviewed[1].json()).toEqual({
      message: "Thanks! Review submitted.",
      review: 1,
      reviewId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(reviewed.filter((r) => r.headers["idempotency-replayed"] === "true")).toHaveLength(1);

    expect(await counts(t)).toEqual({
      tutorials: before.tutorials + 1,
      bookings: before.bookings + 1,
      reviews: before.reviews + 1,
    });
  });

  it("keeps 4xx answers too: a repeated refusal is replayed, not re-run", async () => {
    const tut = await postTutorial(t, tutor);
    const key = randomUUID();
    const review = { method: "PUT" as const, url: `/api/tutorials/${tut._id}/review` };
    expect((await send(tutor, key, review)).statusCode).toBe(403);
    const again = await send(tutor, key, review);
    expect(again.statusCode).toBe(403);
    expect(again.headers["idempotency-replayed"]).toBe("true");
    expect(again.json()).toEqual({ error: MESSAGES.ownReview, code: "FORBIDDEN" });
  });

  it("is 400 for a key that is empty or longer than 200 characters, and stores nothing", async () => {
    const before = { rows: await counts(t), keys: await keyRows() };
    for (const key of ["", "k".repeat(201)]) {
      const res = await send(tutor, key, { method: "POST", url: "/api/tutorials", payload: tutorialBody() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "VALIDATION",
        error: expect.stringMatching(/^Idempotency-Key/),
      });
    }
    expect({ rows: await counts(t), keys: await keyRows() }).toEqual(before);
    const longest = await send(tutor, "k".repeat(200), {
      method: "POST",
      url: "/api/tutorials",
      payload: tutorialBody(),
    });
    expect(longest.statusCode).toBe(201);
  });

  it("refuses a key reused for another method or path with 422", async () => {
    const tut = await postTutorial(t, tutor);
    const key = randomUUID();
    await send(learner, key, { method: "PUT", url: `/api/tutorials/${tut._id}/review` });
    const before = await counts(t);
    const reused = await send(learner, key, {
      method: "POST",
      url: "/api/bookings",
      payload: { tutorId: tut._id },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("VALIDATION");
    expect(await counts(t)).toEqual(before);
  });

  it("refuses a key reused with a different body with 422 and changes nothing", async () => {
    const key = randomUUID();
    const body = tutorialBody({ language: "Urdu" });
    const first = await send(tutor, key, { method: "POST", url: "/api/tutorials", payload: body });
    expect(first.statusCode).toBe(201);
    const before = { rows: await counts(t), keys: await keyRows() };
    const other = await send(tutor, key, {
      method: "POST",
      url: "/api/tutorials",
      payload: { ...body, price: body.price + 1 },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: "This Idempotency-Key was already used for a different request.",
      code: "VALIDATION",
    });
    expect({ rows: await counts(t), keys: await keyRows() }).toEqual(before);
    // The same content with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await send(tutor, key, { method: "POST", url: "/api/tutorials", payload: reordered });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotency-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
  });

  it("replays a key stored before body hashes were kept, whatever the body", async () => {
    const key = randomUUID();
    const answer = JSON.stringify({ acknowledged: true, insertedId: randomUUID() });
    await t.database.db
      .insertInto("idempotency_keys")
      .values({ user_id: tutor.uid, key, method: "POST", path: "/api/tutorials", status: 201, body: answer })
      .execute();
    const before = await counts(t);
    const res = await send(tutor, key, { method: "POST", url: "/api/tutorials", payload: tutorialBody() });
    expect(res.statusCode).toBe(201);
    expect(res.body).toBe(answer);
    expect(await counts(t)).toEqual(before);
  });

  it("runs keyed writes whose repository opens a transaction of its own, and replays them", async () => {
    const url = `/api/profile/${tutor.uid}/skills`;
    const key = randomUUID();
    const first = await send(tutor, key, { method: "POST", url, payload: { skill: "Algebra" } });
    expect(first.statusCode).toBe(200);
    expect(first.json().skills).toContain("Algebra");
    const again = await send(tutor, key, { method: "POST", url, payload: { skill: "Algebra" } });
    expect(again.headers["idempotency-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());

    // A refusal from inside that inner transaction is kept like any 4xx, and changes nothing.
    const full = Array.from({ length: MAX_SKILLS }, (_, i) => `Skill ${i}`);
    await t.database.db.updateTable("profiles").set({ skills: full }).where("uid", "=", tutor.uid).execute();
    const before = await snapshot(t, tutor.uid);
    const refused = await send(tutor, randomUUID(), { method: "POST", url, payload: { skill: "One more" } });
    expect(refused.statusCode).toBe(400);
    expect(await snapshot(t, tutor.uid)).toBe(before);
  });

  it("keeps no key for image uploads, which write no row and are idempotent by content", async () => {
    const before = await keyRows();
    const image = multipartBody("image", await solidImage(40, 30, "png"), "a.png", "image/png");
    const upload = () =>
      t.app.inject({
        method: "POST",
        url: "/api/images",
        payload: image.payload,
        headers: { ...tutor.headers, ...image.headers, "idempotency-key": "upload-key" },
      });
    const first = await upload();
    expect(first.statusCode).toBe(200);
    const again = await upload();
    expect(again.headers["idempotency-replayed"]).toBeUndefined();
    expect(again.json()).toEqual(first.json());
    expect(await keyRows()).toBe(before);
  });

  it("scopes keys per user, and keeps nothing for signed-out callers or /api/jwt", async () => {
    const key = randomUUID();
    const post = { method: "POST" as const, url: "/api/tutorials", payload: tutorialBody() };
    expect((await send(tutor, key, post)).statusCode).toBe(201);
    const other = await send(learner, key, post);
    expect(other.statusCode).toBe(201);
    expect(other.headers["idempotency-replayed"]).toBeUndefined();
    const keysBefore = await keyRows();
    expect((await send(undefined, randomUUID(), post)).statusCode).toBe(401);
    const jwt = await t.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${tutor.idToken}`, "idempotency-key": randomUUID() },
      payload: {},
    });
    expect(jwt.statusCode).toBe(200);
    expect(await keyRows()).toBe(keysBefore);
  });

  it("does not keep a 5xx answer: a retry with the same key runs again", async () => {
    const tut = await postTutorial(t, tutor);
    const key = randomUUID();
    const req = { method: "POST" as const, url: "/api/bookings", payload: { tutorId: tut._id } };
    await sql`ALTER TABLE bookings RENAME TO bookings_away`.execute(t.database.db);
    const failed = await send(learner, key, req).finally(() =>
      sql`ALTER TABLE bookings_away RENAME TO bookings`.execute(t.database.db),
    );
    expect(failed.statusCode).toBe(500);
    expect(await t.database.db.selectFrom("idempotency_keys").where("key", "=", key).execute()).toEqual([]);
    const retry = await send(learner, key, req);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotency-replayed"]).toBeUndefined();
  });

  it("waits for a first call still running, then replays its answer", async () => {
    const key = randomUUID();
    const path = "/api/tutorials";
    await t.database.db
      .insertInto("idempotency_keys")
      .values({ user_id: tutor.uid, key, method: "POST", path })
      .execute();
    const pending = send(tutor, key, { method: "POST", url: path, payload: tutorialBody() });
    await new Promise((r) => setTimeout(r, 300));
    const answer = JSON.stringify({ acknowledged: true, insertedId: randomUUID() });
    await t.database.db
      .updateTable("idempotency_keys")
      .set({ status: 201, body: answer })
      .where("key", "=", key)
      .execute();
    const res = await pending;
    expect(res.statusCode).toBe(201);
    expect(res.body).toBe(answer);
  });

  it("answers 409 when the first call is still running after about 5 s", async () => {
    const key = randomUUID();
    await t.database.db
      .insertInto("idempotency_keys")
      .values({ user_id: tutor.uid, key, method: "POST", path: "/api/tutorials" })
      .execute();
    const before = await counts(t);
    const started = Date.now();
    const res = await send(tutor, key, { method: "POST", url: "/api/tutorials", payload: tutorialBody() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.idempotencyInFlight, code: "CONFLICT" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(await counts(t)).toEqual(before);
  });

  it("takes over a reservation abandoned by a call that died", async () => {
    const key = randomUUID();
    await t.database.db
      .insertInto("idempotency_keys")
      .values({
        user_id: tutor.uid,
        key,
        method: "POST",
        path: "/api/tutorials",
        created_at: sql`now() - interval '10 minutes'`,
      })
      .execute();
    const res = await send(tutor, key, { method: "POST", url: "/api/tutorials", payload: tutorialBody() });
    expect(res.statusCode).toBe(201);
  });

  it("purges keys older than 7 days at start-up", async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await t.database.db
      .insertInto("idempotency_keys")
      .values([
        { user_id: "x", key: old, method: "POST", path: "/api/x", status: 201, body: "{}" },
        { user_id: "x", key: recent, method: "POST", path: "/api/x", status: 201, body: "{}" },
      ])
      .execute();
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '8 days' WHERE key = ${old}`.execute(
      t.database.db,
    );
    const second = await buildApp({
      config: t.config,
      database: t.database,
      verifier: firebaseVerifier(t.config.firebaseProjectId, t.config.authEmulatorHost),
    });
    await second.ready();
    await second.close();
    const left = await t.database.db
      .selectFrom("idempotency_keys")
      .select("key")
      .where("user_id", "=", "x")
      .execute();
    expect(left.map((r) => r.key)).toEqual([recent]);
  });
});
