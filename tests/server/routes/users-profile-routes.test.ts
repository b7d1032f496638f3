import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, updateProfileBodySchema } from "../../../contract/index.js";
import { profilesRepository } from "../../../server/repositories/profiles-repository.js";
import { call, formBody, snapshot } from "../../support/profiles.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([t.user("Form Owner"), t.user("Form Other")]);
});
afterAll(() => t.close());

describe("GET /api/users/profile/{uid}", () => {
  it("is 404 'Profile not found' until a profile is saved, then the combined profile", async () => {
    const u = await t.user("New Person");
    await call(t, "POST", "/users", u, {
      uid: u.uid,
      displayName: "New Person",
      email: u.email,
      photoURL: null,
    });
    const none = await call(t, "GET", `/users/profile/${u.uid}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: MESSAGES.profileNotFound, code: "NOT_FOUND" });
    await call(t, "PUT", `/users/update/${u.uid}`, u, formBody());
    const res = await call(t, "GET", `/users/profile/${u.uid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uid: u.uid, name: "Nadia Rahman", email: u.email });
  });

  it("is 400 for a malformed uid", async () => {
    expect((await call(t, "GET", "/users/profile/a%20b")).statusCode).toBe(400);
  });
});

describe("PUT /api/users/update/{uid}", () => {
  it("saves the whole form: cleaned skills, replaced lists, email kept the account's", async () => {
    const res = await call(t, "PUT", `/users/update/${owner.uid}`, owner, {
      ...formBody(),
      uid: owner.uid,
      email: "someone-else@example.com",
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      uid: owner.uid,
      name: "Nadia Rahman",
      headline: "English tutor",
      location: "Dhaka",
      bio: "Ten years of IELTS coaching.",
      email: owner.email,
      skills: ["IELTS", "Grammar"],
      avatar: "/uploads/avatar.webp",
      banner: "",
    });
    expect(p.education.map((e: { degree: string }) => e.degree)).toEqual(["BA English", "CELTA"]);
    expect(p.experience).toEqual([
      {
        _id: expect.any(String),
        role: "Tutor",
        company: "British Council",
        duration: "2015-2020",
        description: "Exam prep",
      },
    ]);
    expect(await call(t, "GET", `/profile/${owner.uid}`).then((r) => r.json())).toEqual(p);
  });

  it("replaces the lists (not appends), keeps the avatar when empty and keeps the banner", async () => {
    await call(t, "PATCH", `/profile/${owner.uid}/banner`, owner, { bannerUrl: "/uploads/banner.webp" });
    const education = Array.from({ length: 5 }, (_, i) => ({
      degree: `D${i}`,
      school: "S",
      year: `${2000 + i}`,
    }));
    const res = await call(t, "PUT", `/users/update/${owner.uid}`, owner, {
      ...formBody({ name: "Nadia R.", avatar: "", skills: [], experience: [] }),
      education,
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      name: "Nadia R.",
      avatar: "/uploads/avatar.webp",
      banner: "/uploads/banner.webp",
      skills: [],
    });
    expect(p.education.map((e: { degree: string }) => e.degree)).toEqual(["D0", "D1", "D2", "D3", "D4"]);
    expect(p.experience).toEqual([]);
  });

  it("fills defaults for omitted optional fields", async () => {
    const u = await t.user();
    const res = await call(t, "PUT", `/users/update/${u.uid}`, u, { name: "Only Name" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Only Name",
      headline: "",
      skills: [],
      education: [],
      experience: [],
    });
  });

  it("refuses a bad form with 400 and changes nothing (all or nothing)", async () => {
    const before = await snapshot(t, owner.uid);
    const bad = [
      formBody({ name: "  " }),
      formBody({ name: undefined }),
      formBody({ skills: "a, b" }),
      formBody({ skills: ["x".repeat(61)] }),
      formBody({ skills: Array.from({ length: 51 }, (_, i) => `s${i}`) }),
      formBody({ education: [{ degree: "" }] }),
      formBody({ experience: [{ role: "Tutor" }, { company: "no role" }] }),
      formBody({ avatar: "javascript:alert(1)" }),
      formBody({ experience: [{ role: "Tutor", description: "nul\u0000byte" }] }),
      formBody({ skills: ["ok", "nul\u0000"] }),
      formBody({ uid: other.uid }),
      formBody({ education: Array.from({ length: 31 }, () => ({ degree: "D" })) }),
    ];
    for (const body of bad) {
      const res = await call(t, "PUT", `/users/update/${owner.uid}`, owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    expect(await snapshot(t, owner.uid)).toBe(before);
  });

  it("is one transaction: a failure half-way leaves everything as it was", async () => {
    const repo = profilesRepository(t.database.db);
    const before = await snapshot(t, owner.uid);
    const account = { uid: owner.uid, email: owner.email, name: owner.name };
    const form = updateProfileBodySchema.parse(formBody({ name: "Half Way" }));
    // The last insert fails inside the database (PostgreSQL text cannot hold NUL).
    const broken = { ...form, experience: [{ role: "R", company: "", duration: "", description: "\u0000" }] };
    await expect(repo.replace(account, broken)).rejects.toThrow();
    expect(await snapshot(t, owner.uid)).toBe(before);
  });

  it("is 401 signed out and 403 for another user, changing nothing", async () => {
    const before = await snapshot(t, owner.uid);
    const anon = await call(t, "PUT", `/users/update/${owner.uid}`, undefined, formBody({ name: "Hacked" }));
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: MESSAGES.loginRequired, code: "UNAUTHENTICATED" });
    const res = await call(
      t,
      "PUT",
      `/users/update/${owner.uid}`,
      other,
      formBody({ name: "Hacked", uid: owner.uid }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MESSAGES.notYourProfile, code: "FORBIDDEN" });
    expect(await snapshot(t, owner.uid)).toBe(before);
  });
});
