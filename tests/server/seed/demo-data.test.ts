import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CATEGORIES,
  messageBodySchema,
  type Profile,
  type ReviewsPage,
  reviewBodySchema,
  type Tutorial,
  tutorialFormSchema,
  updateProfileBodySchema,
} from "../../../contract/index.js";
import { DEMO_ACCOUNTS } from "../../../scripts/seed/demo-accounts.js";
import { seedDemoData } from "../../../scripts/seed/seed.js";
import { conversationsRepository } from "../../../server/repositories/conversations-repository.js";
import { messagesRepository } from "../../../server/repositories/messages-repository.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

/**
 * After `npm start` the product shows what people wrote in the three languages it speaks
 * (docs/decisions.md, "Languages"): some tutors write in Bangla, some in Arabic, the rest in
 * English, while the languages taught keep the nine categories' English titles.
 */
let t: TestApp;
let tutorials: Tutorial[];
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.database.db)).toEqual({ seeded: true });
  const res = await t.app.inject({ url: "/api/tutorials?limit=50" });
  expect(res.statusCode).toBe(200);
  tutorials = res.json();
});
afterAll(() => t.close());

const BENGALI = /\p{Script=Bengali}/u;
const ARABIC = /\p{Script=Arabic}/u;
/** Letters of any script other than Latin, Bengali and Arabic. */
const OTHER_LETTER = /(?![\p{Script=Latin}\p{Script=Bengali}\p{Script=Arabic}])\p{L}/u;

function writtenIn(script: RegExp): Tutorial[] {
  return tutorials.filter((x) => script.test(x.description));
}

describe("demo data in three languages", () => {
  it("has tutorials described in Bangla and in Arabic, each by at least two tutors", () => {
    const bangla = writtenIn(BENGALI);
    const arabic = writtenIn(ARABIC);
    expect(bangla.length).toBeGreaterThanOrEqual(2);
    expect(arabic.length).toBeGreaterThanOrEqual(2);
    expect(new Set(bangla.map((x) => x.userId)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(arabic.map((x) => x.userId)).size).toBeGreaterThanOrEqual(2);
    // One language per description: no Bangla text with Arabic in it, nor the other way round.
    expect(bangla.filter((x) => ARABIC.test(x.description))).toEqual([]);
  });

  it("keeps most descriptions in English, and nothing in a fourth script", () => {
    const english = tutorials.filter((x) => !BENGALI.test(x.description) && !ARABIC.test(x.description));
    expect(english.length).toBeGreaterThan(tutorials.length / 2);
    expect(tutorials.filter((x) => OTHER_LETTER.test(x.description))).toEqual([]);
  });

  it("names a tutor in Bengali script and one in Arabic script, beside Latin names", () => {
    const names = new Set(tutorials.map((x) => x.userName));
    expect([...names].some((n) => BENGALI.test(n))).toBe(true);
    expect([...names].some((n) => ARABIC.test(n))).toBe(true);
    expect([...names].some((n) => /^[\p{Script=Latin} ]+$/u.test(n))).toBe(true);
  });

  it("shows a Bangla and an Arabic tutor's public profile in their own script", async () => {
    const scripts = await Promise.all(
      DEMO_ACCOUNTS.map(async (a) => {
        const res = await t.app.inject({ url: `/api/profile/${a.uid}` });
        expect(res.statusCode).toBe(200);
        const p = res.json<Profile>();
        return `${p.name} ${p.headline} ${p.bio}`;
      }),
    );
    expect(scripts.some((s) => BENGALI.test(s) && !ARABIC.test(s))).toBe(true);
    expect(scripts.some((s) => ARABIC.test(s) && !BENGALI.test(s))).toBe(true);
  });

  it("keeps four tutorials in each of the nine categories, by their English titles", async () => {
    for (const { title } of CATEGORIES) {
      const res = await t.app.inject({ url: `/api/tutorials?language=${encodeURIComponent(title)}` });
      expect(res.headers["x-total-count"], title).toBe("4");
      expect(res.json<Tutorial[]>().every((x) => x.language === title)).toBe(true);
    }
    expect(tutorials).toHaveLength(CATEGORIES.length * 4);
  });

  it("holds only what a person could have typed into the product's own forms", () => {
    for (const x of tutorials) {
      const form = tutorialFormSchema.safeParse({
        language: x.language,
        price: x.price,
        description: x.description,
      });
      expect(form.error, x.description).toBeUndefined();
    }
    for (const a of DEMO_ACCOUNTS) {
      const { uid, displayName, headline, location, bio, skills, education, experience } = a;
      const body = { uid, name: displayName, headline, location, bio, skills, education, experience };
      expect(updateProfileBodySchema.safeParse(body).error, uid).toBeUndefined();
    }
  });
});

describe("demo reviews", () => {
  async function allReviews(): Promise<ReviewsPage["items"]> {
    const pages = await Promise.all(
      tutorials.map((x) => t.app.inject({ url: `/api/tutorials/${x._id}/reviews?limit=50` })),
    );
    return pages.flatMap((res) => (res.json() as ReviewsPage).items);
  }

  it("give tutorials stars and words, some in Bangla and some in Arabic, some with the tutor's reply", async () => {
    const reviews = await allReviews();
    expect(reviews.length).toBeGreaterThan(20);
    expect(reviews.every((r) => r.rating !== null)).toBe(true);
    expect(reviews.filter((r) => BENGALI.test(r.text)).length).toBeGreaterThan(1);
    expect(reviews.filter((r) => ARABIC.test(r.text)).length).toBeGreaterThan(1);
    expect(reviews.filter((r) => r.reply !== null).length).toBeGreaterThan(3);
    // Every review is one a person could have written in the product's own form.
    for (const r of reviews)
      expect(reviewBodySchema.safeParse({ rating: r.rating, text: r.text }).success).toBe(true);
    const rated = tutorials.filter((x) => x.rating !== null);
    expect(rated.length).toBeGreaterThan(10);
    expect(tutorials.filter((x) => x.rating === null).length).toBeGreaterThan(0);
  });

  it("come from people who booked the tutorial, never its tutor", async () => {
    const reviews = await allReviews();
    const rows = await t.database.db.selectFrom("bookings").select(["user_id", "tutor_id"]).execute();
    const booked = new Set(rows.map((b) => `${b.user_id} ${b.tutor_id}`));
    const owner = new Map(tutorials.map((x) => [x._id, x.userId]));
    for (const r of reviews) {
      expect(booked.has(`${r.reviewerId} ${r.tutorialId}`)).toBe(true);
      expect(owner.get(r.tutorialId)).not.toBe(r.reviewerId);
    }
    // The counts on the cards follow from the review rows.
    const counted = new Map<string, number>();
    for (const r of reviews) counted.set(r.tutorialId, (counted.get(r.tutorialId) ?? 0) + 1);
    for (const x of tutorials) expect(x.review).toBe(counted.get(x._id) ?? 0);
  });
});

describe("demo conversations", () => {
  const NADIA = "demo-learner-nadia";

  it("give Nadia two conversations, latest first, in three languages, one message unread", async () => {
    const db = t.database.db;
    const list = await conversationsRepository(db).list(NADIA);
    expect(list.map((c) => [c.other.name, c.unread])).toEqual([
      ["يوسف الحداد", 1],
      ["Amina Rahman", 0],
    ]);
    expect(await conversationsRepository(db).unreadTotal(NADIA)).toBe(1);
    const texts: string[] = [];
    for (const c of list) {
      const page = await messagesRepository(db).page(c._id, NADIA, { limit: 30 });
      if (page.kind !== "ok") throw new Error("Nadia cannot read her own conversation");
      const items = page.page.items;
      // Oldest first, as written, each a message the composer would accept; only the last of the
      // other person's may be unread, and it is the conversation's last message.
      expect(items.map((m) => m.createdAt)).toEqual([...items.map((m) => m.createdAt)].sort());
      expect(items.at(-1)).toEqual(c.lastMessage);
      for (const m of items) expect(messageBodySchema.safeParse({ text: m.text }).success).toBe(true);
      const unread = items.filter((m) => m.senderId !== NADIA && m.readAt === null);
      expect(unread.length).toBe(c.unread);
      texts.push(...items.map((m) => m.text));
    }
    expect(texts.some((x) => BENGALI.test(x))).toBe(true);
    expect(texts.some((x) => ARABIC.test(x))).toBe(true);
    // The other side: Amina has read everything Nadia wrote.
    expect(await conversationsRepository(db).unreadTotal("demo-tutor-amina")).toBe(0);
  });
});
