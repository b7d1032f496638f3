import { rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_LIST_OFFSET, MESSAGES, PAGE_SIZE, tutorialsPagePath } from "../../../contract/index.js";
import { builtDist } from "../../support/built-pages.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

/**
 * The list pages' HTML (Find Tutors, a category page) carries the answer of the screen's first
 * API call, so it keeps the API's limits: no query where the API refuses the call (an offset past
 * its cap), and page loads spend the same per-address budget as GET /api/tutorials; past it the
 * page comes without its data and runs no query (docs/decisions.md, "Cheap to ask, costly to
 * answer: limits").
 */
const PAGES = 8;
const distDir = builtDist("tn-page-limits-");
let t: TestApp;
let tutorialId: string;

beforeAll(async () => {
  t = await createTestApp({ distDir, listingLimit: { searchesPerMinute: 2, pagesPerMinute: PAGES } });
  tutorialId = (await postTutorial(t, await t.user("Limit Tutor")))._id;
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const open = (url: string, remoteAddress: string) => t.app.inject({ method: "GET", url, remoteAddress });
const api = (remoteAddress: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/tutorials${query}`, remoteAddress });
const hasData = (html: string) => html.includes('id="tn-first-data"');
/** Counts the statements that read tutorials from here on. */
function tutorialReads() {
  const spy = vi.spyOn(t.database.db, "selectFrom");
  return () =>
    spy.mock.calls.filter(([table]) => table === "tutorials" || table === "tutorial_counts").length;
}

describe("the list pages keep the API's caps", () => {
  const deepest = Math.floor(MAX_LIST_OFFSET / PAGE_SIZE) + 1;

  it("a page past the API's offset cap runs no query and carries no data, as the API refuses it", async () => {
    const reads = tutorialReads();
    for (const url of [
      `/find-tutors?page=${deepest + 1}`,
      "/find-tutors?page=1000000",
      `/find-tutors/English?page=${deepest + 1}`,
    ]) {
      const res = await open(url, "192.0.2.1");
      expect(res.statusCode, url).toBe(200);
      expect(hasData(res.payload), url).toBe(false);
    }
    expect(reads()).toBe(0);
    const refused = await api("192.0.2.1", `?limit=${PAGE_SIZE}&offset=${deepest * PAGE_SIZE}`);
    expect(refused.statusCode).toBe(400);
  });

  it("the deepest page the API answers still comes with its (empty) data", async () => {
    const res = await open(`/find-tutors?page=${deepest}`, "192.0.2.2");
    expect(hasData(res.payload)).toBe(true);
    expect(res.payload).toContain(JSON.stringify(tutorialsPagePath({ page: deepest })));
  });
});

describe("the list pages spend the API's per-address budget", () => {
  it("past the budget, a page comes without data and runs no query; another address still gets data", async () => {
    const ip = "198.51.100.10";
    for (let i = 0; i < PAGES; i++) {
      const res = await open(i % 2 ? "/find-tutors" : "/find-tutors/English", ip);
      expect(hasData(res.payload), `load ${i + 1}`).toBe(true);
    }
    const reads = tutorialReads();
    for (const url of ["/find-tutors", "/find-tutors/English", "/find-tutors?page=2"]) {
      const res = await open(url, ip);
      expect(res.statusCode).toBe(200);
      expect(res.payload.startsWith("<!doctype html>")).toBe(true);
      expect(hasData(res.payload), url).toBe(false);
    }
    expect(reads()).toBe(0);
    // What the app then asks the API is refused as over the limit.
    const limited = await api(ip, `?limit=${PAGE_SIZE}&offset=0`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: MESSAGES.rateLimited, code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(hasData((await open("/find-tutors", "198.51.100.11")).payload)).toBe(true);
  });

  it("the API's reads and the pages' loads share one budget, both ways", async () => {
    const ip = "198.51.100.20";
    for (let i = 0; i < PAGES - 1; i++) expect((await api(ip)).statusCode).toBe(200);
    expect(hasData((await open("/find-tutors", ip)).payload)).toBe(true);
    expect((await api(ip)).statusCode).toBe(429);

    const other = "198.51.100.21";
    for (let i = 0; i < PAGES; i++) expect(hasData((await open("/find-tutors", other)).payload)).toBe(true);
    expect((await api(other)).statusCode).toBe(429);
  });

  it("Home and Tutor Details are not list pages and spend nothing", async () => {
    const ip = "198.51.100.30";
    for (let i = 0; i < PAGES + 2; i++) {
      expect((await open("/", ip)).statusCode).toBe(200);
      expect(hasData((await open(`/tutor/${tutorialId}`, ip)).payload)).toBe(true);
    }
    expect((await api(ip)).statusCode).toBe(200);
  });
});
