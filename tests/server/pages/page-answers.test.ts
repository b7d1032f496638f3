import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_LIST_OFFSET, PAGE_SIZE, tutorialPath, tutorialsPagePath } from "../../../contract/index.js";
import type { ListingKind } from "../../../server/listing-limit.js";
import { pageAnswers } from "../../../server/pages/page-answers.js";
import { repositories } from "../../../server/repositories/index.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";
import { list, postTutorial } from "../../support/tutorials.js";

/**
 * server/pages/page-answers.ts: the answers a page's first API calls would get, read by the server
 * exactly as the API answers them, and none where the API would refuse or limit the call. The
 * listing budget itself, shared with GET /api/tutorials, is tests/server/hardening/page-limits.test.ts.
 */
let t: TestApp;
let tutorialId: string;
const request = {} as FastifyRequest;

beforeAll(async () => {
  t = await createTestApp();
  const tutor = await t.user("Answers Tutor");
  await postTutorial(t, tutor, { language: "Bangla" });
  tutorialId = (await postTutorial(t, tutor, { language: "English" }))._id;
});
afterAll(async () => {
  await t?.close();
});

/** The answers of `url`, and whether they spent the listing budget; `allowed`: the budget's verdict. */
async function answersOf(url: string, allowed = true) {
  const spend = vi.fn(async (_request: FastifyRequest, _kind: ListingKind) => allowed);
  const answers = pageAnswers(repositories(t.database.db), { spend });
  const parsed = new URL(url, "http://localhost");
  const result = await answers(parsed.pathname, Object.fromEntries(parsed.searchParams), request);
  return { answers: result, spent: spend.mock.calls.map(([, kind]) => kind) };
}

const apiAnswer = async (url: string) => (await t.app.inject({ url })).json();

describe("page answers", () => {
  it("Home: its statistics, as the API answers them, spending nothing", async () => {
    expect(await answersOf("/")).toEqual({
      answers: {
        "/api/stats/tutorials": { body: await apiAnswer("/api/stats/tutorials") },
        "/api/stats/users": { body: await apiAnswer("/api/stats/users") },
      },
      spent: [],
    });
  });

  it("Tutor Details: the tutorial with its ETag, spending nothing; none for an unknown or malformed id", async () => {
    const api = await t.app.inject({ url: `/api/tutorials/${tutorialId}` });
    expect(await answersOf(`/tutor/${tutorialId}`)).toEqual({
      answers: { [tutorialPath(tutorialId)]: { body: api.json(), etag: api.headers.etag } },
      spent: [],
    });
    for (const url of [
      "/tutor/00000000-0000-4000-8000-000000000000",
      "/tutor/not-an-id",
      "/tutor/%E0%A4%A",
    ]) {
      expect(await answersOf(url), url).toEqual({ answers: {}, spent: [] });
    }
  });

  it("Find Tutors and a category page: the API's first page, spending one page load", async () => {
    const cases = [
      { url: "/find-tutors", path: tutorialsPagePath({ page: 1 }), api: "" },
      { url: "/find-tutors?page=1", path: tutorialsPagePath({ page: 1 }), api: "" },
      {
        url: "/find-tutors/Bangla",
        path: tutorialsPagePath({ language: "Bangla" }),
        api: "?language=Bangla",
      },
    ];
    for (const c of cases) {
      const api = await list(t, c.api);
      expect(await answersOf(c.url), c.url).toEqual({
        answers: { [c.path]: { body: api.items, total: api.total } },
        spent: ["page"],
      });
    }
  });

  it("none where the API would refuse or limit the call: a search, a page past its cap, a bad category", async () => {
    const deepest = Math.floor(MAX_LIST_OFFSET / PAGE_SIZE) + 1;
    for (const url of [
      "/find-tutors?q=english",
      `/find-tutors?page=${deepest + 1}`,
      "/find-tutors/%00",
      `/find-tutors/${"x".repeat(61)}`,
      "/find-tutors/%E0%A4%A",
    ]) {
      expect(await answersOf(url), url).toEqual({ answers: {}, spent: [] });
    }
  });

  it("none past the listing budget, and no query then", async () => {
    const reads = vi.spyOn(t.database.db, "selectFrom");
    try {
      expect(await answersOf("/find-tutors", false)).toEqual({ answers: {}, spent: ["page"] });
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it("none for other pages", async () => {
    for (const url of ["/login", "/my-tutorials", "/find-tutors/a/b", "/tutor"]) {
      expect(await answersOf(url), url).toEqual({ answers: {}, spent: [] });
    }
  });
});
