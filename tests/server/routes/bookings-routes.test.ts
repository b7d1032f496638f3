import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../contract/index.js";
import { emulatorHost, signUp } from "../../support/identity.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { book, bookingsOf, counts, postTutorial, tutorialBody } from "../../support/tutorials.js";

let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  tutor = await t.user("Tutor");
  learner = await t.user("Learner");
});
afterAll(() => t.close());

describe("POST /api/bookings", () => {
  it("books with the tutorial's own image, language, price and tutor email, for the session's user", async () => {
    const tut = await postTutorial(t, tutor, { language: "Arabic", price: 7.25, image: "/uploads/a.webp" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: learner.headers,
      payload: {
        tutorId: tut._id,
        image: "https://evil.example/x.png",
        language: "Forged",
        price: 0,
        tutorEmail: "forged@example.com",
        email: "victim@example.com",
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      acknowledged: true,
      created: true,
      insertedId: body.booking._id,
      booking: {
        _id: body.insertedId,
        tutorId: tut._id,
        image: "/uploads/a.webp",
        language: "Arabic",
        price: 7.25,
        tutorEmail: tutor.email,
        email: learner.email,
      },
    });
    // My booked tutors names the tutor: the list carries the tutorial's tutor name.
    expect(await bookingsOf(t, learner)).toEqual([{ ...body.booking, tutorName: tut.userName }]);
  });

  it("answers the existing booking (200) on a repeat, even when sent at the same moment", async () => {
    const tut = await postTutorial(t, tutor);
    const first = await book(t, learner, tut._id);
    expect(first.statusCode).toBe(201);
    const repeat = await book(t, learner, tut._id);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ ...first.json(), created: false });

    const other = await postTutorial(t, tutor);
    const before = (await counts(t)).bookings;
    const both = await Promise.all([book(t, learner, other._id), book(t, learner, other._id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0].json().booking).toEqual(both[1].json().booking);
    expect(both.map((r) => r.json().created).sort()).toEqual([false, true]);
    expect((await counts(t)).bookings).toBe(before + 1);
  });

  it("refuses booking one's own tutorial with 403 (a decision: booking is for learners)", async () => {
    const tut = await postTutorial(t, tutor);
    const before = await counts(t);
    const res = await book(t, tutor, tut._id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "You cannot book your own tutorial.", code: "FORBIDDEN" });
    expect(await counts(t)).toEqual(before);
  });

  it("is 404 for an unknown tutorial, 400 for a bad body, 401 signed out; nothing stored", async () => {
    const tut = await postTutorial(t, tutor);
    const before = await counts(t);
    const unknown = await book(t, learner, "0f3c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Tutorial not found", code: "NOT_FOUND" });
    const bad = await book(t, learner, "not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "Booking failed: Invalid id", code: "VALIDATION" });
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: learner.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const anon = await t.app.inject({ method: "POST", url: "/api/bookings", payload: { tutorId: tut._id } });
    expect(anon.statusCode).toBe(401);
    expect(await counts(t)).toEqual(before);
  });

  it("keeps the booking's copy when the tutorial is later edited", async () => {
    const tut = await postTutorial(t, tutor, { price: 10 });
    const booked = (await book(t, learner, tut._id)).json().booking;
    await t.app.inject({
      method: "PUT",
      url: `/api/tutorials/update/${tut._id}`,
      headers: tutor.headers,
      payload: tutorialBody({ price: 99 }),
    });
    const mine = await bookingsOf(t, learner);
    expect(mine.find((b) => b._id === booked._id)?.price).toBe(10);
  });
});

describe("GET /api/bookings?email=", () => {
  it("answers the caller's own bookings, newest first, whatever the email's case", async () => {
    const me = await t.user("Fresh Learner");
    expect(await bookingsOf(t, me)).toEqual([]);
    const a = await postTutorial(t, tutor, { language: "Math" });
    const b = await postTutorial(t, tutor, { language: "Physics" });
    await book(t, me, a._id);
    await book(t, me, b._id);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/bookings?email=${encodeURIComponent(me.email.toUpperCase())}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { language: string }) => x.language)).toEqual(["Physics", "Math"]);
  });

  it("is 403 for somebody else's email, 401 signed out, 400 without a valid email", async () => {
    const url = `/api/bookings?email=${encodeURIComponent(learner.email)}`;
    const other = await t.app.inject({ method: "GET", url, headers: tutor.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: "You can only see your own bookings.", code: "FORBIDDEN" });
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    for (const q of ["", "?email=", "?email=not-an-email"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/bookings${q}`, headers: learner.headers });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

/**
 * Changes the account's sign-in e-mail in the Auth emulator, then signs in again with it and
 * answers that new ID token. The change revokes the account's earlier tokens (its
 * tokensValidAfterTime moves to now), and the token the update itself returns keeps the old sign-in
 * time, so `POST /api/jwt` (checkRevoked) refuses it whenever a second has passed since sign-in.
 */
async function changeEmail(idToken: string, email: string): Promise<string> {
  const base = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1`;
  const post = async (path: string, body: object) => {
    const res = await fetch(`${base}/${path}?key=demo-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    });
    if (!res.ok) throw new Error(`emulator ${path} failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { idToken: string };
  };
  await post("accounts:update", { idToken, email });
  return (await post("accounts:signInWithPassword", { email, password: "Secret123" })).idToken;
}

async function sessionFor(idToken: string): Promise<{ cookie: string }> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/jwt",
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return { cookie: `${SESSION_COOKIE}=${cookie?.value}` };
}

const listFor = (email: string, headers: { cookie: string }) =>
  t.app.inject({ method: "GET", url: `/api/bookings?email=${encodeURIComponent(email)}`, headers });

describe("GET /api/bookings answers by uid, not by the e-mail a token claims", () => {
  it("an e-mail taken over by another account shows that account none of the first one's bookings", async () => {
    // Ann books under her address, then moves her account to a new one.
    const ann = await t.user("Ann Moves");
    const tut = await postTutorial(t, tutor, { language: "Bangla" });
    expect((await book(t, ann, tut._id)).statusCode).toBe(201);
    const oldEmail = ann.email;
    const newEmail = `moved-${oldEmail}`;
    const annNow = await sessionFor(await changeEmail(ann.idToken, newEmail));

    // Somebody else signs up with Ann's old address: their session claims that e-mail.
    const heir = await signUp("Address Heir", oldEmail);
    expect(heir.uid).not.toBe(ann.uid);
    const heirSession = await sessionFor(heir.idToken);
    const heirs = await listFor(oldEmail, heirSession);
    expect(heirs.statusCode).toBe(200);
    expect(heirs.json()).toEqual([]);

    // Ann still sees her booking under her new address, and may not ask under the old one.
    const anns = await listFor(newEmail, annNow);
    expect(anns.statusCode).toBe(200);
    expect(anns.json().map((b: { tutorId: string }) => b.tutorId)).toEqual([tut._id]);
    expect((await listFor(oldEmail, annNow)).statusCode).toBe(403);
  });

  it("a booking row under the caller's e-mail but another uid is not the caller's", async () => {
    const me = await t.user("Same Address");
    const tut = await postTutorial(t, tutor, { language: "Chemistry" });
    await t.database.db
      .insertInto("bookings")
      .values({
        tutor_id: tut._id,
        user_id: "someone-else-uid",
        image: tut.image,
        language: tut.language,
        price: tut.price,
        tutor_email: tut.email,
        email: me.email,
      })
      .execute();
    expect(await bookingsOf(t, me)).toEqual([]);
    expect((await book(t, me, tut._id)).statusCode).toBe(201);
    expect((await bookingsOf(t, me)).map((b) => b.email)).toEqual([me.email]);
  });
});
