import { SignJWT } from "jose";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_HEADER,
  MAX_SAVED_TUTORS,
  MESSAGES,
  SESSION_COOKIE,
  type Tutorial,
  tutorialSchema,
} from "../../../contract/index.js";
import { REPLAYED_HEADER } from "../../../server/plugins/idempotency.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

/** Saved tutors (docs/product.md, API): GET /api/favourites, PUT and DELETE /api/favourites/{tutorialId}. */
let t: TestApp;
let owner: SignedIn;
let a: SignedIn;
let b: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [owner, a, b] = await Promise.all([t.user("Fav Owner"), t.user("Fav A"), t.user("Fav B")]);
});
afterAll(() => t.close());

const UNKNOWN = "0f3c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const NOT_FOUND = { error: MESSAGES.tutorialNotFound, code: "NOT_FOUND" };

const headersOf = (who?: SignedIn, extra: Record<string, string> = {}) => ({
  ...(who?.headers ?? {}),
  ...extra,
});
const save = (id: string, who?: SignedIn, extra?: Record<string, string>) =>
  t.app.inject({ method: "PUT", url: `/api/favourites/${id}`, headers: headersOf(who, extra) });
const unsave = (id: string, who?: SignedIn, extra?: Record<string, string>) =>
  t.app.inject({ method: "DELETE", url: `/api/favourites/${id}`, headers: headersOf(who, extra) });
const listOf = (who?: SignedIn, extra?: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/favourites", headers: headersOf(who, extra) });

async function savedIds(who: SignedIn): Promise<string[]> {
  const res = await listOf(who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Tutorial[]>().map((x) => x._id);
}

/** Every favourites row, straight from the database: what a refused call must leave as it was. */
const rows = () =>
  t.database.db
    .selectFrom("favourites")
    .select(["user_id", "tutorial_id"])
    .orderBy("user_id")
    .orderBy("tutorial_id")
    .execute();
const rowsOf = async (who: SignedIn, tutorialId: string) =>
  (await rows()).filter((r) => r.user_id === who.uid && r.tutorial_id === tutorialId).length;

describe("saving and listing", () => {
  it("lists what was saved, most recently saved first, as tutorials", async () => {
    const first = await postTutorial(t, owner, { language: "First" });
    const second = await postTutorial(t, owner, { language: "Second" });
    const reader = await t.user("Fav Reader");
    expect(await savedIds(reader)).toEqual([]);
    // Saved in the opposite order to posting: the list follows saving, not posting.
    for (const id of [second._id, first._id]) {
      const res = await save(id, reader);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ saved: true });
    }
    const res = await listOf(reader);
    expect(res.json()).toEqual([first, second]);
  });

  it("keeps one entry when the same tutorial is saved twice, answering 200 both times", async () => {
    const tut = await postTutorial(t, owner);
    for (let i = 0; i < 2; i++) {
      const res = await save(tut._id, a);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: true });
    }
    expect(await rowsOf(a, tut._id)).toBe(1);
    expect((await savedIds(a)).filter((id) => id === tut._id)).toHaveLength(1);
  });

  it("keeps one entry when the same person saves at the same moment several times", async () => {
    const tut = await postTutorial(t, owner);
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(tut._id, a)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rowsOf(a, tut._id)).toBe(1);
  });

  it("lets a tutorial's owner save it too", async () => {
    const tut = await postTutorial(t, owner);
    expect((await save(tut._id, owner)).statusCode).toBe(200);
    expect(await savedIds(owner)).toContain(tut._id);
  });
});

describe("signed in", () => {
  it("takes a Firebase ID token as a Bearer token, as every signed-in route does", async () => {
    const tut = await postTutorial(t, owner);
    const bearer = { authorization: `Bearer ${b.idToken}` };
    expect((await save(tut._id, undefined, bearer)).statusCode).toBe(200);
    const res = await listOf(undefined, bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json<Tutorial[]>()[0]).toEqual(tut);
  });

  it("documents every route with its params and answers", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json<{
      paths: Record<string, Record<string, { parameters?: unknown[]; responses?: object }>>;
    }>();
    const codes = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(codes("/api/favourites", "get")).toEqual(expect.arrayContaining(["200", "401"]));
    expect(codes("/api/favourites/{tutorialId}", "put")).toEqual(
      expect.arrayContaining(["200", "400", "401", "404"]),
    );
    expect(codes("/api/favourites/{tutorialId}", "delete")).toEqual(
      expect.arrayContaining(["200", "400", "401"]),
    );
    expect(doc.paths["/api/favourites/{tutorialId}"]?.put?.parameters).toHaveLength(1);
  });
});

describe("unsaving", () => {
  it("removes the tutorial from the list", async () => {
    const tut = await postTutorial(t, owner);
    await save(tut._id, a);
    const res = await unsave(tut._id, a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved: false });
    expect(await savedIds(a)).not.toContain(tut._id);
    expect(await rowsOf(a, tut._id)).toBe(0);
  });

  it("answers { saved: false } for what is not saved, and for no such tutorial", async () => {
    const tut = await postTutorial(t, owner);
    const before = await rows();
    for (const id of [tut._id, UNKNOWN]) {
      const res = await unsave(id, a);
      expect(res.statusCode, id).toBe(200);
      expect(res.json()).toEqual({ saved: false });
    }
    expect(await rows()).toEqual(before);
  });
});

describe("refusals change nothing", () => {
  it("answers 404 with the usual not-found for a tutorial that does not exist", async () => {
    const before = await rows();
    const res = await save(UNKNOWN, a);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    expect(await rows()).toEqual(before);
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const before = await rows();
    for (const bad of ["12", "not-a-uuid", "%27%20OR%201%3D1--"]) {
      for (const res of [await save(bad, a), await unsave(bad, a)]) {
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().code).toBe("VALIDATION");
      }
    }
    expect(await rows()).toEqual(before);
  });

  it("answers 401 to a signed-out caller, or a forged session, on every route", async () => {
    const tut = await postTutorial(t, owner);
    await save(tut._id, a);
    const forged = await new SignJWT({ email: a.email, name: a.name })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(a.uid)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-server-secret-not-the-server-secret"));
    const before = await rows();
    const nobody: Record<string, string>[] = [{}, { cookie: `${SESSION_COOKIE}=${forged}` }];
    for (const headers of nobody) {
      for (const res of [
        await listOf(undefined, headers),
        await save(tut._id, undefined, headers),
        await unsave(tut._id, undefined, headers),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: MESSAGES.loginRequired, code: "UNAUTHENTICATED" });
      }
    }
    expect(await rows()).toEqual(before);
  });

  it("refuses a write sent from another site (403)", async () => {
    const tut = await postTutorial(t, owner);
    await save(tut._id, a);
    const before = await rows();
    const evil = { origin: "https://evil.example" };
    const other = await postTutorial(t, owner);
    expect((await save(other._id, a, evil)).statusCode).toBe(403);
    expect((await unsave(tut._id, a, evil)).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });
});

describe("each person's own list", () => {
  it("never shows one person's saves to another, nor lets them unsave them", async () => {
    const tut = await postTutorial(t, owner);
    await save(tut._id, a);
    expect(await savedIds(b)).not.toContain(tut._id);
    expect((await unsave(tut._id, b)).json()).toEqual({ saved: false });
    expect(await savedIds(a)).toContain(tut._id);
    const mine = await postTutorial(t, owner);
    await save(mine._id, b);
    expect(await savedIds(a)).not.toContain(mine._id);
  });

  it("answers the tutorial's shape only: nothing of who else saved it", async () => {
    const tut = await postTutorial(t, owner);
    await save(tut._id, a);
    await save(tut._id, b);
    const res = await listOf(b);
    for (const item of res.json<unknown[]>()) {
      expect(tutorialSchema.strict().safeParse(item).success, JSON.stringify(item)).toBe(true);
    }
    expect(res.json<Tutorial[]>().find((x) => x._id === tut._id)).toEqual(tut);
    expect(res.body).not.toContain(a.uid);
    expect(res.body).not.toContain(a.email);
  });

  it("drops a deleted tutorial from every list", async () => {
    const tut = await postTutorial(t, owner);
    await save(tut._id, a);
    await save(tut._id, b);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/tutorials/${tut._id}`,
      headers: owner.headers,
      payload: { userId: owner.uid },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await savedIds(a)).not.toContain(tut._id);
    expect(await savedIds(b)).not.toContain(tut._id);
    expect((await rows()).filter((r) => r.tutorial_id === tut._id)).toEqual([]);
  });

  it("never answers 500 when the tutorial is deleted while it is being saved", async () => {
    // Several races at once, so that on PostgreSQL some save meets its delete half-way.
    const tuts = await Promise.all(Array.from({ length: 8 }, () => postTutorial(t, owner)));
    const drop = (id: string) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/tutorials/${id}`,
        headers: owner.headers,
        payload: { userId: owner.uid },
      });
    const answers = await Promise.all(tuts.flatMap((tut) => [save(tut._id, a), drop(tut._id)]));
    for (const [i, res] of answers.entries()) {
      expect(i % 2 ? [200] : [200, 404], res.body).toContain(res.statusCode);
    }
    const left = new Set((await rows()).map((r) => r.tutorial_id));
    expect(tuts.filter((tut) => left.has(tut._id))).toEqual([]);
  });
});

describe("with an Idempotency-Key", () => {
  it("replays the first answer to a repeat and keeps one entry", async () => {
    const tut = await postTutorial(t, owner);
    const key = { [IDEMPOTENCY_HEADER]: `fav-save-${tut._id}` };
    const first = await save(tut._id, a, key);
    const again = await save(tut._id, a, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe("true");
    expect(again.json()).toEqual({ saved: true });
    expect(await rowsOf(a, tut._id)).toBe(1);

    const unkey = { [IDEMPOTENCY_HEADER]: `fav-unsave-${tut._id}` };
    expect((await unsave(tut._id, a, unkey)).json()).toEqual({ saved: false });
    const replayed = await unsave(tut._id, a, unkey);
    expect(replayed.headers[REPLAYED_HEADER.toLowerCase()]).toBe("true");
    expect(await rowsOf(a, tut._id)).toBe(0);
  });

  it("refuses the same key for another tutorial (422), saving nothing", async () => {
    const [one, two] = [await postTutorial(t, owner), await postTutorial(t, owner)];
    const key = { [IDEMPOTENCY_HEADER]: `fav-other-${one._id}` };
    expect((await save(one._id, a, key)).statusCode).toBe(200);
    const before = await rows();
    const res = await save(two._id, a, key);
    expect(res.statusCode).toBe(422);
    expect(await rows()).toEqual(before);
  });

  it("keeps nothing of a keyed save refused with 404, and replays the 404", async () => {
    const key = { [IDEMPOTENCY_HEADER]: "fav-unknown" };
    const before = await rows();
    const first = await save(UNKNOWN, a, key);
    expect(first.statusCode).toBe(404);
    const again = await save(UNKNOWN, a, key);
    expect(again.statusCode).toBe(404);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe("true");
    expect(again.json()).toEqual(NOT_FOUND);
    expect(await rows()).toEqual(before);
  });
});

describe("the cap on saved tutors", () => {
  it(`keeps at most ${MAX_SAVED_TUTORS}: one more is 409 with the cap's words and nothing stored; a repeat still saves`, async () => {
    const keeper = await t.user("Fav Keeper");
    // MAX_SAVED_TUTORS tutorials, all saved by `keeper`, straight into the tables.
    await sql`
      WITH made AS (
        INSERT INTO tutorials (user_id, user_name, email, image, language, language_key, price, description)
        SELECT 'seeded-tutor', 'Seeded Tutor', 'seeded@example.com', '/uploads/seed.webp', 'Seeded',
               'seeded', 10, 'seeded row ' || i
        FROM generate_series(1, ${MAX_SAVED_TUTORS}::int) AS i
        RETURNING id
      )
      INSERT INTO favourites (user_id, tutorial_id) SELECT ${keeper.uid}, id FROM made`.execute(
      t.database.db,
    );
    const one = (await rows()).find((r) => r.user_id === keeper.uid);
    const more = await postTutorial(t, owner, { language: "One More" });
    const refused = await save(more._id, keeper);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: MESSAGES.savedTutorsFull, code: "CONFLICT" });
    expect(await rowsOf(keeper, more._id)).toBe(0);
    // Saving one already saved is still a repeat, not a refusal; after an unsave there is room.
    expect((await save(one!.tutorial_id, keeper)).statusCode).toBe(200);
    expect((await unsave(one!.tutorial_id, keeper)).statusCode).toBe(200);
    expect((await save(more._id, keeper)).statusCode).toBe(200);
    expect((await rows()).filter((r) => r.user_id === keeper.uid)).toHaveLength(MAX_SAVED_TUTORS);
  });
});
