import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../contract/index.js";
import { PROVIDER_NAME_MAX, sessionUserOf } from "../../../server/auth/identity.js";
import { signUp } from "../../support/identity.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";
import { tutorialBody } from "../../support/tutorials.js";

/**
 * Anyone can set their own display name at the identity provider, and it becomes a tutorial's
 * tutor name: a name with NUL or a lone surrogate must be cleaned, not become a 500 on every
 * write of that person.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("values the identity provider vouches for", () => {
  it("a display name with NUL and a lone surrogate signs in cleaned, and the person can post a tutorial", async () => {
    const person = await signUp("Ann\u0000 \uD800Lee\u0007");
    const jwt = await t.app.inject({
      method: "POST",
      url: "/api/jwt",
      headers: { authorization: `Bearer ${person.idToken}` },
    });
    expect(jwt.statusCode).toBe(200);
    expect(jwt.json().user.name).toBe("Ann Lee");
    const cookie = jwt.cookies.find((c) => c.name === SESSION_COOKIE);
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/tutorials",
      headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` },
      payload: tutorialBody(),
    });
    expect(posted.statusCode).toBe(201);
    const stored = await t.app.inject({ url: `/api/tutorials/${posted.json().insertedId}` });
    expect(stored.json().userName).toBe("Ann Lee");
  });

  it("keeps good claims, cleans the name to its bound, drops an unsafe e-mail or picture", () => {
    expect(
      sessionUserOf({
        uid: "u1",
        email: "ann@example.com",
        name: "Ann Lee 🙂",
        picture: "https://lh3.googleusercontent.com/a/photo=s96-c",
      }),
    ).toEqual({
      uid: "u1",
      email: "ann@example.com",
      name: "Ann Lee 🙂",
      picture: "https://lh3.googleusercontent.com/a/photo=s96-c",
    });
    expect(
      sessionUserOf({
        uid: "u2",
        email: "a\u0000@example.com",
        name: `${"🙂".repeat(PROVIDER_NAME_MAX)}x`,
        picture: "https://example.com/a.png>; rel=preload",
      }),
    ).toEqual({ uid: "u2", email: null, name: "🙂".repeat(PROVIDER_NAME_MAX), picture: null });
    expect(sessionUserOf({ uid: "u3", name: "\u0000\u0001 ", email: 7, picture: 7 })).toEqual({
      uid: "u3",
      email: null,
      name: null,
      picture: null,
    });
  });
});
