import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_HEADER,
  MAX_REPLY_TEXT,
  MAX_REVIEW_TEXT,
  MESSAGES,
  REVIEW_THANKS,
  type Review,
  type ReviewsPage,
  type Tutorial,
} from "../../../contract/index.js";
import { REPLAYED_HEADER } from "../../../server/plugins/idempotency.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { book, counts, getTutorial, list, postTutorial } from "../../support/tutorials.js";

/**
 * Reviews with stars and words (docs/product.md, Reviews): PUT /api/tutorials/{id}/review,
 * GET /api/tutorials/{id}/reviews, GET /api/reviews/mine, PATCH and DELETE /api/reviews/{id},
 * PUT and DELETE /api/reviews/{id}/reply.
 */
let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = await Promise.all([t.user("Rita Tutor"), t.user("Sam Stranger")]);
});
afterAll(() => t.close());

const UNKNOWN = "0f3c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const REVIEW_NOT_FOUND = { error: MESSAGES.reviewNotFound, code: "NOT_FOUND" };
const NOT_YOUR_REVIEW = { error: MESSAGES.notYourReview, code: "FORBIDDEN" };
const NOT_YOUR_REPLY = { error: MESSAGES.notYourTutorialReply, code: "FORBIDDEN" };

const headersOf = (who?: SignedIn, extra: Record<string, string> = {}) => ({
  ...(who?.headers ?? {}),
  ...extra,
});

/** PUT /tutorials/{id}/review; `body` undefined sends none. */
const put = (tutorialId: string, who?: SignedIn, body?: unknown, extra?: Record<string, string>) =>
  t.app.inject({
    method: "PUT",
    url: `/api/tutorials/${tutorialId}/review`,
    headers: headersOf(who, body === undefined ? extra : { "content-type": "application/json", ...extra }),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
const patch = (id: string, who: SignedIn | undefined, body: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/reviews/${id}`,
    headers: headersOf(who, { "content-type": "application/json" }),
    payload: JSON.stringify(body),
  });
const remove = (id: string, who?: SignedIn) =>
  t.app.inject({ method: "DELETE", url: `/api/reviews/${id}`, headers: headersOf(who) });
const reply = (id: string, who: SignedIn | undefined, body: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/reviews/${id}/reply`,
    headers: headersOf(who, { "content-type": "application/json" }),
    payload: JSON.stringify(body),
  });
const unreply = (id: string, who?: SignedIn) =>
  t.app.inject({ method: "DELETE", url: `/api/reviews/${id}/reply`, headers: headersOf(who) });
const pageRes = (tutorialId: string, query = "", who?: SignedIn) =>
  t.app.inject({
    method: "GET",
    url: `/api/tutorials/${tutorialId}/reviews${query}`,
    headers: headersOf(who),
  });
const mineRes = (who?: SignedIn) =>
  t.app.inject({ method: "GET", url: "/api/reviews/mine", headers: headersOf(who) });

async function page(tutorialId: string, query = ""): Promise<ReviewsPage> {
  const res = await pageRes(tutorialId, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const idsOf = (items: Review[]) => items.map((r) => r._id);

/** A new person who booked `tut` (untimed), and may therefore review it. */
async function booker(tut: Tutorial, name = "Lena Learner"): Promise<SignedIn> {
  const who = await t.user(name);
  const res = await book(t, who, tut._id);
  if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
  return who;
}

/** A new booker's review of `tut`; answers the person and the review's id. */
async function reviewed(
  tut: Tutorial,
  body?: unknown,
  name?: string,
): Promise<{ who: SignedIn; id: string }> {
  const who = await booker(tut, name);
  const res = await put(tut._id, who, body);
  if (res.statusCode !== 200) throw new Error(`review: ${res.statusCode} ${res.body}`);
  return { who, id: res.json().reviewId };
}

/** Every review row, straight from the database: what a refused call must leave as it was. */
const reviewRows = () =>
  t.database.db.selectFrom("reviews").selectAll().orderBy("tutorial_id").orderBy("user_id").execute();
const rowOf = (id: string) =>
  t.database.db.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
const summaryOf = async (id: string) => {
  const tut = await getTutorial(t, id);
  return { review: tut.review, rating: tut.rating, ratingCount: tut.ratingCount };
};
/** Time for the database clock to move on, so that a later write has a later timestamp. */
const tick = () => new Promise((r) => setTimeout(r, 15));

function expectValidation(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  const body = res.json();
  expect(body.code, what).toBe("VALIDATION");
  expect(typeof body.error, what).toBe("string");
  expect(body.error.length, what).toBeGreaterThan(0);
}

describe("writing a review", () => {
  it("stores stars and words and answers the new count with the review's id", async () => {
    const tut = await postTutorial(t, owner);
    const who = await booker(tut, "Nadia Stars");
    const res = await put(tut._id, who, { rating: 5, text: "  Patient and clear.\nRecommended.  " });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({ message: REVIEW_THANKS, review: 1, reviewId: expect.stringMatching(UUID) });

    const shown = await page(tut._id);
    expect(shown.items).toEqual([
      {
        _id: answer.reviewId,
        tutorialId: tut._id,
        rating: 5,
        text: "Patient and clear.\nRecommended.",
        reviewerId: who.uid,
        reviewerName: "Nadia Stars",
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
        reply: null,
      },
    ]);
    expect(shown.items[0]?.updatedAt).toBe(shown.items[0]?.createdAt);
    expect(await summaryOf(tut._id)).toEqual({ review: 1, rating: 5, ratingCount: 1 });
    expect(await rowOf(answer.reviewId)).toMatchObject({ tutorial_id: tut._id, user_id: who.uid, rating: 5 });
  });

  it("takes the longest text and a text alone", async () => {
    const tut = await postTutorial(t, owner);
    const long = "a".repeat(MAX_REVIEW_TEXT);
    const { id } = await reviewed(tut, { rating: 3, text: long });
    expect((await rowOf(id))?.text).toBe(long);
    const words = await reviewed(tut, { text: "Words, no stars." });
    expect(await rowOf(words.id)).toMatchObject({ rating: null, text: "Words, no stars." });
    expect(await summaryOf(tut._id)).toEqual({ review: 2, rating: 3, ratingCount: 1 });
  });

  it("refuses a second review by the same person with 409 and keeps the first", async () => {
    const tut = await postTutorial(t, owner);
    const { who, id } = await reviewed(tut, { rating: 2, text: "First" });
    const before = await reviewRows();
    const again = await put(tut._id, who, { rating: 5, text: "Second" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: MESSAGES.alreadyReviewed, code: "CONFLICT" });
    expect(await reviewRows()).toEqual(before);
    expect(await rowOf(id)).toMatchObject({ rating: 2, text: "First" });
  });

  it("refuses the owner, a person without a booking and a signed-out caller, storing nothing", async () => {
    const tut = await postTutorial(t, owner);
    const before = await counts(t);
    const own = await put(tut._id, owner, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: MESSAGES.ownReview, code: "FORBIDDEN" });
    const unbooked = await put(tut._id, stranger, { rating: 5 });
    expect(unbooked.statusCode).toBe(403);
    expect(unbooked.json()).toEqual({ error: MESSAGES.notBooked, code: "NOT_BOOKED" });
    const out = await put(tut._id, undefined, { rating: 5 });
    expect(out.statusCode).toBe(401);
    expect(out.json().code).toBe("UNAUTHENTICATED");
    const unknown = await put(UNKNOWN, stranger, { rating: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MESSAGES.tutorialNotFound, code: "NOT_FOUND" });
    expect(await counts(t)).toEqual(before);
  });

  it("answers an Idempotency-Key replay the same and stores one review", async () => {
    const tut = await postTutorial(t, owner);
    const who = await booker(tut);
    const key = { [IDEMPOTENCY_HEADER]: `review-${tut._id}` };
    const first = await put(tut._id, who, { rating: 4, text: "Once" }, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    const again = await put(tut._id, who, { rating: 4, text: "Once" }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect((await reviewRows()).filter((r) => r.tutorial_id === tut._id)).toHaveLength(1);
    expect(await summaryOf(tut._id)).toEqual({ review: 1, rating: 4, ratingCount: 1 });
  });
});

describe("bad bodies", () => {
  const BAD: [string, unknown][] = [
    ["rating 0", { rating: 0 }],
    ["rating 6", { rating: 6 }],
    ["rating 4.5", { rating: 4.5 }],
    ['rating "5"', { rating: "5" }],
    ["rating null", { rating: null }],
    ["rating -1", { rating: -1 }],
    ["text 2001 chars", { rating: 4, text: "a".repeat(MAX_REVIEW_TEXT + 1) }],
    ["text with NUL", { rating: 4, text: "bad\u0000text" }],
    ["text with a bell", { rating: 4, text: "bad\u0007text" }],
    ["text with an escape", { rating: 4, text: "bad\u001b[31mred" }],
    ["text with a lone surrogate", { rating: 4, text: "bad\ud800text" }],
    ["text with a lone low surrogate", { text: "x\udc00" }],
    ["text a number", { text: 5 }],
  ];

  it("refuses each with 400 VALIDATION on PUT and stores nothing; a good body then works", async () => {
    const tut = await postTutorial(t, owner);
    const who = await booker(tut);
    const before = await counts(t);
    for (const [what, body] of BAD) expectValidation(await put(tut._id, who, body), what);
    expect(await counts(t)).toEqual(before);
    expect(await summaryOf(tut._id)).toEqual({ review: 0, rating: null, ratingCount: 0 });
    expect((await put(tut._id, who, { rating: 4, text: "Fine" })).statusCode).toBe(200);
  });

  it("refuses each with 400 VALIDATION on PATCH and changes nothing", async () => {
    const tut = await postTutorial(t, owner);
    const { who, id } = await reviewed(tut, { rating: 3, text: "Kept" });
    const before = await reviewRows();
    for (const [what, body] of [...BAD, ["an empty change", {}] as [string, unknown]]) {
      expectValidation(await patch(id, who, body), what);
    }
    expect(await reviewRows()).toEqual(before);
    expect(await summaryOf(tut._id)).toEqual({ review: 1, rating: 3, ratingCount: 1 });
  });

  it("stores and answers text with replacement patterns, markup and quotes verbatim", async () => {
    const tut = await postTutorial(t, owner);
    const text = `Worth $& and $1 and $' and $$ — <script>alert("x")</script> "quoted" & 'single'`;
    const { who, id } = await reviewed(tut, { rating: 5, text });
    expect((await rowOf(id))?.text).toBe(text);
    expect((await page(tut._id)).items[0]?.text).toBe(text);
    expect((await mineRes(who)).json<Review[]>().find((r) => r._id === id)?.text).toBe(text);
    const edited = await patch(id, who, { text: `${text} again` });
    expect(edited.json().text).toBe(`${text} again`);
    const answered = await reply(id, owner, { text: `Thanks $& $1 $' <b>"you"</b>` });
    expect(answered.json().reply.text).toBe(`Thanks $& $1 $' <b>"you"</b>`);
  });
});

describe("the rating", () => {
  const cases: [number[], number][] = [
    [[4, 5], 4.5],
    [[4, 4, 5], 4.3],
    // 4.25 rounds half up.
    [[5, 4, 4, 4], 4.3],
    // 1.75 rounds half up.
    [[1, 2, 2, 2], 1.8],
    [[5, 5, 4], 4.7],
    [[1, 1, 2], 1.3],
    [[3], 3],
  ];
  for (const [stars, mean] of cases) {
    it(`is ${mean} for ${stars.join(", ")}: the mean to one decimal, half up`, async () => {
      const tut = await postTutorial(t, owner);
      for (const rating of stars) await reviewed(tut, { rating });
      expect(await summaryOf(tut._id)).toEqual({
        review: stars.length,
        rating: mean,
        ratingCount: stars.length,
      });
      const shown = await page(tut._id);
      expect({ rating: shown.rating, ratingCount: shown.ratingCount }).toEqual({
        rating: mean,
        ratingCount: stars.length,
      });
    });
  }

  it("counts reviews without stars in `review` only, and is null with no stars at all", async () => {
    const tut = await postTutorial(t, owner);
    expect(await summaryOf(tut._id)).toEqual({ review: 0, rating: null, ratingCount: 0 });
    await reviewed(tut);
    await reviewed(tut, { text: "Words only" });
    const viaCount = await booker(tut);
    const counted = await t.app.inject({
      method: "PUT",
      url: `/api/tutorials/${tut._id}`,
      headers: viaCount.headers,
      payload: { ReviewCount: 5 },
    });
    expect(counted.json()).toEqual({
      message: REVIEW_THANKS,
      review: 3,
      reviewId: expect.stringMatching(UUID),
    });
    expect(await summaryOf(tut._id)).toEqual({ review: 3, rating: null, ratingCount: 0 });
    await reviewed(tut, { rating: 2 });
    await reviewed(tut, { rating: 5 });
    expect(await summaryOf(tut._id)).toEqual({ review: 5, rating: 3.5, ratingCount: 2 });
  });

  it("is on GET /tutorials, GET /tutorials/{id} and GET /favourites", async () => {
    const tut = await postTutorial(t, owner, { language: "Ratingese" });
    const plain = await postTutorial(t, owner, { language: "Ratingese" });
    await reviewed(tut, { rating: 4 });
    await reviewed(tut, { rating: 5 });
    await reviewed(tut);
    const expected = { review: 3, rating: 4.5, ratingCount: 2 };
    expect(await getTutorial(t, tut._id)).toMatchObject(expected);
    const listed = await list(t, "?language=Ratingese");
    expect(listed.items.find((x) => x._id === tut._id)).toMatchObject(expected);
    expect(listed.items.find((x) => x._id === plain._id)).toMatchObject({
      review: 0,
      rating: null,
      ratingCount: 0,
    });
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/favourites/${tut._id}`,
      headers: stranger.headers,
    });
    expect(saved.statusCode).toBe(200);
    const favourites = await t.app.inject({
      method: "GET",
      url: "/api/favourites",
      headers: stranger.headers,
    });
    expect(favourites.json<Tutorial[]>().find((x) => x._id === tut._id)).toMatchObject(expected);
  });
});

describe("PATCH /api/reviews/{id}", () => {
  it("lets the author change the stars (the rating follows), the words, or both", async () => {
    const tut = await postTutorial(t, owner);
    await reviewed(tut, { rating: 4 });
    const { who, id } = await reviewed(tut, { rating: 5, text: "Great" });
    expect(await summaryOf(tut._id)).toEqual({ review: 2, rating: 4.5, ratingCount: 2 });
    const created = (await rowOf(id))?.created_at;
    await tick();

    const stars = await patch(id, who, { rating: 1 });
    expect(stars.statusCode, stars.body).toBe(200);
    const changed: Review = stars.json();
    expect(changed).toMatchObject({
      _id: id,
      tutorialId: tut._id,
      rating: 1,
      text: "Great",
      reviewerId: who.uid,
    });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(changed.createdAt));
    expect(new Date(changed.createdAt)).toEqual(new Date(created ?? 0));
    expect(await summaryOf(tut._id)).toEqual({ review: 2, rating: 2.5, ratingCount: 2 });

    await tick();
    const words = await patch(id, who, { text: "Better than I said" });
    const rewritten: Review = words.json();
    expect(rewritten).toMatchObject({ rating: 1, text: "Better than I said", createdAt: changed.createdAt });
    expect(Date.parse(rewritten.updatedAt)).toBeGreaterThan(Date.parse(changed.updatedAt));

    const both = await patch(id, who, { rating: 3, text: "Both" });
    expect(both.json()).toMatchObject({ rating: 3, text: "Both" });
    expect(await summaryOf(tut._id)).toEqual({ review: 2, rating: 3.5, ratingCount: 2 });
    expect((await page(tut._id)).items.find((r) => r._id === id)).toMatchObject({ rating: 3, text: "Both" });
  });

  it("gives stars to a review that had none", async () => {
    const tut = await postTutorial(t, owner);
    const { who, id } = await reviewed(tut);
    expect(await summaryOf(tut._id)).toEqual({ review: 1, rating: null, ratingCount: 0 });
    expect((await patch(id, who, { rating: 2 })).statusCode).toBe(200);
    expect(await summaryOf(tut._id)).toEqual({ review: 1, rating: 2, ratingCount: 1 });
  });

  it("refuses anyone but the author (403), signed out (401), unknown (404), bad id (400); nothing changes", async () => {
    const tut = await postTutorial(t, owner);
    const { id } = await reviewed(tut, { rating: 5, text: "Mine" });
    const before = await reviewRows();
    for (const who of [stranger, owner]) {
      const res = await patch(id, who, { rating: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(NOT_YOUR_REVIEW);
    }
    const out = await patch(id, undefined, { rating: 1 });
    expect(out.statusCode).toBe(401);
    expect(out.json().code).toBe("UNAUTHENTICATED");
    const unknown = await patch(UNKNOWN, stranger, { rating: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(REVIEW_NOT_FOUND);
    expectValidation(await patch("12", stranger, { rating: 1 }), "bad id");
    expect(await reviewRows()).toEqual(before);
    expect(await summaryOf(tut._id)).toEqual({ review: 1, rating: 5, ratingCount: 1 });
  });
});

describe("DELETE /api/reviews/{id}", () => {
  it("lowers the count and the stars, recomputes the rating, and the person may review again", async () => {
    const tut = await postTutorial(t, owner);
    const five = await reviewed(tut, { rating: 5 });
    const two = await reviewed(tut, { rating: 2 });
    const none = await reviewed(tut);
    expect(await summaryOf(tut._id)).toEqual({ review: 3, rating: 3.5, ratingCount: 2 });

    const res = await remove(two.id, two.who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1, review: 2 });
    expect(await summaryOf(tut._id)).toEqual({ review: 2, rating: 5, ratingCount: 1 });
    expect(await rowOf(two.id)).toBeUndefined();
    expect((await remove(two.id, two.who)).json()).toEqual(REVIEW_NOT_FOUND);

    expect((await remove(none.id, none.who)).json()).toEqual({ deletedCount: 1, review: 1 });
    expect(await summaryOf(tut._id)).toEqual({ review: 1, rating: 5, ratingCount: 1 });
    expect((await remove(five.id, five.who)).json()).toEqual({ deletedCount: 1, review: 0 });
    expect(await summaryOf(tut._id)).toEqual({ review: 0, rating: null, ratingCount: 0 });

    const again = await put(tut._id, two.who, { rating: 4 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ review: 1 });
    expect(again.json().reviewId).not.toBe(two.id);
    expect(await summaryOf(tut._id)).toEqual({ review: 1, rating: 4, ratingCount: 1 });
  });

  it("refuses anyone but the author (403), signed out (401), unknown (404), bad id (400); nothing changes", async () => {
    const tut = await postTutorial(t, owner);
    const { id } = await reviewed(tut, { rating: 4 });
    const before = await reviewRows();
    for (const who of [stranger, owner]) {
      const res = await remove(id, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(NOT_YOUR_REVIEW);
    }
    expect((await remove(id)).statusCode).toBe(401);
    const unknown = await remove(UNKNOWN, stranger);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(REVIEW_NOT_FOUND);
    expectValidation(await remove("12", stranger), "bad id");
    expect(await reviewRows()).toEqual(before);
    expect(await summaryOf(tut._id)).toEqual({ review: 1, rating: 4, ratingCount: 1 });
  });
});

describe("the tutor's reply", () => {
  it("is written and rewritten by the tutorial's owner: createdAt kept, updatedAt moved", async () => {
    const tut = await postTutorial(t, owner);
    const { id } = await reviewed(tut, { rating: 4, text: "Good" });
    const first = await reply(id, owner, { text: "  Thank you!  " });
    expect(first.statusCode, first.body).toBe(200);
    const written: Review = first.json();
    expect(written).toMatchObject({ _id: id, rating: 4, text: "Good" });
    expect(written.reply).toEqual({
      text: "Thank you!",
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    expect(written.reply?.updatedAt).toBe(written.reply?.createdAt);
    await tick();

    const second = await reply(id, owner, { text: "Thank you, see you next week." });
    const rewritten: Review = second.json();
    expect(rewritten.reply?.text).toBe("Thank you, see you next week.");
    expect(rewritten.reply?.createdAt).toBe(written.reply?.createdAt);
    expect(Date.parse(rewritten.reply?.updatedAt ?? "")).toBeGreaterThan(
      Date.parse(written.reply?.createdAt ?? ""),
    );
    // The review itself is unchanged by its reply.
    expect(rewritten.updatedAt).toBe(written.updatedAt);
    expect((await page(tut._id)).items[0]?.reply).toEqual(rewritten.reply);
    expect((await reply(id, owner, { text: "r".repeat(MAX_REPLY_TEXT) })).statusCode).toBe(200);
  });

  it("is removed by DELETE: reply null; written again it is new", async () => {
    const tut = await postTutorial(t, owner);
    const { id } = await reviewed(tut, { rating: 5 });
    const written: Review = (await reply(id, owner, { text: "Thanks" })).json();
    const removed = await unreply(id, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ _id: id, rating: 5, reply: null });
    expect((await page(tut._id)).items[0]?.reply).toBeNull();
    expect(await rowOf(id)).toMatchObject({
      reply_text: null,
      reply_created_at: null,
      reply_updated_at: null,
    });
    await tick();
    const again: Review = (await reply(id, owner, { text: "Thanks again" })).json();
    expect(Date.parse(again.reply?.createdAt ?? "")).toBeGreaterThan(
      Date.parse(written.reply?.createdAt ?? ""),
    );
  });

  it("refuses the reviewer and a stranger (403), signed out (401), unknown (404); nothing changes", async () => {
    const tut = await postTutorial(t, owner);
    const { who, id } = await reviewed(tut, { rating: 3 });
    await reply(id, owner, { text: "Kept" });
    const before = await reviewRows();
    for (const someone of [who, stranger]) {
      const put = await reply(id, someone, { text: "Not mine to write" });
      expect(put.statusCode).toBe(403);
      expect(put.json()).toEqual(NOT_YOUR_REPLY);
      const del = await unreply(id, someone);
      expect(del.statusCode).toBe(403);
      expect(del.json()).toEqual(NOT_YOUR_REPLY);
    }
    expect((await reply(id, undefined, { text: "x" })).statusCode).toBe(401);
    expect((await unreply(id)).statusCode).toBe(401);
    expect((await reply(UNKNOWN, owner, { text: "x" })).json()).toEqual(REVIEW_NOT_FOUND);
    expect((await unreply(UNKNOWN, owner)).json()).toEqual(REVIEW_NOT_FOUND);
    expectValidation(await reply("12", owner, { text: "x" }), "bad id");
    expect(await reviewRows()).toEqual(before);
  });

  it("refuses an empty, blank, too long or unsafe reply with 400 and changes nothing", async () => {
    const tut = await postTutorial(t, owner);
    const { id } = await reviewed(tut, { rating: 3 });
    const before = await reviewRows();
    const bad: [string, unknown][] = [
      ["empty", { text: "" }],
      ["blank", { text: "   " }],
      ["1001 chars", { text: "r".repeat(MAX_REPLY_TEXT + 1) }],
      ["NUL", { text: "a\u0000b" }],
      ["lone surrogate", { text: "a\ud800b" }],
      ["missing", {}],
      ["not text", { text: 3 }],
    ];
    for (const [what, body] of bad) expectValidation(await reply(id, owner, body), what);
    expect(await reviewRows()).toEqual(before);
  });
});

describe("GET /api/tutorials/{id}/reviews", () => {
  let tut: Tutorial;
  /** Review ids in the order written, with their stars (null: none). */
  const written: { id: string; rating: number | null }[] = [];
  beforeAll(async () => {
    tut = await postTutorial(t, owner, { language: "Listing" });
    for (const rating of [3, null, 5, 1, 5, 4]) {
      const { id } = await reviewed(
        tut,
        rating === null ? { text: "No stars" } : { rating, text: `${rating} stars` },
      );
      written.push({ id, rating });
    }
  });
  const newestFirst = () => [...written].reverse().map((w) => w.id);

  it("answers newest first with the summary and the distribution, to anyone", async () => {
    const res = await pageRes(tut._id);
    expect(res.statusCode).toBe(200);
    const body: ReviewsPage = res.json();
    expect(idsOf(body.items)).toEqual(newestFirst());
    expect(body.total).toBe(6);
    expect(body.rating).toBe(3.6);
    expect(body.ratingCount).toBe(5);
    expect(body.distribution).toEqual({ "1": 1, "2": 0, "3": 1, "4": 1, "5": 2 });
    expect(idsOf((await page(tut._id, "?sort=newest")).items)).toEqual(newestFirst());
    // Signed in or not, the same answer.
    expect((await pageRes(tut._id, "", stranger)).json()).toEqual(body);
  });

  it("sorts highest and lowest first, reviews without stars last, ties newest first", async () => {
    const [r3, rNone, r5a, r1, r5b, r4] = written.map((w) => w.id);
    expect(idsOf((await page(tut._id, "?sort=highest")).items)).toEqual([r5b, r5a, r4, r3, r1, rNone]);
    expect(idsOf((await page(tut._id, "?sort=lowest")).items)).toEqual([r1, r3, r4, r5b, r5a, rNone]);
  });

  it("keeps one star level with `rating`, and `total` counts those", async () => {
    const [, , r5a, , r5b] = written.map((w) => w.id);
    const fives = await page(tut._id, "?rating=5");
    expect(idsOf(fives.items)).toEqual([r5b, r5a]);
    expect(fives.total).toBe(2);
    expect(fives.items.every((r) => r.rating === 5)).toBe(true);
    // The summary and distribution stay those of the whole tutorial.
    expect(fives).toMatchObject({
      rating: 3.6,
      ratingCount: 5,
      distribution: { "1": 1, "2": 0, "3": 1, "4": 1, "5": 2 },
    });
    const twos = await page(tut._id, "?rating=2");
    expect(twos.items).toEqual([]);
    expect(twos.total).toBe(0);
    expect(idsOf((await page(tut._id, "?rating=5&sort=lowest&limit=1&offset=1")).items)).toEqual([r5a]);
  });

  it("pages with limit and offset, total unchanged", async () => {
    const all = newestFirst();
    const first = await page(tut._id, "?limit=2");
    expect(idsOf(first.items)).toEqual(all.slice(0, 2));
    expect(first.total).toBe(6);
    expect(idsOf((await page(tut._id, "?limit=2&offset=2")).items)).toEqual(all.slice(2, 4));
    expect(idsOf((await page(tut._id, "?limit=50&offset=5")).items)).toEqual(all.slice(5));
    const past = await page(tut._id, "?offset=6");
    expect(past.items).toEqual([]);
    expect(past.total).toBe(6);
  });

  it("answers 10 by default", async () => {
    const many = await postTutorial(t, owner);
    for (let i = 0; i < 11; i++) await reviewed(many, { rating: (i % 5) + 1 });
    const shown = await page(many._id);
    expect(shown.items).toHaveLength(10);
    expect(shown.total).toBe(11);
    expect((await page(many._id, "?offset=10")).items).toHaveLength(1);
  });

  it("refuses a bad sort, rating, limit or offset with 400, a bad id with 400, an unknown tutorial with 404", async () => {
    for (const query of [
      "?sort=best",
      "?sort=",
      "?rating=0",
      "?rating=6",
      "?rating=4.5",
      "?rating=five",
      "?limit=0",
      "?limit=51",
      "?limit=x",
      "?offset=-1",
    ]) {
      expectValidation(await pageRes(tut._id, query), query);
    }
    expectValidation(await pageRes("12"), "bad id");
    const unknown = await pageRes(UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MESSAGES.tutorialNotFound, code: "NOT_FOUND" });
  });
});

describe("GET /api/reviews/mine", () => {
  it("answers the caller's reviews only, newest first; 401 signed out", async () => {
    const me = await t.user("Mina Mine");
    expect((await mineRes(me)).json()).toEqual([]);
    const tutorials = [
      await postTutorial(t, owner),
      await postTutorial(t, owner),
      await postTutorial(t, owner),
    ];
    const mine: string[] = [];
    for (const [i, tut] of tutorials.entries()) {
      expect((await book(t, me, tut._id)).statusCode).toBe(201);
      const res = await put(tut._id, me, { rating: i + 3, text: `Review ${i}` });
      mine.push(res.json().reviewId);
      await reviewed(tut, { rating: 1 });
    }
    const res = await mineRes(me);
    expect(res.statusCode).toBe(200);
    const items: Review[] = res.json();
    expect(idsOf(items)).toEqual([...mine].reverse());
    expect(items.every((r) => r.reviewerId === me.uid)).toBe(true);
    expect(items.map((r) => r.tutorialId)).toEqual(tutorials.map((x) => x._id).reverse());
    const out = await mineRes();
    expect(out.statusCode).toBe(401);
    expect(out.json().code).toBe("UNAUTHENTICATED");
  });
});

describe("privacy", () => {
  it("never answers the reviewer's e-mail from any review route", async () => {
    const tut = await postTutorial(t, owner);
    const who = await booker(tut, "Priya Private");
    const answers: [string, LightMyRequestResponse][] = [];
    const created = await put(tut._id, who, { rating: 4, text: "Private" });
    answers.push(["PUT review", created]);
    const id: string = created.json().reviewId;
    answers.push(["GET reviews", await pageRes(tut._id)]);
    answers.push(["GET reviews (highest)", await pageRes(tut._id, "?sort=highest", owner)]);
    answers.push(["GET mine", await mineRes(who)]);
    answers.push(["PATCH", await patch(id, who, { rating: 5 })]);
    answers.push(["PUT reply", await reply(id, owner, { text: "Thanks" })]);
    answers.push(["DELETE reply", await unreply(id, owner)]);
    answers.push(["DELETE", await remove(id, who)]);
    for (const [what, res] of answers) {
      expect(res.statusCode, what).toBe(200);
      expect(res.body.toLowerCase(), what).not.toContain(who.email.toLowerCase());
    }
    // The review answers do carry the reviewer, by id and name.
    expect(answers[1]?.[1].body).toContain(who.uid);
    expect(answers[1]?.[1].body).toContain("Priya Private");
  });
});

describe("around reviews", () => {
  it("deletes a tutorial's reviews with the tutorial, and only those", async () => {
    const tut = await postTutorial(t, owner);
    const other = await postTutorial(t, owner);
    const { who } = await reviewed(tut, { rating: 5 });
    await reviewed(tut, { rating: 3 });
    expect((await book(t, who, other._id)).statusCode).toBe(201);
    expect((await put(other._id, who, { rating: 2 })).statusCode).toBe(200);
    const rowsFor = async (id: string) =>
      Number(
        (
          await t.database.db
            .selectFrom("reviews")
            .select((eb) => eb.fn.countAll<string | number>().as("n"))
            .where("tutorial_id", "=", id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await rowsFor(tut._id)).toBe(2);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/tutorials/${tut._id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsFor(tut._id)).toBe(0);
    expect(await rowsFor(other._id)).toBe(1);
    expect(idsOf((await mineRes(who)).json()).length).toBe(1);
    expect((await pageRes(tut._id)).statusCode).toBe(404);
    expect(await summaryOf(other._id)).toEqual({ review: 1, rating: 2, ratingCount: 1 });
  });

  it("moves the stats' totalReviews with a review and its delete", async () => {
    const totalReviews = async () =>
      (await t.app.inject({ method: "GET", url: "/api/stats/tutorials" })).json().totalReviews as number;
    const tut = await postTutorial(t, owner);
    const before = await totalReviews();
    const { who, id } = await reviewed(tut, { rating: 4 });
    expect(await totalReviews()).toBe(before + 1);
    expect((await patch(id, who, { rating: 2 })).statusCode).toBe(200);
    expect(await totalReviews()).toBe(before + 1);
    expect((await remove(id, who)).statusCode).toBe(200);
    expect(await totalReviews()).toBe(before);
  });
});

describe("GET /api/tutors/:uid/reviews", () => {
  it("answers the tutor's rating over all their tutorials and their latest reviews, to anyone", async () => {
    const tutor = await t.user("Overall Tutor");
    const a = await postTutorial(t, tutor, { language: "Overall A" });
    const b = await postTutorial(t, tutor, { language: "Overall B" });
    await reviewed(a, { rating: 4, text: "first" }, "Overall One");
    await tick();
    await reviewed(a, { rating: 5, text: "second" }, "Overall Two");
    await tick();
    const last = await reviewed(b, { rating: 4, text: "third" }, "Overall Three");
    await reviewed(b, undefined, "Overall Starless");
    const res = await t.app.inject({ url: `/api/tutors/${tutor.uid}/reviews?limit=3` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // 13 stars over 3 reviews with stars: 4.333… → 4.3; the star-less review is not counted.
    expect(body.rating).toBe(4.3);
    expect(body.ratingCount).toBe(3);
    expect(body.items).toHaveLength(3);
    expect(body.items[1]._id).toBe(last.id);
    expect(
      body.items.map((r: Review) => r.tutorialId).every((id: string) => id === a._id || id === b._id),
    ).toBe(true);
    expect(res.body).not.toContain(last.who.email);
    // Five by default.
    const all = await t.app.inject({ url: `/api/tutors/${tutor.uid}/reviews` });
    expect(all.json().items).toHaveLength(4);
  });

  it("answers no rating for a person nobody reviewed, and 400 for a bad limit", async () => {
    const res = await t.app.inject({ url: "/api/tutors/nobody-at-all/reviews" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rating: null, ratingCount: 0, items: [] });
    expectValidation(await t.app.inject({ url: `/api/tutors/${owner.uid}/reviews?limit=0` }), "limit 0");
    expectValidation(await t.app.inject({ url: `/api/tutors/${owner.uid}/reviews?limit=51` }), "limit 51");
  });
});
