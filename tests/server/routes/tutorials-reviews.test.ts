import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { counts, getTutorial, postTutorial } from "../../support/tutorials.js";

let t: TestApp;
let owner: SignedIn;
let learner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user("Owner");
  learner = await t.user("Learner");
});
afterAll(() => t.close());

const review = (id: string, who?: SignedIn) =>
  t.app.inject({ method: "PUT", url: `/api/tutorials/${id}/review`, headers: who?.headers ?? {} });

describe("PUT /api/tutorials/:id/review", () => {
  it("counts one review per user, thanks them and answers the new count", async () => {
    const tut = await postTutorial(t, owner);
    const first = await review(tut._id, learner);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: "Thanks! Review submitted.", review: 1 });
    const again = await review(tut._id, learner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "You have already reviewed this tutorial.", code: "CONFLICT" });
    expect((await getTutorial(t, tut._id)).review).toBe(1);
    const stats = await t.app.inject({ method: "GET", url: "/api/stats/tutorials" });
    expect(stats.json().totalReviews).toBe(1);
  });

  it("refuses the owner (403), a signed-out caller (401), unknown (404) and malformed ids (400)", async () => {
    const tut = await postTutorial(t, owner);
    const before = await counts(t);
    const own = await review(tut._id, owner);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: "You cannot review your own tutorial.", code: "FORBIDDEN" });
    expect((await review(tut._id)).statusCode).toBe(401);
    expect((await review("0f3c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b", learner)).statusCode).toBe(404);
    expect((await review("12", learner)).statusCode).toBe(400);
    expect(await counts(t)).toEqual(before);
    expect((await getTutorial(t, tut._id)).review).toBe(0);
  });

  it("counts once when the same user sends several reviews at the same moment", async () => {
    const tut = await postTutorial(t, owner);
    const answers = await Promise.all(Array.from({ length: 5 }, () => review(tut._id, learner)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await getTutorial(t, tut._id)).review).toBe(1);
  });

  it("counts every user when different users review at the same moment", async () => {
    const tut = await postTutorial(t, owner);
    const people = await Promise.all(Array.from({ length: 4 }, (_, i) => t.user(`Reviewer ${i}`)));
    const answers = await Promise.all(people.map((p) => review(tut._id, p)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.map((r) => r.json().review).sort()).toEqual([1, 2, 3, 4]);
    expect((await getTutorial(t, tut._id)).review).toBe(4);
  });
});

describe("PUT /api/tutorials/:id (ReviewCount)", () => {
  it("is the same action: the server counts and ignores the number sent", async () => {
    const tut = await postTutorial(t, owner);
    const url = `/api/tutorials/${tut._id}`;
    const res = await t.app.inject({
      method: "PUT",
      url,
      headers: learner.headers,
      payload: { ReviewCount: 999 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Thanks! Review submitted.", review: 1 });
    const twice = await t.app.inject({ method: "PUT", url: `${url}/review`, headers: learner.headers });
    expect(twice.statusCode).toBe(409);
    const noBody = await t.app.inject({ method: "PUT", url, headers: learner.headers });
    expect(noBody.statusCode).toBe(409);
    const own = await t.app.inject({
      method: "PUT",
      url,
      headers: owner.headers,
      payload: { ReviewCount: 5 },
    });
    expect(own.statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url, payload: { ReviewCount: 5 } })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: "PUT",
      url,
      headers: learner.headers,
      payload: { ReviewCount: "lots" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await getTutorial(t, tut._id)).review).toBe(1);
  });
});
