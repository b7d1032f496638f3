import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SKILLS, MESSAGES } from "../../../contract/index.js";
import { call, snapshot } from "../../support/profiles.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([t.user("Owner Person"), t.user("Other Person")]);
});
afterAll(() => t.close());

const refusal = {
  401: { error: MESSAGES.loginRequired, code: "UNAUTHENTICATED" },
  403: { error: MESSAGES.notYourProfile, code: "FORBIDDEN" },
};

describe("GET /api/profile/{uid}", () => {
  it("is 404 'Profile not found' for a uid with neither profile nor user record", async () => {
    const res = await call(t, "GET", "/profile/nobody-here");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.profileNotFound, code: "NOT_FOUND" });
  });

  it("is 400 for a malformed uid", async () => {
    expect((await call(t, "GET", "/profile/bad.uid")).statusCode).toBe(400);
  });

  it("answers a default profile built from the user record before any profile is saved", async () => {
    const u = await t.user("Fresh Tutor");
    const photoURL = "https://example.com/p.png";
    await call(t, "POST", "/users", u, { uid: u.uid, displayName: "Fresh Tutor", email: u.email, photoURL });
    const res = await call(t, "GET", `/profile/${u.uid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uid: u.uid,
      name: "Fresh Tutor",
      headline: "",
      location: "",
      email: u.email,
      bio: "",
      skills: [],
      avatar: photoURL,
      banner: "",
      education: [],
      experience: [],
    });
    // Still no stored profile: reading does not write.
    expect((await call(t, "GET", `/users/profile/${u.uid}`)).statusCode).toBe(404);
  });

  it("is open to signed-out visitors", async () => {
    await call(t, "PATCH", `/profile/${owner.uid}`, owner, { headline: "Public" });
    const res = await call(t, "GET", `/profile/${owner.uid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().headline).toBe("Public");
  });
});

describe("PATCH /api/profile/{uid}", () => {
  it("creates the profile on first write, email from the session, and changes the one field", async () => {
    const u = await t.user("Late Starter");
    const res = await call(t, "PATCH", `/profile/${u.uid}`, u, { location: "  Chittagong " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uid: u.uid,
      name: "Late Starter",
      email: u.email,
      location: "Chittagong",
    });
    const again = await call(t, "PATCH", `/profile/${u.uid}`, u, { name: "Late S." });
    expect(again.json()).toMatchObject({ name: "Late S.", location: "Chittagong" });
    const seen = await call(t, "GET", `/users/profile/${u.uid}`);
    expect(seen.json()).toMatchObject({ name: "Late S.", location: "Chittagong", email: u.email });
  });

  it("keeps a contact email the person chose through later writes; the sign-in email is untouched", async () => {
    const u = await t.user("Contact Chooser");
    await call(t, "PATCH", `/profile/${u.uid}`, u, { email: "  lessons@example.com " });
    const later = await call(t, "PATCH", `/profile/${u.uid}`, u, { bio: "Hello" });
    expect(later.json()).toMatchObject({ email: "lessons@example.com", bio: "Hello" });
    const session = await call(t, "GET", "/session", u);
    expect(session.json().user.email).toBe(u.email);
  });

  it("changes each of name, headline, location, email and bio", async () => {
    const fields = { name: "N", headline: "H", location: "L", email: "contact@example.com", bio: "B" };
    for (const [field, value] of Object.entries(fields)) {
      const res = await call(t, "PATCH", `/profile/${owner.uid}`, owner, { [field]: value });
      expect(res.statusCode).toBe(200);
      expect(res.json()[field]).toBe(value);
    }
  });

  it("refuses a bad body with 400 and changes nothing", async () => {
    const before = await snapshot(t, owner.uid);
    const cases: [object, RegExp][] = [
      [{ email: "not an address" }, /valid email/],
      [{}, /exactly one field/],
      [{ name: "A", bio: "B" }, /exactly one field/],
      [{ name: "   " }, /Name cannot be empty/],
      [{ nickname: "x" }, /Unknown field/],
      [{ bio: "x".repeat(2001) }, /bio/],
      [{ headline: 42 }, /headline/],
      [{ bio: "nul\u0000byte" }, /NUL/],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, "PATCH", `/profile/${owner.uid}`, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
      expect(res.json().error).toMatch(message);
    }
    expect(await snapshot(t, owner.uid)).toBe(before);
  });

  it("is 401 signed out and 403 for another user, changing nothing", async () => {
    const before = await snapshot(t, owner.uid);
    const anon = await call(t, "PATCH", `/profile/${owner.uid}`, undefined, { name: "Hacked" });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual(refusal[401]);
    const res = await call(t, "PATCH", `/profile/${owner.uid}`, other, { name: "Hacked" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal[403]);
    // The refusal does not depend on the body either.
    expect((await call(t, "PATCH", `/profile/${owner.uid}`, other, { bad: 1 })).statusCode).toBe(403);
    expect(await snapshot(t, owner.uid)).toBe(before);
  });
});

describe("PATCH /api/profile/{uid}/avatar and /banner", () => {
  it("sets the avatar and the banner", async () => {
    const a = await call(t, "PATCH", `/profile/${owner.uid}/avatar`, owner, { avatarUrl: "/uploads/a.webp" });
    expect(a.statusCode).toBe(200);
    expect(a.json().avatar).toBe("/uploads/a.webp");
    const b = await call(t, "PATCH", `/profile/${owner.uid}/banner`, owner, {
      bannerUrl: "https://cdn.example.com/b.webp",
    });
    expect(b.statusCode).toBe(200);
    expect(b.json()).toMatchObject({ avatar: "/uploads/a.webp", banner: "https://cdn.example.com/b.webp" });
  });

  it("refuses a missing or unsafe URL with 400", async () => {
    const before = await snapshot(t, owner.uid);
    for (const [path, body] of [
      ["avatar", {}],
      ["avatar", { avatarUrl: "javascript:alert(1)" }],
      ["banner", { bannerUrl: "data:image/png;base64,AAAA" }],
      ["banner", { avatarUrl: "/uploads/x.webp" }],
    ] as const) {
      const res = await call(t, "PATCH", `/profile/${owner.uid}/${path}`, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot(t, owner.uid)).toBe(before);
  });

  it("is 401 and 403 for others, changing nothing", async () => {
    const before = await snapshot(t, owner.uid);
    for (const who of [undefined, other]) {
      const a = await call(t, "PATCH", `/profile/${owner.uid}/avatar`, who, { avatarUrl: "/x.webp" });
      const b = await call(t, "PATCH", `/profile/${owner.uid}/banner`, who, { bannerUrl: "/x.webp" });
      expect([a.statusCode, b.statusCode]).toEqual(who ? [403, 403] : [401, 401]);
    }
    expect(await snapshot(t, owner.uid)).toBe(before);
  });
});

describe("POST and DELETE /api/profile/{uid}/skills", () => {
  it("adds trimmed skills, ignores a duplicate in any letter case, removes in any case", async () => {
    const u = await t.user("Skilled");
    const add = (skill: string) => call(t, "POST", `/profile/${u.uid}/skills`, u, { skill });
    expect((await add("  React  ")).json().skills).toEqual(["React"]);
    expect((await add("TypeScript")).json().skills).toEqual(["React", "TypeScript"]);
    const dup = await add("react");
    expect(dup.statusCode).toBe(200);
    expect(dup.json().skills).toEqual(["React", "TypeScript"]);
    const del = await call(t, "DELETE", `/profile/${u.uid}/skills`, u, { skill: " REACT " });
    expect(del.statusCode).toBe(200);
    expect(del.json().skills).toEqual(["TypeScript"]);
    const absent = await call(t, "DELETE", `/profile/${u.uid}/skills`, u, { skill: "Cobol" });
    expect(absent.statusCode).toBe(200);
    expect(absent.json().skills).toEqual(["TypeScript"]);
  });

  it("keeps concurrent additions (none lost)", async () => {
    const u = await t.user("Busy");
    const names = Array.from({ length: 8 }, (_, i) => `Skill ${i}`);
    const all = await Promise.all(
      names.map((skill) => call(t, "POST", `/profile/${u.uid}/skills`, u, { skill })),
    );
    expect(all.map((r) => r.statusCode)).toEqual(names.map(() => 200));
    const res = await call(t, "GET", `/profile/${u.uid}`);
    expect([...res.json().skills].sort()).toEqual(names);
  });

  it("refuses an empty or too long skill, or one past the limit, with 400", async () => {
    const u = await t.user("Limited");
    for (let i = 0; i < MAX_SKILLS; i++) {
      await call(t, "POST", `/profile/${u.uid}/skills`, u, { skill: `s${i}` });
    }
    const before = await snapshot(t, u.uid);
    for (const body of [
      { skill: "   " },
      { skill: "" },
      {},
      { skill: "x".repeat(61) },
      { skill: "one more" },
    ]) {
      const res = await call(t, "POST", `/profile/${u.uid}/skills`, u, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    expect((await call(t, "DELETE", `/profile/${u.uid}/skills`, u, { skill: " " })).statusCode).toBe(400);
    expect(await snapshot(t, u.uid)).toBe(before);
    // A duplicate is still fine at the limit.
    expect((await call(t, "POST", `/profile/${u.uid}/skills`, u, { skill: "S0" })).statusCode).toBe(200);
  });

  it("is 401 and 403 for others, changing nothing", async () => {
    await call(t, "POST", `/profile/${owner.uid}/skills`, owner, { skill: "Keep me" });
    const before = await snapshot(t, owner.uid);
    for (const who of [undefined, other]) {
      const add = await call(t, "POST", `/profile/${owner.uid}/skills`, who, { skill: "Spam" });
      const del = await call(t, "DELETE", `/profile/${owner.uid}/skills`, who, { skill: "Keep me" });
      expect([add.statusCode, del.statusCode]).toEqual(who ? [403, 403] : [401, 401]);
      expect(add.json()).toEqual(who ? refusal[403] : refusal[401]);
    }
    expect(await snapshot(t, owner.uid)).toBe(before);
  });
});
