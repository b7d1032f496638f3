import { describe, expect, it } from "vitest";
import { bookingsQueryOptions } from "../../../src/features/bookings/api.js";
import { availabilityQueryOptions, lessonsQueryOptions } from "../../../src/features/lessons/api.js";
import { notificationsQueryOptions } from "../../../src/features/notifications/api.js";
import { profileQueryOptions } from "../../../src/features/profile/api.js";
import { tutorialsQueryOptions } from "../../../src/features/tutorials/api.js";
import { personKey, personOfKey } from "../../../src/lib/query-keys.js";

/**
 * Every query of a person's own data is keyed by that person's uid, made by one helper, so that
 * one person's saved data is never kept or restored for another (docs/decisions.md, "A shared device").
 */
const ada = { uid: "uid-ada", email: "ada@x.example" };
const ben = { uid: "uid-ben", email: "ben@x.example" };

const ownData = (p: { uid: string; email: string }) => ({
  bookings: bookingsQueryOptions(p).queryKey,
  "lessons as learner": lessonsQueryOptions(p.uid, "learner").queryKey,
  "lessons as tutor": lessonsQueryOptions(p.uid, "tutor").queryKey,
  notifications: notificationsQueryOptions(p.uid).queryKey,
});

describe("the query keys of a person's own data", () => {
  it.each(Object.keys(ownData(ada)))("%s: hold the person's uid, never their e-mail", (name) => {
    const key = ownData(ada)[name as keyof ReturnType<typeof ownData>];
    expect(personOfKey(key)).toBe(ada.uid);
    expect(JSON.stringify(key)).not.toContain(ada.email);
    const other = ownData(ben)[name as keyof ReturnType<typeof ownData>];
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(key));
  });

  it("keep the root first, so that a write refreshes every person's by its root", () => {
    expect(personKey("lessons", ada.uid, "list")).toEqual(["lessons", { person: ada.uid }, "list"]);
    expect(ownData(ada).bookings[0]).toBe("bookings");
  });

  it("are told from public data about a person, which is the same for every reader", () => {
    for (const key of [
      profileQueryOptions(ada.uid).queryKey,
      tutorialsQueryOptions({ userId: ada.uid }).queryKey,
      availabilityQueryOptions(ada.uid).queryKey,
      ["tutorials", "detail", { person: 1 }],
    ])
      expect(personOfKey(key)).toBeUndefined();
  });

  it("ask nothing of the server without a signed-in person", () => {
    expect(bookingsQueryOptions(null).enabled).toBe(false);
    expect(lessonsQueryOptions(undefined, "tutor").enabled).toBe(false);
    expect(notificationsQueryOptions("").enabled).toBe(false);
  });
});
