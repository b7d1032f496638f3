import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tutorialsPagePath, UNSAFE_TEXT_MESSAGE } from "../../../contract/index.js";
import { builtDist, MANIFEST } from "../../support/built-pages.js";
import { call, formBody, snapshot } from "../../support/profiles.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { counts, postTutorial, tutorialBody } from "../../support/tutorials.js";

/**
 * Stored data never breaks a page or a header: a tutorial row written before the image-URL rule
 * (inserted straight into the table here) reaches Find Tutors' data as the API answers it, never
 * its `Link` header (the build's paths alone) and never a 500; and such URLs, NUL and broken
 * Unicode are refused (400, nothing stored) before they can be written again.
 */
const distDir = builtDist("tn-stored-");
const CHECK_MARK = "https://example.com/✓.png";
const INJECTION = "https://example.com/a.png>; rel=preload; as=script, <https://other.example/evil.js";
const BAD_IMAGES = [
  CHECK_MARK,
  INJECTION,
  "https://example.com/a b.png",
  'https://example.com/"a".png',
  "https://example.com/a\r\nSet-Cookie: x=1",
  "http://example.com/a.png",
  "javascript:alert(1)",
  "/uploads/../../etc/passwd",
  "/elsewhere/a.png",
  `https://example.com/${"a".repeat(2100)}.png`,
];

let t: TestApp;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ distDir });
  me = await t.user("Stored Values");
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A row as an older server may have stored it, `age` ms old (negative: newest of all). */
async function insertOldRow(image: string, language: string, age: number): Promise<void> {
  await t.database.db
    .insertInto("tutorials")
    .values({
      user_id: me.uid,
      user_name: "Old Row",
      email: me.email,
      image,
      language,
      language_key: language.toLowerCase(),
      price: 10,
      description: "Stored before the image-URL rule.",
      created_at: new Date(Date.now() - age).toISOString(),
    })
    .execute();
}

describe("a stored image URL that is not a valid one", () => {
  it("leaves Find Tutors and its category pages answering 200, with no Link hint for it", async () => {
    await postTutorial(t, me, { image: "/uploads/good.webp" });
    await insertOldRow(CHECK_MARK, "English", -60_000);
    for (const url of ["/find-tutors", "/find-tutors/English", "/find-tutors?q=english"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers.link ?? ""), url).not.toContain("example.com");
      // The page data is still the API's own answer, the old row included (JSON, escaped); a
      // search page carries none (the API's search limit applies to it).
      if (!url.includes("?q=")) expect(res.payload, url).toContain("tn-first-data");
    }
    const api = await t.app.inject({ url: "/api/tutorials" });
    expect(api.statusCode).toBe(200);
    expect(api.json()[0].image).toBe(CHECK_MARK);
  });

  it("never lets a stored value into the Link header: it names the build's files alone", async () => {
    await insertOldRow(INJECTION, "Physics", 60_000);
    await postTutorial(t, me, { language: "Physics", image: "/uploads/physics.webp" });
    const res = await t.app.inject({ url: "/find-tutors/Physics" });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain("tn-first-data");
    const files = MANIFEST.styles;
    const named = String(res.headers.link)
      .split(", ")
      .map((hint) => /^<([^>]*)>/.exec(hint)?.[1]);
    expect(named).toEqual([...new Set(files)]);
  });

  it("answers a category path with NUL or broken Unicode without page data, never a 500", async () => {
    for (const url of ["/find-tutors/%00", "/find-tutors/%ED%A0%80", `/find-tutors/${"x".repeat(61)}`]) {
      const res = await t.app.inject({ url });
      // 400 where the router cannot even decode the path (the one error shape).
      expect([200, 400], url).toContain(res.statusCode);
      expect(res.payload, url).not.toContain("tn-first-data");
    }
    // A search the API would refuse is dropped, as the screen drops it (contract/pages.ts).
    const search = await t.app.inject({ url: "/find-tutors?q=%00" });
    expect(search.statusCode).toBe(200);
    expect(search.payload).toContain(JSON.stringify(tutorialsPagePath({ page: 1 })));
  });
});

describe("image URL fields", () => {
  it("refuse a URL that is not one of our uploads or a plain https URL, storing nothing", async () => {
    const mine = await postTutorial(t, me);
    const before = await counts(t);
    const profileBefore = await snapshot(t, me.uid);
    for (const image of BAD_IMAGES) {
      const answers = await Promise.all([
        t.app.inject({
          method: "POST",
          url: "/api/tutorials",
          headers: me.headers,
          payload: tutorialBody({ image }),
        }),
        t.app.inject({
          method: "PUT",
          url: `/api/tutorials/update/${mine._id}`,
          headers: me.headers,
          payload: tutorialBody({ image }),
        }),
        call(t, "PATCH", `/profile/${me.uid}/avatar`, me, { avatarUrl: image }),
        call(t, "PATCH", `/profile/${me.uid}/banner`, me, { bannerUrl: image }),
        call(t, "PUT", `/users/update/${me.uid}`, me, formBody({ avatar: image })),
      ]);
      for (const res of answers) {
        expect(res.statusCode, `${res.body} for ${image.slice(0, 80)}`).toBe(400);
        expect(res.json().code).toBe("VALIDATION");
      }
    }
    expect(await counts(t)).toEqual(before);
    expect(await snapshot(t, me.uid)).toBe(profileBefore);
    const stored = await t.app.inject({ url: `/api/tutorials/${mine._id}` });
    expect(stored.json()).toEqual(mine);
  });

  it("keep our uploads and plain https URLs working", async () => {
    const https = "https://lh3.googleusercontent.com/a/ACg8ocK-x_1=s96-c";
    const res = await call(t, "PATCH", `/profile/${me.uid}/avatar`, me, { avatarUrl: https });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toBe(https);
    const tutorial = await postTutorial(t, me, { image: "https://cdn.example.com/p/a%20b.webp?w=800" });
    expect(tutorial.image).toBe("https://cdn.example.com/p/a%20b.webp?w=800");
  });

  it("drop a provider photo that is not a valid image URL from the user record, keeping the sign-in", async () => {
    const res = await call(t, "POST", "/users", me, { uid: me.uid, email: me.email, photoURL: CHECK_MARK });
    expect(res.statusCode).toBe(200);
    expect(res.json().photoURL).toBeNull();
  });
});

describe("text with NUL, control characters or lone surrogates", () => {
  const BAD_TEXT = ["nul\u0000byte", "lone \uD800 high", "lone \uDC00 low", "bell\u0007", "\uDE00😀"];

  it("is a 400 on POST /api/experience/{uid}, with nothing stored", async () => {
    const before = await snapshot(t, me.uid);
    for (const bad of BAD_TEXT) {
      for (const field of ["role", "company", "duration", "description"]) {
        const body = { role: "Tutor", [field]: bad };
        const res = await call(t, "POST", `/experience/${me.uid}`, me, body);
        expect(res.statusCode, `${field}: ${JSON.stringify(bad)}`).toBe(400);
        expect(res.json()).toMatchObject({ code: "VALIDATION" });
        expect(res.json().error).toContain(UNSAFE_TEXT_MESSAGE);
      }
    }
    expect(await snapshot(t, me.uid)).toBe(before);
  });

  it("keeps tabs, line breaks, emoji and right-to-left text where text spans lines", async () => {
    const description = "Line one\r\n\tLine two 😀 \u202Bمرحبا\u202C";
    const res = await call(t, "POST", `/experience/${me.uid}`, me, { role: "Tutor", description });
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBe(description);
    // A single-line field takes no line break.
    const role = await call(t, "POST", `/experience/${me.uid}`, me, { role: "Tu\ntor" });
    expect(role.statusCode).toBe(400);
  });

  it("is a 400 in a tutorial's text and in the listing's query, never a 500", async () => {
    const before = await counts(t);
    for (const bad of BAD_TEXT) {
      for (const field of ["language", "description"]) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/tutorials",
          headers: me.headers,
          payload: tutorialBody({ [field]: bad }),
        });
        expect(res.statusCode, `${field}: ${JSON.stringify(bad)}`).toBe(400);
      }
    }
    expect(await counts(t)).toEqual(before);
    for (const query of ["q=%00", "language=%00", "q=a%07b", "language=a%0D%0Ab"]) {
      const res = await t.app.inject({ url: `/api/tutorials?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
  });
});
