import { rmSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE, type Tutorial, tutorialPath, tutorialsPagePath } from "../../../contract/index.js";
import { withHead } from "../../../server/pages/page-html.js";
import { builtDist, PAGE_TEMPLATE, paintedAnswers } from "../../support/built-pages.js";
import { headOf } from "../../support/fake-render-page.js";
import { signUp } from "../../support/identity.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

/**
 * Text a visitor stores reaches the HTML the server builds (the first data of Find Tutors, the
 * category pages and Tutor Details, and the markup painted from it) literally: a `$` pattern is never
 * read as a replacement pattern, the page is one page, and its size follows its data
 * (docs/decisions.md, "Stored text in server-built pages"). The render bundle is
 * tests/support/fake-render-page.ts, which draws the answers it gets as escaped text.
 */
const PATTERNS = ["$`", "$'", "$&", "$$", "$1", "$<name>", "$0", "$'$'$'"];
/** The ones an image URL can hold (no backtick, `<` or `>` there). */
const URL_PATTERNS = ["$'", "$&", "$$", "$1", "$0"];
const ENCODINGS = [undefined, "br", "gzip"] as const;

const distDir = builtDist("tn-stored-text-");
let t: TestApp;
/** Every tutorial posted here, by its id. */
const posted = new Map<string, Tutorial>();

beforeAll(async () => {
  t = await createTestApp({ distDir });
  for (const [i, p] of PATTERNS.entries()) {
    // The tutor name and e-mail come from the identity provider's account.
    const tutor = await signedIn(
      `Tutor ${p} ${p}x`,
      `t${i}.${URL_PATTERNS[i % URL_PATTERNS.length]}x@example.com`,
    );
    const tutorial = await postTutorial(t, tutor, {
      language: `Lang${i}${p}`,
      description: `Before ${p} after ${p}\nand ${p}`,
      image: `https://images.example.com/${URL_PATTERNS[i % URL_PATTERNS.length]}/a.png`,
    });
    expect([tutorial.userName, tutorial.email]).toEqual([`Tutor ${p} ${p}x`, tutor.email]);
    posted.set(tutorial._id, tutorial);
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A person signed up with this name and e-mail, with a session. */
async function signedIn(name: string, email: string): Promise<SignedIn> {
  const u = await signUp(name, email);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/jwt",
    // The e-mail comes from the token; the body's own, optional, is held to a stricter form.
    headers: { authorization: `Bearer ${u.idToken}` },
    payload: {},
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`POST /api/jwt: ${res.statusCode} ${res.body}`);
  const header = `${SESSION_COOKIE}=${cookie.value}`;
  return { ...u, cookie: header, headers: { cookie: header } };
}

async function page(url: string, encoding?: (typeof ENCODINGS)[number]): Promise<string> {
  const res: LightMyRequestResponse = await t.app.inject({
    url,
    headers: encoding ? { "accept-encoding": encoding } : {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-encoding"]).toBe(encoding);
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString();
  return res.payload;
}

const count = (html: string, needle: string) => html.toLowerCase().split(needle.toLowerCase()).length - 1;

/**
 * The page is one page: one doctype, one root, one data block that parses, painted with the same
 * answers it carries.
 */
function firstDataOf(html: string): Record<string, { body: unknown; total?: number }> {
  expect(count(html, "<!doctype")).toBe(1);
  expect(count(html, 'id="root"')).toBe(1);
  expect(count(html, 'id="tn-first-data"')).toBe(1);
  const block = /<script type="application\/json" id="tn-first-data">(.*?)<\/script>/s.exec(html);
  expect(block).not.toBeNull();
  const data = JSON.parse(block?.[1] ?? "null");
  expect(paintedAnswers(html)).toEqual(data);
  return data;
}

/** The page around the data and the paint is the page as built, untouched but for its head in its language. */
function expectPageAround(html: string) {
  const [before, after] = withHead(PAGE_TEMPLATE, headOf("en")).split("<!--painted-->");
  const head = before.indexOf("</head>");
  const root = before.indexOf('<div id="root"');
  expect(html.startsWith(before.slice(0, head))).toBe(true);
  expect(html).toContain(before.slice(head, root));
  expect(html.endsWith(`</main>${after}`)).toBe(true);
}

describe("stored text in server-built pages", () => {
  it("Tutor Details holds every stored field literally, in each encoding", async () => {
    for (const tutorial of posted.values()) {
      for (const encoding of ENCODINGS) {
        const html = await page(`/tutor/${tutorial._id}`, encoding);
        expect(firstDataOf(html)).toEqual({ [tutorialPath(tutorial._id)]: { body: tutorial, etag: '"t0"' } });
        expectPageAround(html);
      }
    }
  });

  it("Find Tutors and each category page hold the stored values literally, in each encoding", async () => {
    for (const encoding of ENCODINGS) {
      const html = await page("/find-tutors", encoding);
      const data = firstDataOf(html);
      const answer = data[tutorialsPagePath({ page: 1 })] as { body: Tutorial[] };
      // Newest first, one page: the last PAGE_SIZE posted, each exactly as stored.
      expect(answer.body.length).toBeGreaterThan(0);
      for (const item of answer.body) expect(item).toEqual(posted.get(item._id));
      expectPageAround(html);
    }
    for (const tutorial of posted.values()) {
      for (const encoding of ENCODINGS) {
        const url = `/find-tutors/${encodeURIComponent(tutorial.language)}`;
        const html = await page(url, encoding);
        const data = firstDataOf(html);
        expect(data).toEqual({
          [tutorialsPagePath({ language: tutorial.language, page: 1 })]: { body: [tutorial], total: 1 },
        });
        expectPageAround(html);
      }
    }
  });

  it("a description of 5 000 `$'` makes a page no larger than the page as built, its data and its paint", async () => {
    const tutor = await t.user("Big Tutor");
    const description = "$'".repeat(2500);
    const tutorial = await postTutorial(t, tutor, { language: "Dollars", description });
    const urls = [`/tutor/${tutorial._id}`, "/find-tutors", "/find-tutors/Dollars"];
    for (const url of urls) {
      for (const encoding of ENCODINGS) {
        const html = await page(url, encoding);
        const data = firstDataOf(html);
        expect(JSON.stringify(data)).toContain(JSON.stringify(description).slice(1, -1));
        // The page as built, the data's JSON (with `<` escaped), the same drawn once (escaped as
        // HTML) and a few hundred characters of markup: nothing more.
        const dataBytes = Buffer.byteLength(JSON.stringify(data).replaceAll("<", "\\u003c"));
        const drawnBytes = Buffer.byteLength(JSON.stringify(data).replace(/[&<>"']/g, "&#00;"));
        expect(Buffer.byteLength(html)).toBeLessThanOrEqual(
          Buffer.byteLength(PAGE_TEMPLATE) + dataBytes + drawnBytes + 1024,
        );
        expect(Buffer.byteLength(html)).toBeLessThan(PAGE_TEMPLATE.length + 6 * description.length);
      }
    }
  });
});
