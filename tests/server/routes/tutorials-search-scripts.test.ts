import {
  CompiledQuery,
  createQueryId,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type RootOperationNode,
  sql,
} from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tutorialsRepository } from "../../../server/repositories/tutorials-repository.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";
import { list } from "../../support/tutorials.js";

/**
 * `q` finds words in Bengali and Arabic script as it finds Latin ones, in language, tutor name
 * and description, and the trigram index serves such a search selectively (docs/decisions.md,
 * "Search in every script"). The same file runs on PGlite and on PostgreSQL.
 */
let t: TestApp;

interface Seed {
  language: string;
  name: string;
  description: string;
}
/** য followed by the nukta (U+09BC), as NFC writes য়: pg_trgm does not count the nukta as a letter. */
const YA = "য\u09BC";
/** The rows a search may find; `price` is the row's number here (1 = NAMED[0]). */
const NAMED: Seed[] = [
  { language: "বাংলা", name: "Nusrat Jahan", description: "Spoken and written practice." },
  { language: "English", name: "রহিম উদ্দিন", description: "বাংলা ও ইংরেজি দুটোই শেখাই।" },
  { language: "গণিত", name: "ফাতেমা বেগম", description: "অভিজ্ঞ শিক্ষক, দশ বছর ধরে পড়াচ্ছি।" },
  { language: "Math", name: "তানভীর আহমেদ", description: "বাংলাদেশের পাঠ্যক্রম অনুযায়ী অঙ্ক।" },
  { language: "العربية", name: "Omar Said", description: "Grammar and conversation." },
  { language: "Math", name: "فاطمة علي", description: "مدرس ذو خبرة في القاهرة." },
  { language: "English", name: "يوسف حسن", description: "Grammar for beginners, بالعربية أيضاً." },
  { language: "Physics", name: `মিতু রা${YA}`, description: "খরচ ১০০% ফেরত, ক্লাস_১ থেকে শুরু।" },
  { language: "গণিত", name: "سارة عبد الله", description: "শিক্ষক ও مدرس in one." },
];
/**
 * Rows no search here may find: their words share letters, and often whole syllables, with the
 * words searched for (বাংলো with বাংলা, শিক্ষার্থী with শিক্ষক, المدارس with مدرس) but never contain them.
 */
const FILLER = {
  language: ["পদার্থবিজ্ঞান", `রসা${YA}ন`, "ইংরেজি", "الرياضيات", "الفيزياء", "الإنجليزية", "Physics", "History"],
  name: ["অর্পিতা দাস", "শফিকুল ইসলাম", "মিতালী গণ", "ليلى محمود", "أحمد إبراهيم", "Tutor"],
  description: [
    "শিক্ষার্থীদের জন্য সহজ ভাষায় বাংলো থেকে ক্লাস।",
    "গণনা ও পরিমাপ, লাবাং খেলা।",
    "دروس في المدارس كل أسبوع، عربي للمبتدئين.",
    "تحضير للامتحانات خطوة بخطوة.",
    "Reading and writing for kids.",
    "Problem solving, 100 practice tests.",
  ],
};
const FILLER_ROWS = 600;

beforeAll(async () => {
  t = await createTestApp();
  const base = Date.parse("2024-01-01T00:00:00Z");
  const seeds = [
    ...NAMED.map((s, i) => ({ ...s, price: i + 1 })),
    ...Array.from({ length: FILLER_ROWS }, (_, i) => ({
      language: FILLER.language[i % FILLER.language.length],
      name: `${FILLER.name[i % FILLER.name.length]} ${i}`,
      description: `${FILLER.description[i % FILLER.description.length]} ${FILLER.description[(i + 3) % FILLER.description.length]}`,
      price: 1000 + i,
    })),
  ];
  await t.database.db
    .insertInto("tutorials")
    .values(
      seeds.map((s, i) => ({
        user_id: `tutor${i % 7}`,
        user_name: s.name,
        email: `tutor${i % 7}@example.com`,
        image: "/uploads/x.webp",
        language: s.language,
        language_key: sql<string>`lower(trim(${s.language}))`,
        price: s.price,
        description: s.description,
        created_at: new Date(base + i * 60_000),
      })),
    )
    .execute();
  await sql`ANALYZE tutorials`.execute(t.database.db);
});
afterAll(() => t.close());

/** The numbers (prices) of the tutorials `q` finds, ascending, and its total. */
async function found(q: string): Promise<{ rows: number[]; total: number }> {
  const page = await list(t, `?q=${encodeURIComponent(q)}&limit=50`);
  return { rows: page.items.map((x) => x.price).sort((a, b) => a - b), total: page.total };
}

describe("GET /api/tutorials?q= in Bengali and Arabic script", () => {
  it("finds a Bengali word in language, tutor name or description, and nothing else", async () => {
    // 1: language; 2: description; 4: inside a longer word (বাংলাদেশ), as a Latin search would.
    expect(await found("বাংলা")).toEqual({ rows: [1, 2, 4], total: 3 });
    expect(await found("গণিত")).toEqual({ rows: [3, 9], total: 2 });
    expect(await found("শিক্ষক")).toEqual({ rows: [3, 9], total: 2 });
    expect(await found("বেগম")).toEqual({ rows: [3], total: 1 });
    expect(await found("উদ্দিন")).toEqual({ rows: [2], total: 1 });
  });

  it("finds an Arabic word in language, tutor name or description, and nothing else", async () => {
    // 7: inside a longer word (بالعربية), as in any script.
    expect(await found("العربية")).toEqual({ rows: [5, 7], total: 2 });
    expect(await found("مدرس")).toEqual({ rows: [6, 9], total: 2 });
    expect(await found("فاطمة")).toEqual({ rows: [6], total: 1 });
    expect(await found("يوسف حسن")).toEqual({ rows: [7], total: 1 });
  });

  it("matches letters pg_trgm does not count as word characters (virama, nukta) exactly", async () => {
    // ্ (U+09CD) ends a trigram word in pg_trgm; the LIKE still decides what matches.
    expect(await found("ক্ষক")).toEqual({ rows: [3, 9], total: 2 });
    expect(await found(`রা${YA}`)).toEqual({ rows: [8], total: 1 });
    expect(await found(`রা${YA}ন`)).toEqual({ rows: [], total: 0 });
  });

  it("still finds Latin words case-insensitively, next to other scripts", async () => {
    expect(await found("GRAMMAR")).toEqual({ rows: [5, 7], total: 2 });
    expect(await found("in one")).toEqual({ rows: [9], total: 1 });
  });

  it("treats %, _ and \\ in q as plain characters in any script", async () => {
    expect(await found("০%")).toEqual({ rows: [8], total: 1 });
    expect(await found("ক্লাস_১")).toEqual({ rows: [8], total: 1 });
    expect(await found("ক্লাস%১")).toEqual({ rows: [], total: 0 });
    expect(await found("খ_চ")).toEqual({ rows: [], total: 0 });
    expect(await found("%")).toEqual({ rows: [8], total: 1 });
    expect(await found("\\")).toEqual({ rows: [], total: 0 });
  });
});

/** Every query run through the database it wraps, to be explained afterwards. */
class Recorder implements KyselyPlugin {
  readonly queries: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push(args.node);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe("the trigram index on a Bengali or Arabic search", () => {
  // At a few hundred rows reading the table, or walking the newest-first index, is cheaper and the
  // planner rightly does so (at tens of thousands of rows it picks the trigram index by itself);
  // with both turned off, the plan shows what the trigram index yields.
  it.each(["বাংলা", "শিক্ষক", "مدرس"])("hands the recheck about the matches only: %s", async (q) => {
    const recorder = new Recorder();
    const db = t.database.db.withPlugin(recorder);
    const page = await tutorialsRepository(db).list({ q, limit: 50 });
    expect(recorder.queries).toHaveLength(2); // the page and its count
    for (const node of recorder.queries) {
      const query = t.database.db.getExecutor().compileQuery(node, createQueryId());
      const plan = await t.database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        await sql`SET LOCAL enable_indexscan = off`.execute(trx);
        const res = await trx.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
          CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, [...query.parameters]),
        );
        return res.rows[0]["QUERY PLAN"][0].Plan;
      });
      const all = nodes(plan);
      const index = all.find((n) => n["Index Name"] === "tutorials_search");
      const heap = all.find((n) => n["Node Type"] === "Bitmap Heap Scan");
      expect(index?.["Node Type"], JSON.stringify(plan)).toBe("Bitmap Index Scan");
      // Of the 609 rows the index hands on about the matches; a blind index hands on all of them.
      expect(index?.["Actual Rows"]).toBeLessThanOrEqual(page.total + 2);
      expect(heap?.["Rows Removed by Index Recheck"] ?? 0).toBeLessThanOrEqual(2);
      expect(heap?.["Actual Rows"]).toBe(page.total);
    }
  });
});
