import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyDay, lessonCounts, putAvailability } from "../../support/lessons.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let tutor: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  tutor = await t.user("Avail Tutor");
  other = await t.user("Someone Else");
});
afterAll(() => t.close());

const get = (uid: string) => t.app.inject({ method: "GET", url: `/api/tutors/${uid}/availability` });

describe("GET /api/tutors/:uid/availability", () => {
  it("answers no hours in UTC for a tutor who set none", async () => {
    const res = await get(other.uid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: "UTC", weekly: [], exceptions: [] });
  });

  it("is 400 for a malformed uid", async () => {
    expect((await get("bad uid!")).statusCode).toBe(400);
  });
});

describe("PUT /api/tutors/:uid/availability", () => {
  it("stores the tutor's own availability (windows sorted) and anyone reads it back", async () => {
    const body = {
      timeZone: "Asia/Dhaka",
      weekly: [
        { weekday: 3, start: "14:00", end: "18:00" },
        { weekday: 1, start: "09:00", end: "12:30" },
        { weekday: 3, start: "08:00", end: "10:00" },
      ],
      exceptions: [{ date: "2030-01-09", available: false }],
    };
    const res = await putAvailability(t, tutor, body);
    expect(res.statusCode, res.body).toBe(200);
    const stored = {
      timeZone: "Asia/Dhaka",
      weekly: [body.weekly[1], body.weekly[2], body.weekly[0]],
      exceptions: body.exceptions,
    };
    expect(res.json()).toEqual(stored);
    expect((await get(tutor.uid)).json()).toEqual(stored);
    // A second PUT replaces the first.
    expect((await putAvailability(t, tutor, everyDay("Europe/London"))).statusCode).toBe(200);
    expect((await get(tutor.uid)).json()).toEqual(everyDay("Europe/London"));
  });

  it("is 400 for each refusal of the availability schema, and stores nothing", async () => {
    const me = await t.user("Careful Tutor");
    const before = await lessonCounts(t);
    const bad = [
      { ...everyDay(), timeZone: "Mars/Olympus" },
      { ...everyDay(), weekly: [{ weekday: 1, start: "10:00", end: "10:00" }] },
      { ...everyDay(), weekly: [{ weekday: 1, start: "10:15", end: "11:00" }] },
      {
        ...everyDay(),
        weekly: [
          { weekday: 2, start: "09:00", end: "11:00" },
          { weekday: 2, start: "10:30", end: "12:00" },
        ],
      },
      { ...everyDay(), weekly: [{ weekday: 8, start: "09:00", end: "10:00" }] },
      { ...everyDay(), exceptions: [{ date: "2030-13-01", available: false }] },
      { weekly: [], exceptions: [] },
    ];
    for (const body of bad) {
      const res = await putAvailability(t, me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    const unknownZone = await putAvailability(t, me, { ...everyDay(), timeZone: "Mars/Olympus" });
    expect(unknownZone.json().error).toContain("Unknown time zone");
    expect(await lessonCounts(t)).toEqual(before);
    expect((await get(me.uid)).json()).toEqual({ timeZone: "UTC", weekly: [], exceptions: [] });
  });

  it("is 403 for another person's availability and 401 signed out; nothing changes", async () => {
    const before = (await get(tutor.uid)).json();
    const res = await putAvailability(t, other, everyDay(), tutor.uid);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "You can only change your own availability.", code: "FORBIDDEN" });
    const anon = await t.app.inject({
      method: "PUT",
      url: `/api/tutors/${tutor.uid}/availability`,
      payload: everyDay(),
    });
    expect(anon.statusCode).toBe(401);
    expect((await get(tutor.uid)).json()).toEqual(before);
  });

  it("takes an Idempotency-Key like every write: a repeat replays", async () => {
    const me = await t.user("Keyed Tutor");
    const send = () =>
      t.app.inject({
        method: "PUT",
        url: `/api/tutors/${me.uid}/availability`,
        headers: { ...me.headers, "idempotency-key": "avail-1" },
        payload: everyDay(),
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotency-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
  });
});
