import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/users", () => {
  it("upserts the caller's own record and counts it once", async () => {
    const me = await t.user("Grace");
    const body = { uid: me.uid, displayName: "Grace", email: me.email, photoURL: null };
    const first = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: me.headers,
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ uid: me.uid, displayName: "Grace", email: me.email, photoURL: null });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: me.headers,
      payload: { ...body, displayName: "Grace H." },
    });
    expect(again.json().displayName).toBe("Grace H.");
    const stats = await t.app.inject({ method: "GET", url: "/api/stats/users" });
    expect(stats.json()).toEqual({ totalUsers: 1 });
  });

  it("is 401 when signed out and stores nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { uid: "someone", displayName: "X", email: "x@example.com", photoURL: null },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "Please login", code: "UNAUTHENTICATED" });
    expect((await t.app.inject({ method: "GET", url: "/api/stats/users" })).json().totalUsers).toBe(1);
  });

  it("is 403 for somebody else's uid (their record untouched) and 400 for a malformed body", async () => {
    const me = await t.user();
    const victim = await t.user("Victim");
    const own = { uid: victim.uid, displayName: "Victim", email: victim.email, photoURL: null };
    await t.app.inject({ method: "POST", url: "/api/users", headers: victim.headers, payload: own });
    const users = () => t.database.db.selectFrom("users").selectAll().orderBy("uid").execute();
    const before = await users();
    for (const uid of ["somebody-else", victim.uid]) {
      const other = await t.app.inject({
        method: "POST",
        url: "/api/users",
        headers: me.headers,
        payload: { uid, displayName: "Hijacked", email: me.email, photoURL: "https://evil.example/p.png" },
      });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ error: "You can only save your own user record.", code: "FORBIDDEN" });
    }
    expect(await users()).toEqual(before);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: me.headers,
      payload: { uid: me.uid, email: "not-an-email" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("VALIDATION");
    expect(await users()).toEqual(before);
  });
});

describe("GET /api/stats/tutorials", () => {
  it("starts at zero and follows inserted tutorials, reviews and languages", async () => {
    const empty = await t.app.inject({ method: "GET", url: "/api/stats/tutorials" });
    expect(empty.json()).toEqual({ totalTutors: 0, totalReviews: 0, totalLanguages: 0 });
    const db = t.database.db;
    const base = {
      user_id: "u1",
      user_name: "U",
      email: "u@example.com",
      image: "/x.webp",
      price: 10,
      description: "d",
    };
    await db
      .insertInto("tutorials")
      .values([
        { ...base, language: "English", language_key: "english", review: 2 },
        { ...base, language: "english", language_key: "english", review: 1 },
        { ...base, language: "Math", language_key: "math", review: 0 },
      ])
      .execute();
    const stats = await t.app.inject({ method: "GET", url: "/api/stats/tutorials" });
    expect(stats.json()).toEqual({ totalTutors: 3, totalReviews: 3, totalLanguages: 2 });
    await db.deleteFrom("tutorials").where("language_key", "=", "math").execute();
    await db.updateTable("tutorials").set({ review: 5 }).where("review", "=", 2).execute();
    const after = await t.app.inject({ method: "GET", url: "/api/stats/tutorials" });
    expect(after.json()).toEqual({ totalTutors: 2, totalReviews: 6, totalLanguages: 1 });
  });
});
