import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE, type Tutorial, tutorialPath, tutorialsPagePath } from "../../../contract/index.js";
import { signUp } from "../../support/identity.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

/**
 * Text a visitor stores reaches the HTML the server builds (the first data of Find Tutors, the
 * category pages and Tutor Details) literally: a `$` pattern is never read as a replacement
 * pattern, the page is one page, and its size follows its data (docs/decisions.md, "Stored text in
 * server-built pages").
 */
const PATTERNS = ["$`", "$'", "$&", "$$", "$1", "$<name>", "$0", "$'$'$'"];
/** The ones an image URL can hold (no backtick, `<` or `>` there). */
const URL_PATTERNS = ["$'", "$&", "$$", "$1", "$0"];
const ENCODINGS = [undefined, "br", "gzip"] as const;

const distDir = mkdtempSync(path.join(os.tmpdir(), "tn-stored-text-"));
const shell =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TutorNest</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';
let t: TestApp;
/** Every tutorial posted here, by its id. */
const posted = new Map<string, Tutorial>();

beforeAll(async () => {
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(path.join(distDir, "index.html"), shell);
  writeFileSync(path.join(distDir, "index.html.br"), brotliCompressSync(shell));
  writeFileSync(path.join(distDir, "index.html.gz"), gzipSync(shell));
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

/** The page is one page: one doctype, one root, one data block that parses. */
function firstDataOf(html: string): Record<string, { body: unknown; total?: number }> {
  expect(count(html, "<!doctype")).toBe(1);
  expect(count(html, 'id="root"')).toBe(1);
  expect(count(html, 'id="tn-first-data"')).toBe(1);
  const block = /<script type="application\/json" id="tn-first-data">(.*?)<\/script>/s.exec(html);
  expect(block).not.toBeNull();
  return JSON.parse(block?.[1] ?? "null");
}

/** The shell around the data is the shell as built, untouched. */
function expectShellAround(html: string) {
  const head = shell.indexOf("</head>");
  expect(html.startsWith(shell.slice(0, head))).toBe(true);
  expect(html.endsWith(shell.slice(head))).toBe(true);
}

describe("stored text in server-built pages", () => {
  it("Tutor Details holds every stored field literally, in each encoding", async () => {
    for (const tutorial of posted.values()) {
      for (const encoding of ENCODINGS) {
        const html = await page(`/tutor/${tutorial._id}`, encoding);
        expect(firstDataOf(html)).toEqual({ [tutorialPath(tutorial._id)]: { body: tutorial, etag: '"t0"' } });
        expectShellAround(html);
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
      expectShellAround(html);
    }
    for (const tutorial of posted.values()) {
      for (const encoding of ENCODINGS) {
        const url = `/find-tutors/${encodeURIComponent(tutorial.language)}`;
        const html = await page(url, encoding);
        const data = firstDataOf(html);
        expect(data).toEqual({
          [tutorialsPagePath({ language: tutorial.language, page: 1 })]: { body: [tutorial], total: 1 },
        });
        expectShellAround(html);
      }
    }
  });

  it("a description of 5 000 `$'` makes a page no larger than the shell and its data", async () => {
    const tutor = await t.user("Big Tutor");
    const description = "$'".repeat(2500);
    const tutorial = await postTutorial(t, tutor, { language: "Dollars", description });
    const urls = [`/tutor/${tutorial._id}`, "/find-tutors", "/find-tutors/Dollars"];
    for (const url of urls) {
      for (const encoding of ENCODINGS) {
        const html = await page(url, encoding);
        const data = firstDataOf(html);
        expect(JSON.stringify(data)).toContain(JSON.stringify(description).slice(1, -1));
        // The shell, the data's JSON (with `<` escaped) and the blocks' own markup (Tutor Details'
        // picture shell among them): nothing more.
        const dataBytes = Buffer.byteLength(JSON.stringify(data).replaceAll("<", "\\u003c"));
        expect(Buffer.byteLength(html)).toBeLessThanOrEqual(Buffer.byteLength(shell) + dataBytes + 2048);
        expect(Buffer.byteLength(html)).toBeLessThan(shell.length + 2 * description.length + 6 * 1024);
      }
    }
  });

  it("no synchronous compression is left on the request path", () => {
    for (const file of ["server/plugins/static.ts", "server/shell-data.ts", "server/tutor-shell.ts"]) {
      const source = readFileSync(path.join(process.cwd(), file), "utf8");
      expect(source, file).not.toMatch(/\b(?:brotliCompress|gzip|deflate|inflate|gunzip)Sync\b/);
    }
  });
});
