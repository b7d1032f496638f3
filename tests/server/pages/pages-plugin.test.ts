import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib, { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tutorialPath } from "../../../contract/index.js";
import { withHead } from "../../../server/pages/page-html.js";
import {
  assetText,
  builtDist,
  firstData,
  frameIn,
  MANIFEST,
  PAGE_TEMPLATE,
  paintedAnswers,
  THEME_SCRIPT,
} from "../../support/built-pages.js";
import { FAILING_PAINT, FRAME, renderPage } from "../../support/fake-render-page.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";
import { postTutorial } from "../../support/tutorials.js";

/**
 * server/pages/pages-plugin.ts: the built files as the build compressed them, and every other
 * non-API GET a page painted by the render bundle (here tests/support/fake-render-page.ts) with the
 * answers the server read, hinted early by its path and compressed as the browser accepts.
 */
const distDir = builtDist("tn-pages-");
let t: TestApp;
/** zlib's synchronous compressors, watched from before the app takes them. */
const SYNC = ["brotliCompressSync", "gzipSync", "deflateSync"] as const;
const syncCalls = SYNC.map((name) => vi.spyOn(zlib, name));

beforeAll(async () => {
  t = await createTestApp({ distDir });
});
afterAll(async () => {
  for (const spy of syncCalls) spy.mockRestore();
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const STYLE_HINT = "</assets/index-abc123.css>; rel=preload; as=style; crossorigin";

/** The page as built, with `painted` in place of its mark, its head in English. */
const withPainted = async (painted: string) =>
  withHead(
    PAGE_TEMPLATE.replace("<!--painted-->", () => painted),
    (await renderPage({ url: "/" })).head,
  );

/** A real HTTP request (inject has no interim responses): its 103s and its final answer. */
async function hintsOf(url: string) {
  const early: { status: number; link: unknown }[] = [];
  const final = await new Promise<{ status: number; link: unknown }>((resolve, reject) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, link: res.headers.link });
    });
    req.on("information", (info) => early.push({ status: info.statusCode, link: info.headers.link }));
    req.on("error", reject);
  });
  return { early, final };
}

describe("the built files", () => {
  it("sends an asset as the build compressed it, brotli or gzip as accepted, cached for a year", async () => {
    const url = MANIFEST.entry[0];
    const br = await t.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(assetText(url));
    const gz = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(assetText(url));
    const plain = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload).toBe(assetText(url));
  });

  it("has every file outside assets/ revalidated", async () => {
    const res = await t.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps the render bundle and its manifest from the public", async () => {
    for (const url of ["/.render/pages.json", "/.render/render-page.js", "/.render/pages.json.br"]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.payload, url).not.toContain("renderPage");
      expect(res.payload, url).not.toContain("modulepreload");
    }
  });

  it("answers an unknown API path or a missing file with the API's 404, never a page", async () => {
    for (const url of ["/api/unknown", "/x.png", "/assets/missing-abc.js", "/api/tutorials/x/y.json"]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.json(), url).toMatchObject({ code: "NOT_FOUND" });
    }
  });
});

describe("pages", () => {
  it("paints any other path into the built page, compressed as accepted, always revalidated", async () => {
    const expected = await withPainted((await renderPage({ url: "/my-tutorials", answers: {} })).html);
    for (const encoding of ["br", "gzip", undefined]) {
      const res = await t.app.inject({
        url: "/my-tutorials",
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-encoding"]).toBe(encoding);
      const html =
        encoding === "br"
          ? brotliDecompressSync(res.rawPayload).toString()
          : encoding === "gzip"
            ? gunzipSync(res.rawPayload).toString()
            : res.payload;
      expect(html, encoding).toBe(expected);
    }
  });

  it("allows the page's inline theme script by its hash, and no other inline script", async () => {
    const res = await t.app.inject({ url: "/" });
    const scriptSrc = String(res.headers["content-security-policy"])
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === "script-src");
    const hash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
    expect(scriptSrc).toEqual(["script-src", "'self'", `'sha256-${hash}'`, "https://apis.google.com"]);
  });

  it("hints the stylesheet alone, in 103 Early Hints and in Link: the code waits for the page's load", async () => {
    const tutor = await t.user("Hinted Tutor");
    const posted = await postTutorial(t, tutor);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (const url of ["/login", `/tutor/${posted._id}`, "/find-tutors?q=english", "/no-such-screen"]) {
      const { early, final } = await hintsOf(`${address}${url}`);
      expect(early, url).toEqual([{ status: 103, link: STYLE_HINT }]);
      expect(final, url).toEqual({ status: 200, link: STYLE_HINT });
    }
  });

  it("brings the answers it read in the page and paints with them; Tutor Details for a flagged device", async () => {
    const tutor = await t.user("Details Tutor");
    const posted = await postTutorial(t, tutor, {
      description: "Stops here </script><script>alert(1)</script> <!-- or not",
    });
    const res = await t.app.inject({ url: `/tutor/${posted._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.payload).not.toContain("</script><script>alert");
    const api = await t.app.inject({ url: `/api/tutorials/${posted._id}` });
    // With the ETag the API answers, which an edit made from this copy sends back as If-Match.
    const answers = { [tutorialPath(posted._id)]: { body: api.json(), etag: api.headers.etag } };
    expect(firstData(res.payload)).toEqual(answers);
    expect(paintedAnswers(res.payload)).toEqual(answers);
    expect(res.payload.match(/<div id="root"[^>]*>/g)).toEqual([
      '<div id="root" data-painted-for="flagged">',
    ]);
    // No such tutorial, or no id at all: the frame, for every device, and never a 500.
    for (const url of [
      "/tutor/00000000-0000-4000-8000-000000000000",
      "/tutor/not-an-id",
      "/tutor/%25E0%25A4",
    ]) {
      const other = await t.app.inject({ url });
      expect(other.statusCode, url).toBe(200);
      expect(other.payload, url).toBe(await withPainted(FRAME));
    }
    expect((await t.app.inject({ url: "/tutor/%E0%A4%A" })).statusCode).toBeLessThan(500);
  });

  it("still sends the page when reading its answers fails: the frame, no data", async () => {
    const reads = vi.spyOn(t.database.db, "selectFrom").mockImplementation(() => {
      throw new Error("the database is gone");
    });
    const res = await t.app.inject({ url: "/find-tutors", headers: { "accept-encoding": "gzip" } });
    expect(reads).toHaveBeenCalled();
    reads.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(gunzipSync(res.rawPayload).toString()).toBe(await withPainted(FRAME));
  });

  it("paints the page in the language of the locale cookie, else of Accept-Language, else English", async () => {
    const langOf = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: "/login", headers });
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.headers.vary).toMatch(/Accept-Language/);
      return /<html lang="(\w+)" dir="(\w+)"><head><meta charset="utf-8"><title>([^<]*)<\/title>/
        .exec(res.payload)
        ?.slice(1);
    };
    expect(await langOf({})).toEqual(["en", "ltr", "TutorNest (en)"]);
    expect(await langOf({ cookie: "locale=ar" })).toEqual(["ar", "rtl", "TutorNest (ar)"]);
    expect(await langOf({ cookie: "locale=bn", "accept-language": "ar" })).toEqual([
      "bn",
      "ltr",
      "TutorNest (bn)",
    ]);
    expect(await langOf({ "accept-language": "fr-FR, bn-BD;q=0.9, ar;q=0.8" })).toEqual([
      "bn",
      "ltr",
      "TutorNest (bn)",
    ]);
    expect(await langOf({ "accept-language": "de, ar;q=0.9, bn;q=0.5" })).toEqual([
      "ar",
      "rtl",
      "TutorNest (ar)",
    ]);
    expect(await langOf({ "accept-language": "fr, de" })).toEqual(["en", "ltr", "TutorNest (en)"]);
    // Any other cookie value is no choice at all: never written into the page.
    for (const cookie of ['locale="><script>', "locale=fr", "locale=AR"])
      expect(await langOf({ cookie, "accept-language": "ar" }), cookie).toEqual([
        "ar",
        "rtl",
        "TutorNest (ar)",
      ]);
  });

  it("sends the build's frame in the page's language when painting fails", async () => {
    const res = await t.app.inject({ url: FAILING_PAINT, headers: { cookie: "locale=bn" } });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe(readFileSync(path.join(distDir, "index.bn.html"), "utf8"));
    expect(res.payload).toContain(frameIn("bn"));
  });

  it("sends the build's frame when painting the page fails: never a 500", async () => {
    const res = await t.app.inject({ url: FAILING_PAINT, headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(gunzipSync(res.rawPayload).toString()).toBe(
      readFileSync(path.join(distDir, "index.html"), "utf8"),
    );
  });

  it("compresses pages off the event loop: no synchronous zlib call while a page is sent", async () => {
    for (const spy of syncCalls) spy.mockClear();
    for (const encoding of ["br", "gzip"]) {
      const res = await t.app.inject({ url: "/my-tutorials", headers: { "accept-encoding": encoding } });
      expect(res.headers["content-encoding"]).toBe(encoding);
    }
    for (const [i, spy] of syncCalls.entries()) expect(spy, SYNC[i]).not.toHaveBeenCalled();
  });
});

describe("a dist without the render bundle's manifest", () => {
  it("serves the API alone", async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), "tn-pages-bare-"));
    writeFileSync(path.join(bare, "index.html"), PAGE_TEMPLATE);
    const apiOnly = await createTestApp({ distDir: bare });
    try {
      for (const url of ["/", "/find-tutors", "/index.html"]) {
        expect((await apiOnly.app.inject({ url })).statusCode, url).toBe(404);
      }
      expect((await apiOnly.app.inject({ url: "/api/tutorials" })).statusCode).toBe(200);
    } finally {
      await apiOnly.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
