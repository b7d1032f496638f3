import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/index.js";
import { call, snapshot } from "../../support/profiles.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([t.user("Entry Owner"), t.user("Entry Other")]);
});
afterAll(() => t.close());

const kinds = [
  {
    path: "education",
    first: { degree: "BSc Physics", school: "BUET", year: "2010" },
    second: { degree: "MSc Physics" },
    patch: { school: "University of Dhaka" },
    required: "degree",
  },
  {
    path: "experience",
    first: {
      role: "Teacher",
      company: "Holy Cross",
      duration: "2011-2014",
      description: "Physics, grades 9-10",
    },
    second: { role: "Private tutor" },
    patch: { company: "Self-employed" },
    required: "role",
  },
] as const;

describe.each(kinds)("/api/$path", ({ path, first, second, patch, required }) => {
  it("adds entries (201 with the entry), lists them in order, open to anyone", async () => {
    const a = await call(t, "POST", `/${path}/${owner.uid}`, owner, first);
    expect(a.statusCode).toBe(201);
    expect(a.json()).toEqual({ _id: expect.any(String), ...first });
    const b = await call(t, "POST", `/${path}/${owner.uid}`, owner, second);
    expect(b.statusCode).toBe(201);
    const list = await call(t, "GET", `/${path}/${owner.uid}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { _id: string }) => e._id)).toEqual([a.json()._id, b.json()._id]);
    // Missing optional fields default to "".
    expect(Object.values(list.json()[1]).filter((v) => v === "").length).toBeGreaterThan(0);
    const profile = await call(t, "GET", `/profile/${owner.uid}`);
    expect(profile.json()[path]).toEqual(list.json());
  });

  it("lists nothing for a uid without entries", async () => {
    const res = await call(t, "GET", `/${path}/no-such-user`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("PATCH changes only the fields sent and answers the profile; DELETE removes", async () => {
    const id = (await call(t, "POST", `/${path}/${owner.uid}`, owner, first)).json()._id;
    const res = await call(t, "PATCH", `/${path}/${owner.uid}/${id}`, owner, patch);
    expect(res.statusCode).toBe(200);
    const entry = res.json()[path].find((e: { _id: string }) => e._id === id);
    expect(entry).toEqual({ ...first, ...patch, _id: id });
    const del = await call(t, "DELETE", `/${path}/${owner.uid}/${id}`, owner);
    expect(del.statusCode).toBe(200);
    expect(del.json()[path].some((e: { _id: string }) => e._id === id)).toBe(false);
    const again = await call(t, "DELETE", `/${path}/${owner.uid}/${id}`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: MESSAGES.entryNotFound, code: "NOT_FOUND" });
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const id = (await call(t, "POST", `/${path}/${owner.uid}`, owner, first)).json()._id;
    const before = await snapshot(t, owner.uid);
    const bad: [string, string, object | undefined][] = [
      ["POST", `/${path}/${owner.uid}`, {}],
      ["POST", `/${path}/${owner.uid}`, { [required]: "   " }],
      ["POST", `/${path}/${owner.uid}`, { ...first, [required]: "x".repeat(201) }],
      ["PATCH", `/${path}/${owner.uid}/${id}`, {}],
      ["PATCH", `/${path}/${owner.uid}/${id}`, { [required]: "" }],
      ["PATCH", `/${path}/${owner.uid}/${id}`, { _id: "00000000-0000-4000-8000-000000000000" }],
      ["PATCH", `/${path}/${owner.uid}/not-a-uuid`, patch],
      ["DELETE", `/${path}/${owner.uid}/not-a-uuid`, undefined],
    ];
    for (const [method, url, body] of bad) {
      const res = await call(t, method as "POST", url, owner, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    expect(await snapshot(t, owner.uid)).toBe(before);
  });

  it("is 404 for an unknown entry or another profile's entry", async () => {
    const mine = (await call(t, "POST", `/${path}/${other.uid}`, other, first)).json()._id;
    const before = await snapshot(t, other.uid);
    // The owner of /{uid} addresses an entry id that belongs to someone else.
    const patched = await call(t, "PATCH", `/${path}/${owner.uid}/${mine}`, owner, patch);
    expect(patched.statusCode).toBe(404);
    const deleted = await call(t, "DELETE", `/${path}/${owner.uid}/${mine}`, owner);
    expect(deleted.statusCode).toBe(404);
    const unknown = await call(
      t,
      "PATCH",
      `/${path}/${owner.uid}/00000000-0000-4000-8000-000000000000`,
      owner,
      patch,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot(t, other.uid)).toBe(before);
  });

  it("is 401 signed out and 403 for another user, changing nothing", async () => {
    const id = (await call(t, "POST", `/${path}/${owner.uid}`, owner, first)).json()._id;
    const before = await snapshot(t, owner.uid);
    for (const who of [undefined, other]) {
      const expected = who ? 403 : 401;
      const message = who ? MESSAGES.notYourProfile : MESSAGES.loginRequired;
      for (const [method, url, body] of [
        ["POST", `/${path}/${owner.uid}`, first],
        ["PATCH", `/${path}/${owner.uid}/${id}`, patch],
        ["DELETE", `/${path}/${owner.uid}/${id}`, undefined],
      ] as const) {
        const res = await call(t, method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(expected);
        expect(res.json().error).toBe(message);
      }
    }
    expect(await snapshot(t, owner.uid)).toBe(before);
  });
});
