import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LIST_LIMIT } from "../../../contract/index.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";
import { list } from "../../support/tutorials.js";

let t: TestApp;

/** 60 rows with known times: i = 0 is the oldest. Every 4th is English; Alice owns the odd ones. */
interface Seed {
  language: string;
  userId: string;
  userName: string;
  description: string;
}
function seedRow(i: number): Seed {
  const languages = ["English", "Math", "Physics", "Bangla"];
  return {
    language: i % 4 === 0 ? ["English", "english", " ENGLISH "][i % 3].trim() : languages[i % 4],
    userId: i % 2 ? "alice" : "bob",
    userName: i % 2 ? "Alice Grammarian" : "Bob",
    description: i === 7 ? "100% fun_with snake_case \\ backslash" : `Lesson number ${i}.`,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const base = Date.parse("2024-01-01T00:00:00Z");
  await t.database.db
    .insertInto("tutorials")
    .values(
      Array.from({ length: 60 }, (_, i) => {
        const s = seedRow(i);
        return {
          user_id: s.userId,
          user_name: s.userName,
          email: `${s.userId}@example.com`,
          image: "/uploads/x.webp",
          language: s.language,
          language_key: sql<string>`lower(trim(${s.language}))`,
          price: i,
          description: s.description,
          created_at: new Date(base + i * 60_000),
        };
      }),
    )
    .execute();
});
afterAll(() => t.close());

const prices = (items: { price: number }[]) => items.map((x) => x.price);
const newestFirst = (pred: (i: number) => boolean) =>
  Array.from({ length: 60 }, (_, i) => 59 - i).filter(pred);

describe("GET /api/tutorials", () => {
  it("answers at most 50, newest first, with the exact total in X-Total-Count", async () => {
    const { res, items, total } = await list(t);
    expect(res.headers["x-total-count"]).toBe("60");
    expect(total).toBe(60);
    expect(items).toHaveLength(MAX_LIST_LIMIT);
    expect(prices(items)).toEqual(newestFirst(() => true).slice(0, 50));
    expect(items[0]).toMatchObject({ userId: "alice", review: 0, createdAt: "2024-01-01T00:59:00.000Z" });
  });

  it("pages with limit and offset, without gaps or repeats", async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < 60; offset += 6) {
      const page = await list(t, `?limit=6&offset=${offset}`);
      expect(page.total).toBe(60);
      seen.push(...prices(page.items));
    }
    expect(seen).toEqual(newestFirst(() => true));
    expect((await list(t, "?limit=6&offset=60")).items).toEqual([]);
    expect((await list(t, "?limit=6&offset=60")).total).toBe(60);
  });

  it("filters by language case-insensitively (total from the counters)", async () => {
    for (const language of ["english", "ENGLISH", "  English  "]) {
      const page = await list(t, `?language=${encodeURIComponent(language)}&limit=6`);
      expect(page.total).toBe(15);
      expect(prices(page.items)).toEqual(newestFirst((i) => i % 4 === 0).slice(0, 6));
    }
    expect((await list(t, "?language=Klingon")).total).toBe(0);
    expect((await list(t, "?language=Klingon")).items).toEqual([]);
    expect((await list(t, "?language=")).total).toBe(60);
  });

  it("filters by userId with an exact total", async () => {
    const page = await list(t, "?userId=alice&limit=5&offset=5");
    expect(page.total).toBe(30);
    expect(prices(page.items)).toEqual(newestFirst((i) => i % 2 === 1).slice(5, 10));
    expect((await list(t, "?userId=nobody")).total).toBe(0);
  });

  it("searches language, tutor name and description with q, case-insensitively", async () => {
    expect((await list(t, "?q=GRAMMAR")).total).toBe(30);
    expect((await list(t, "?q=bangla")).total).toBe(15);
    const lesson = await list(t, "?q=number%203&limit=50");
    expect(prices(lesson.items).sort((a, b) => a - b)).toEqual([3, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
    expect(lesson.total).toBe(11);
  });

  it("treats %, _ and \\ in q as plain characters", async () => {
    expect(prices((await list(t, `?q=${encodeURIComponent("100%")}`)).items)).toEqual([7]);
    expect(prices((await list(t, "?q=fun_with")).items)).toEqual([7]);
    expect(prices((await list(t, `?q=${encodeURIComponent("\\")}`)).items)).toEqual([7]);
    expect((await list(t, "?q=%25")).total).toBe(1);
    expect((await list(t, "?q=_")).total).toBe(1);
    expect((await list(t, "?q=fun%25with")).total).toBe(0);
  });

  it("combines filters exactly", async () => {
    const both = await list(t, "?language=english&userId=alice");
    expect(both.total).toBe(0);
    const bob = await list(t, "?language=english&userId=bob&limit=3");
    expect(bob.total).toBe(15);
    expect(bob.items).toHaveLength(3);
    const mathAlice = await list(t, "?language=math&userId=alice&q=lesson");
    expect(mathAlice.total).toBe(15);
    const grammarEnglish = await list(t, "?language=English&q=grammar");
    expect(grammarEnglish.total).toBe(0);
    expect((await list(t, "?q=number%201&userId=bob")).total).toBe(5);
  });

  it("is 400 for a bad limit, offset or userId, and never 500", async () => {
    for (const q of ["?limit=0", "?limit=51", "?limit=abc", "?offset=-1", "?limit=2.5", "?userId=a%20b"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/tutorials${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    const long = await t.app.inject({ method: "GET", url: `/api/tutorials?q=${"a".repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });
});
