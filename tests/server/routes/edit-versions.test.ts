import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER, MESSAGES } from "../../../contract/index.js";
import { MALFORMED_IF_MATCH } from "../../../server/if-match.js";
import { formBody, snapshot } from "../../support/profiles.js";
import type { SignedIn, TestApp } from "../../support/test-app.js";
import { createTestApp } from "../../support/test-app.js";
import { book, postTutorial, tutorialBody } from "../../support/tutorials.js";

/** docs/decisions.md, "Edits that never overwrite silently": ETag on reads, If-Match on edits. */
let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user("Vera Version");
  other = await t.user("Oscar Other");
});
afterAll(() => t.close());

const STALE = { error: MESSAGES.editConflict, code: "PRECONDITION_FAILED" };

function send(method: InjectOptions["method"], url: string, who: SignedIn | null, extra: object = {}) {
  const { headers = {}, ...rest } = extra as { headers?: Record<string, string> };
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(who?.headers ?? {}), ...headers },
    ...rest,
  });
}

async function etagOfTutorial(id: string): Promise<string> {
  const res = await send("GET", `/tutorials/${id}`, null);
  expect(res.statusCode).toBe(200);
  const etag = res.headers.etag;
  expect(typeof etag).toBe("string");
  return String(etag);
}

const editTutorial = (id: string, who: SignedIn, body: object, ifMatch?: string, more: object = {}) =>
  send("PUT", `/tutorials/update/${id}`, who, {
    payload: body,
    headers: { ...(ifMatch === undefined ? {} : { "if-match": ifMatch }), ...more },
  });

const storedTutorial = (id: string) =>
  t.database.db.selectFrom("tutorials").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("tutorials: ETag and If-Match", () => {
  it("GET answers a strong ETag that changes with an edit, not with a review", async () => {
    const tutorial = await postTutorial(t, owner);
    // A review needs a booking of the tutorial.
    expect((await book(t, other, tutorial._id)).statusCode).toBe(201);
    const first = await etagOfTutorial(tutorial._id);
    expect(first).toMatch(/^"t\d+"$/);
    expect(await etagOfTutorial(tutorial._id)).toBe(first);
    const reviewed = await send("PUT", `/tutorials/${tutorial._id}/review`, other);
    expect(reviewed.statusCode).toBe(200);
    expect(await etagOfTutorial(tutorial._id)).toBe(first);

    const edited = await editTutorial(tutorial._id, owner, tutorialBody({ price: 30 }), first);
    expect(edited.statusCode).toBe(200);
    const next = await etagOfTutorial(tutorial._id);
    expect(next).not.toBe(first);
    expect(edited.headers.etag).toBe(next);
  });

  it("the current If-Match edits; a stale one is 412 and changes nothing", async () => {
    const tutorial = await postTutorial(t, owner);
    const base = await etagOfTutorial(tutorial._id);
    // The laptop changes the price.
    const laptop = await editTutorial(tutorial._id, owner, tutorialBody({ price: 40 }), base);
    expect(laptop.statusCode).toBe(200);
    const before = await storedTutorial(tutorial._id);
    // The phone's edit was made on the version before it.
    const phone = await editTutorial(
      tutorial._id,
      owner,
      tutorialBody({ description: "From the bus." }),
      base,
    );
    expect(phone.statusCode).toBe(412);
    expect(phone.json()).toEqual(STALE);
    expect(await storedTutorial(tutorial._id)).toEqual(before);
  });

  it("without If-Match, and with *, edits as before whatever the version", async () => {
    const tutorial = await postTutorial(t, owner);
    await editTutorial(tutorial._id, owner, tutorialBody({ price: 41 }));
    const plain = await editTutorial(tutorial._id, owner, tutorialBody({ price: 42 }));
    expect(plain.statusCode).toBe(200);
    expect(plain.json().price).toBe(42);
    const any = await editTutorial(tutorial._id, owner, tutorialBody({ price: 43 }), "*");
    expect(any.statusCode).toBe(200);
    expect(any.json().price).toBe(43);
  });

  it("takes a list of tags (one current passes), never a weak tag nor another kind's", async () => {
    const tutorial = await postTutorial(t, owner);
    const current = await etagOfTutorial(tutorial._id);
    const weak = await editTutorial(tutorial._id, owner, tutorialBody({ price: 1 }), `W/${current}`);
    expect(weak.statusCode).toBe(412);
    const profileTag = current.replace('"t', '"p');
    expect((await editTutorial(tutorial._id, owner, tutorialBody({ price: 1 }), profileTag)).statusCode).toBe(
      412,
    );
    const listed = await editTutorial(tutorial._id, owner, tutorialBody({ price: 2 }), `"t999", ${current}`);
    expect(listed.statusCode).toBe(200);
  });

  it("a malformed If-Match is 400 and changes nothing", async () => {
    const tutorial = await postTutorial(t, owner);
    const before = await storedTutorial(tutorial._id);
    for (const header of ["t1", '"t1', '"t1" "t2"', ",", "**"]) {
      const res = await editTutorial(tutorial._id, owner, tutorialBody({ price: 3 }), header);
      expect(res.statusCode, header).toBe(400);
      expect(res.json()).toEqual({ error: MALFORMED_IF_MATCH, code: "VALIDATION" });
    }
    expect(await storedTutorial(tutorial._id)).toEqual(before);
  });

  it("of two edits racing on the same If-Match exactly one wins", async () => {
    const tutorial = await postTutorial(t, owner);
    const base = await etagOfTutorial(tutorial._id);
    const answers = await Promise.all(
      [50, 60, 70, 80].map((price) => editTutorial(tutorial._id, owner, tutorialBody({ price }), base)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 412, 412, 412]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().price;
    expect(Number((await storedTutorial(tutorial._id)).price)).toBe(winner);
  });

  it("another person's edit is 403 whatever If-Match says (no version told); 401 signed out; 404 unknown", async () => {
    const tutorial = await postTutorial(t, owner);
    const current = await etagOfTutorial(tutorial._id);
    const before = await storedTutorial(tutorial._id);
    for (const tag of [current, '"t999"', undefined]) {
      const res = await editTutorial(tutorial._id, other, tutorialBody({ price: 9 }), tag);
      expect(res.statusCode, String(tag)).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.notOwnerEdit, code: "FORBIDDEN" });
      expect(res.headers.etag).toBeUndefined();
    }
    const anon = await send("PUT", `/tutorials/update/${tutorial._id}`, null, {
      payload: tutorialBody(),
      headers: { "if-match": '"t999"' },
    });
    expect(anon.statusCode).toBe(401);
    const missing = await editTutorial("9b2f7c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d", owner, tutorialBody(), '"t0"');
    expect(missing.statusCode).toBe(404);
    expect(await storedTutorial(tutorial._id)).toEqual(before);
  });

  it("a keyed edit refused with 412 is not kept: the same key on the current version edits", async () => {
    const tutorial = await postTutorial(t, owner);
    const base = await etagOfTutorial(tutorial._id);
    await editTutorial(tutorial._id, owner, tutorialBody({ price: 11 }), base);
    const key = { [IDEMPOTENCY_HEADER]: "conflict-key-1" };
    const body = tutorialBody({ price: 12 });
    const stale = await editTutorial(tutorial._id, owner, body, base, key);
    expect(stale.statusCode).toBe(412);
    const current = await etagOfTutorial(tutorial._id);
    const again = await editTutorial(tutorial._id, owner, body, current, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotency-replayed"]).toBeUndefined();
    expect(again.json().price).toBe(12);
    // And now it is kept: a repeat replays the 200.
    const repeat = await editTutorial(tutorial._id, owner, body, current, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers["idempotency-replayed"]).toBe("true");
  });
});

async function etagOfProfile(uid: string, path = `/profile/${uid}`): Promise<string> {
  const res = await send("GET", path, null);
  expect(res.statusCode).toBe(200);
  return String(res.headers.etag);
}

/** A signed-up person with a user record, so that their profile reads before it is saved. */
async function person(name: string): Promise<SignedIn> {
  const u = await t.user(name);
  const res = await send("POST", "/users", u, { payload: { uid: u.uid, displayName: name, email: u.email } });
  expect(res.statusCode).toBeLessThan(300);
  return u;
}

describe("profiles: ETag and If-Match", () => {
  it("both GETs answer the same ETag, changed by every profile write", async () => {
    const me = await person("Paula Profile");
    const fresh = await etagOfProfile(me.uid);
    expect(fresh).toMatch(/^"p\d+"$/);
    const saved = await send("PUT", `/users/update/${me.uid}`, me, {
      payload: formBody(),
      headers: { "if-match": fresh },
    });
    expect(saved.statusCode).toBe(200);
    let tag = await etagOfProfile(me.uid);
    expect(tag).not.toBe(fresh);
    expect(saved.headers.etag).toBe(tag);
    expect(await etagOfProfile(me.uid, `/users/profile/${me.uid}`)).toBe(tag);

    const writes: [InjectOptions["method"], string, object][] = [
      ["PATCH", `/profile/${me.uid}`, { headline: "Maths" }],
      ["PATCH", `/profile/${me.uid}/avatar`, { avatarUrl: "/uploads/a.webp" }],
      ["PATCH", `/profile/${me.uid}/banner`, { bannerUrl: "/uploads/b.webp" }],
      ["POST", `/profile/${me.uid}/skills`, { skill: "Algebra" }],
      ["DELETE", `/profile/${me.uid}/skills`, { skill: "Algebra" }],
      ["POST", `/education/${me.uid}`, { degree: "MSc" }],
    ];
    for (const [method, url, payload] of writes) {
      const res = await send(method, url, me, { payload, headers: { "if-match": tag } });
      expect(res.statusCode, url).toBeLessThan(300);
      const next = await etagOfProfile(me.uid);
      expect(next, url).not.toBe(tag);
      expect(res.headers.etag, url).toBe(next);
      tag = next;
    }
    const entryId = (await send("GET", `/education/${me.uid}`, null)).json()[0]._id as string;
    const patched = await send("PATCH", `/education/${me.uid}/${entryId}`, me, {
      payload: { school: "UCL" },
      headers: { "if-match": tag },
    });
    expect(patched.statusCode).toBe(200);
    expect(await etagOfProfile(me.uid)).not.toBe(tag);
  });

  it("every profile write with a stale If-Match is 412 and keeps nothing", async () => {
    const me = await person("Sam Stale");
    const base = await etagOfProfile(me.uid);
    expect((await send("PUT", `/users/update/${me.uid}`, me, { payload: formBody() })).statusCode).toBe(200);
    const entryId = (await send("GET", `/education/${me.uid}`, null)).json()[0]._id as string;
    const before = await snapshot(t, me.uid);
    const writes: [InjectOptions["method"], string, object][] = [
      ["PUT", `/users/update/${me.uid}`, formBody({ bio: "From the bus." })],
      ["PATCH", `/profile/${me.uid}`, { bio: "From the bus." }],
      ["PATCH", `/profile/${me.uid}/avatar`, { avatarUrl: "/uploads/x.webp" }],
      ["PATCH", `/profile/${me.uid}/banner`, { bannerUrl: "/uploads/x.webp" }],
      ["POST", `/profile/${me.uid}/skills`, { skill: "Chess" }],
      ["DELETE", `/profile/${me.uid}/skills`, { skill: "IELTS" }],
      ["POST", `/education/${me.uid}`, { degree: "PhD" }],
      ["PATCH", `/education/${me.uid}/${entryId}`, { school: "Elsewhere" }],
      ["DELETE", `/education/${me.uid}/${entryId}`, {}],
    ];
    for (const [method, url, payload] of writes) {
      const res = await send(method, url, me, {
        ...(method === "DELETE" && url.includes(entryId) ? {} : { payload }),
        headers: { "if-match": base },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(412);
      expect(res.json()).toEqual(STALE);
    }
    expect(await snapshot(t, me.uid)).toBe(before);
    // Without If-Match, as today.
    const plain = await send("PATCH", `/profile/${me.uid}`, me, { payload: { bio: "Plain." } });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().bio).toBe("Plain.");
  });

  it("an unknown entry is 404 before any version check", async () => {
    const me = await person("Nina Notfound");
    const res = await send("PATCH", `/education/${me.uid}/9b2f7c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d`, me, {
      payload: { school: "X" },
      headers: { "if-match": '"p999"' },
    });
    expect(res.statusCode).toBe(404);
  });

  it("of two whole-form saves racing on the same If-Match exactly one wins", async () => {
    const me = await person("Rita Race");
    const base = await etagOfProfile(me.uid);
    const answers = await Promise.all(
      ["One", "Two", "Three"].map((bio) =>
        send("PUT", `/users/update/${me.uid}`, me, {
          payload: formBody({ bio }),
          headers: { "if-match": base },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412, 412]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().bio;
    expect((await send("GET", `/profile/${me.uid}`, null)).json().bio).toBe(winner);
  });

  it("another person's write is 403 whatever If-Match says, without an ETag; malformed is 400", async () => {
    const me = await person("Omar Owner");
    const tag = await etagOfProfile(me.uid);
    const before = await snapshot(t, me.uid);
    for (const ifMatch of [tag, '"p999"']) {
      const res = await send("PATCH", `/profile/${me.uid}`, other, {
        payload: { bio: "Not mine" },
        headers: { "if-match": ifMatch },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.notYourProfile, code: "FORBIDDEN" });
      expect(res.headers.etag).toBeUndefined();
    }
    const malformed = await send("PATCH", `/profile/${me.uid}`, me, {
      payload: { bio: "Bad header" },
      headers: { "if-match": "p1" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: MALFORMED_IF_MATCH, code: "VALIDATION" });
    expect(await snapshot(t, me.uid)).toBe(before);
  });
});
