import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedIn, TestApp } from "../../support/test-app.js";
import { createTestApp } from "../../support/test-app.js";
import { counts, getTutorial, list, postTutorial, tutorialBody } from "../../support/tutorials.js";

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user("Olivia Owner");
  other = await t.user("Oscar Other");
});
afterAll(() => t.close());

const MISSING = "9b2f7c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d";

describe("POST /api/tutorials", () => {
  it("stores the tutorial as the session's user, review 0, createdAt by the server", async () => {
    const before = Date.now();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tutorials",
      headers: owner.headers,
      payload: {
        ...tutorialBody({ price: "19.99" }),
        userName: "Somebody Else",
        email: "forged@example.com",
        review: 99,
        createdAt: "2001-01-01T00:00:00.000Z",
      },
    });
    expect(res.statusCode).toBe(201);
    const { acknowledged, insertedId } = res.json();
    expect(acknowledged).toBe(true);
    const stored = await getTutorial(t, insertedId);
    expect(stored).toMatchObject({
      _id: insertedId,
      userId: owner.uid,
      userName: "Olivia Owner",
      email: owner.email,
      language: "English",
      price: 19.99,
      review: 0,
    });
    expect(new Date(stored.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("is 400 'Invalid tutorial data: …' for a bad body and stores nothing", async () => {
    const before = await counts(t);
    const cases: [Record<string, unknown>, string][] = [
      [tutorialBody({ language: "" }), "Invalid tutorial data: Language is required."],
      [tutorialBody({ language: undefined }), "Invalid tutorial data: Language is required."],
      [tutorialBody({ price: "" }), "Invalid tutorial data: Price is required."],
      [tutorialBody({ price: -1 }), "Invalid tutorial data: Price cannot be negative."],
      [tutorialBody({ price: "abc" }), "Invalid tutorial data: Price must be a number."],
      [tutorialBody({ price: 1.234 }), "Invalid tutorial data: Price has at most 2 decimals."],
      [tutorialBody({ description: "   " }), "Invalid tutorial data: Description is required."],
      [tutorialBody({ image: "" }), "Invalid tutorial data: Please upload the tutorial image first."],
      [tutorialBody({ image: "javascript:alert(1)" }), "Invalid tutorial data: Invalid image URL"],
    ];
    for (const [payload, error] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/tutorials",
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error, code: "VALIDATION" });
    }
    const noBody = await t.app.inject({ method: "POST", url: "/api/tutorials", headers: owner.headers });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toMatch(/^Invalid tutorial data/);
    expect(await counts(t)).toEqual(before);
  });

  it("is 401 signed out and 403 for another userId in the body; nothing stored", async () => {
    const before = await counts(t);
    const anon = await t.app.inject({ method: "POST", url: "/api/tutorials", payload: tutorialBody() });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: "Please login", code: "UNAUTHENTICATED" });
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/tutorials",
      headers: owner.headers,
      payload: tutorialBody({ userId: other.uid }),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe("FORBIDDEN");
    expect(await counts(t)).toEqual(before);
  });
});

describe("GET /api/tutorials/:id", () => {
  it("answers one tutorial, 404 'Tutorial not found' for an unknown id, 400 for a malformed one", async () => {
    const mine = await postTutorial(t, owner);
    expect((await t.app.inject({ method: "GET", url: `/api/tutorials/${mine._id}` })).json()).toEqual(mine);
    const missing = await t.app.inject({ method: "GET", url: `/api/tutorials/${MISSING}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Tutorial not found", code: "NOT_FOUND" });
    for (const bad of ["not-a-uuid", "1", "%27%20OR%201%3D1", "9b2f7c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/tutorials/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
  });
});

describe("PUT /api/tutorials/update/:id", () => {
  it("lets the owner change image, language, price and description", async () => {
    const mine = await postTutorial(t, owner);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/tutorials/update/${mine._id}`,
      headers: owner.headers,
      payload: { image: "/uploads/new.webp", language: "Math", price: 30, description: "Algebra." },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...mine,
      image: "/uploads/new.webp",
      language: "Math",
      price: 30,
      description: "Algebra.",
    });
    expect(await getTutorial(t, mine._id)).toEqual(res.json());
  });

  it("refuses others (403), signed-out callers (401), bad bodies (400) and unknown ids (404)", async () => {
    const mine = await postTutorial(t, owner);
    const payload = { image: "/uploads/x.webp", language: "Hacked", price: 1, description: "Hacked." };
    const url = `/api/tutorials/update/${mine._id}`;
    const notOwner = await t.app.inject({ method: "PUT", url, headers: other.headers, payload });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toEqual({
      error: "You are not allowed to edit this tutorial",
      code: "FORBIDDEN",
    });
    expect((await t.app.inject({ method: "PUT", url, payload })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: "PUT",
      url,
      headers: owner.headers,
      payload: { ...payload, description: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Invalid tutorial data: Description is required.");
    const missing = await t.app.inject({
      method: "PUT",
      url: `/api/tutorials/update/${MISSING}`,
      headers: owner.headers,
      payload,
    });
    expect(missing.statusCode).toBe(404);
    expect(await getTutorial(t, mine._id)).toEqual(mine);
  });
});

describe("DELETE /api/tutorials/:id", () => {
  it("lets only the owner delete, and takes bookings and reviews with it", async () => {
    const mine = await postTutorial(t, owner);
    const url = `/api/tutorials/${mine._id}`;
    await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: other.headers,
      payload: { tutorId: mine._id },
    });
    await t.app.inject({ method: "PUT", url: `${url}/review`, headers: other.headers });
    const before = await counts(t);

    const anon = await t.app.inject({ method: "DELETE", url });
    expect(anon.statusCode).toBe(401);
    const notOwner = await t.app.inject({
      method: "DELETE",
      url,
      headers: other.headers,
      payload: { userId: owner.uid },
    });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().error).toBe("You are not allowed to delete this tutorial");
    expect(await counts(t)).toEqual(before);
    expect(await getTutorial(t, mine._id)).toMatchObject({ review: 1 });
    const badBody = await t.app.inject({
      method: "DELETE",
      url,
      headers: owner.headers,
      payload: { userId: "not a uid!" },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().code).toBe("VALIDATION");
    expect(await counts(t)).toEqual(before);

    const res = await t.app.inject({ method: "DELETE", url, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await counts(t)).toEqual({
      tutorials: before.tutorials - 1,
      bookings: before.bookings - 1,
      reviews: before.reviews - 1,
    });
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url, headers: owner.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/tutorials/nope", headers: owner.headers }))
        .statusCode,
    ).toBe(400);
  });
});

describe("the tutorial list follows writes", () => {
  it("keeps X-Total-Count exact after insert, language change and delete", async () => {
    const start = await list(t, "?language=Swahili");
    expect(start.total).toBe(0);
    const all = (await list(t)).total;
    const a = await postTutorial(t, owner, { language: "Swahili" });
    await postTutorial(t, other, { language: " swahili " });
    expect((await list(t, "?language=SWAHILI")).total).toBe(2);
    expect((await list(t)).total).toBe(all + 2);
    await t.app.inject({
      method: "PUT",
      url: `/api/tutorials/update/${a._id}`,
      headers: owner.headers,
      payload: { ...tutorialBody(), language: "Zulu" },
    });
    expect((await list(t, "?language=swahili")).total).toBe(1);
    expect((await list(t, "?language=zulu")).items.map((x) => x._id)).toEqual([a._id]);
    await t.app.inject({ method: "DELETE", url: `/api/tutorials/${a._id}`, headers: owner.headers });
    expect((await list(t, "?language=zulu")).total).toBe(0);
    expect((await list(t)).total).toBe(all + 1);
  });
});
