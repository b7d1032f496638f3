import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMAGE_SIZES,
  imagePreload,
  imagePreloadLink,
  tutorialPath,
  tutorialsPagePath,
} from "../../../contract/index.js";
import { HOME_FIRST_IMAGE } from "../../../server/shell-data.js";
import { tutorShellTemplate } from "../../../server/tutor-shell.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";
import { list, postTutorial } from "../../support/tutorials.js";

/**
 * The built PWA is sent compressed when the browser accepts it, from the .br / .gz files the
 * build writes (no compression per request), with the caching rules of the shell and the assets.
 */
const distDir = mkdtempSync(path.join(os.tmpdir(), "tn-static-"));
const script = `console.log(${JSON.stringify("TutorNest ".repeat(400))});`;
const themeScript = 'document.documentElement.classList.add("dark")';
const shell = `<!doctype html><title>TutorNest</title><script>${themeScript}</script></head><script type="module" src="/assets/app-abc123.js"></script>${"<!-- shell -->".repeat(100)}`;
let t: TestApp;
/** The preload of a picture drawn `sizes` wide, as the page will pick it. */
const preload = (url: string, sizes: string) => imagePreloadLink(imagePreload(url, sizes), true);
const HOME_SLIDE = preload(HOME_FIRST_IMAGE, IMAGE_SIZES.slide);

function dataBlock(html: string, id: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return block ? JSON.parse(block[1]) : null;
}
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
const firstData = (html: string) => dataBlock(html, "tn-first-data") ?? {};
const chunkList = (html: string) => dataBlock(html, "tn-chunks");

beforeAll(async () => {
  mkdirSync(path.join(distDir, "assets"));
  for (const [file, text] of [
    ["index.html", shell],
    ["assets/app-abc123.js", script],
  ] as const) {
    writeFileSync(path.join(distDir, file), text);
    writeFileSync(path.join(distDir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(distDir, `${file}.gz`), gzipSync(text));
  }
  // What the build's manifest says of the chunks (shape of dist/.vite/manifest.json).
  mkdirSync(path.join(distDir, ".vite"));
  writeFileSync(
    path.join(distDir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": {
        file: "assets/app-abc123.js",
        isEntry: true,
        imports: ["_react.js"],
        css: ["assets/index-abc.css"],
      },
      "_react.js": { file: "assets/react.js" },
      "_zod.js": { file: "assets/zod.js", imports: ["_react.js"] },
      "src/routes/index.tsx?tsr-split=component---loader": {
        file: "assets/home-route.js",
        imports: ["index.html", "_zod.js", "_react.js"],
      },
      "src/routes/index.tsx?tsr-split=pendingComponent": { file: "assets/home-pending.js" },
      "src/routes/tutor.$id.tsx?tsr-split=component---loader": {
        file: "assets/tutor-route.js",
        imports: ["index.html", "_zod.js"],
      },
    }),
  );
  t = await createTestApp({ distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("the built PWA", () => {
  it("sends an asset as brotli when accepted, cached for a year", async () => {
    const res = await t.app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("sends gzip to a browser without brotli, and plain bytes to one that accepts neither", async () => {
    const gz = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it("sends the shell compressed for any client route, always revalidated", async () => {
    const res = await t.app.inject({ url: "/my-tutorials", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shell);
    // The build's manifest is for the server, not for the public.
    expect((await t.app.inject({ url: "/.vite/manifest.json" })).statusCode).toBe(404);
  });

  it("allows the shell's inline theme script by its hash, and no other inline script", async () => {
    const res = await t.app.inject({ url: "/" });
    const scriptSrc = String(res.headers["content-security-policy"])
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === "script-src");
    const hash = createHash("sha256").update(themeScript).digest("base64");
    expect(scriptSrc).toEqual(["script-src", "'self'", `'sha256-${hash}'`, "https://apis.google.com"]);
  });

  it("asks for Home's first slide and stylesheet with the shell (preload), and lists its code for after the paint", async () => {
    const home = await t.app.inject({ url: "/" });
    // The code waits for the painted slide (scripts/lib/vite-paint-first.ts): not hinted, listed.
    expect(home.headers.link).toBe(
      `</assets/index-abc.css>; rel=preload; as=style; crossorigin, ${HOME_SLIDE}`,
    );
    expect(chunkList(home.payload)).toEqual(["/assets/home-route.js", "/assets/zod.js"]);
    expect(existsSync(path.join("public", HOME_FIRST_IMAGE))).toBe(true);
  });

  it("hints the code of a screen the shell does not paint: there the code is the way to the content", async () => {
    const login = await t.app.inject({ url: "/login" });
    expect(login.headers.link).toBe(
      "</assets/index-abc.css>; rel=preload; as=style; crossorigin, " +
        "</assets/app-abc123.js>; rel=modulepreload, </assets/react.js>; rel=modulepreload",
    );
    expect(login.payload).not.toContain("tn-first-data");
    expect(chunkList(login.payload)).toBeNull();
  });

  it("sends the hints as 103 Early Hints before the page, and again in the page's Link header", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { early, final } = await hintsOf(`${address}/`);
    // The slide is preloaded by its widths, which only the final header can carry (Node refuses
    // a quoted value with spaces in a 103).
    expect(early).toEqual([
      { status: 103, link: "</assets/index-abc.css>; rel=preload; as=style; crossorigin" },
    ]);
    expect(final).toEqual({
      status: 200,
      link: `</assets/index-abc.css>; rel=preload; as=style; crossorigin, ${HOME_SLIDE}`,
    });
    const login = await hintsOf(`${address}/login`);
    expect(login.early).toEqual([
      {
        status: 103,
        link: "</assets/index-abc.css>; rel=preload; as=style; crossorigin, </assets/app-abc123.js>; rel=modulepreload, </assets/react.js>; rel=modulepreload",
      },
    ]);
  });

  it("brings Tutor Details' tutorial in its HTML, with its picture hinted and painted, its code listed", async () => {
    const tutor = await t.user("Details Tutor");
    const posted = await postTutorial(t, tutor, {
      language: "French",
      image: "/uploads/french-1.webp",
      description: "Stops here </script><script>alert(1)</script>",
    });
    const res = await t.app.inject({ url: `/tutor/${posted._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.payload).not.toContain("</script><script>alert");
    const api = await t.app.inject({ url: `/api/tutorials/${posted._id}` });
    // With the ETag the API answers, which an edit made from this copy sends back as If-Match.
    expect(firstData(res.payload)).toEqual({
      [tutorialPath(posted._id)]: { body: api.json(), etag: api.headers.etag },
    });
    // The picture is the first paint (server/tutor-shell.ts); the code waits for it, listed in the page.
    expect(res.payload).toContain(tutorShellTemplate("/uploads/french-1.webp"));
    expect(res.headers.link).toBe(
      "</assets/index-abc.css>; rel=preload; as=style; crossorigin, " +
        `${preload("/uploads/french-1.webp", IMAGE_SIZES.details)}`,
    );
    expect(chunkList(res.payload)).toEqual(["/assets/tutor-route.js", "/assets/zod.js"]);
    // No such tutorial, or no id at all: the plain shell, and never a 500.
    for (const url of [
      "/tutor/00000000-0000-4000-8000-000000000000",
      "/tutor/not-an-id",
      "/tutor/%25E0%25A4",
    ]) {
      const other = await t.app.inject({ url });
      expect(other.statusCode, url).toBe(200);
      expect(firstData(other.payload), url).toEqual({});
      expect(other.payload, url).not.toContain("<template");
    }
    expect((await t.app.inject({ url: "/tutor/%E0%A4%A" })).statusCode).toBeLessThan(500);
  });

  it("answers a tutor list's first API call inside its HTML, exactly as the API would, and preloads its first image", async () => {
    const tutor = await t.user("Shell Tutor");
    await postTutorial(t, tutor, { language: "Bangla", image: "/uploads/bangla-1.webp" });
    const newest = await postTutorial(t, tutor, {
      language: "English",
      image: "/uploads/english-1.webp",
      description: "Ends early </script><script>alert(1)</script> <!-- or not",
    });
    const cases = [
      { url: "/find-tutors", path: tutorialsPagePath({ page: 1 }), api: "" },
      {
        url: "/find-tutors/Bangla",
        path: tutorialsPagePath({ language: "Bangla" }),
        api: "?language=Bangla",
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ url: c.url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, c.url).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html, "the inline script cannot be ended by data").not.toContain("</script><script>alert");
      const answers = firstData(html) as Record<string, { body: unknown; total: number }>;
      const api = await list(t, c.api);
      expect(Object.keys(answers), c.url).toEqual([c.path]);
      expect(answers[c.path]).toEqual({ body: api.items, total: api.total });
      const first = api.items[0];
      expect(res.headers.link).toContain(preload(first.image, IMAGE_SIZES.card));
      // Find Tutors' heading is painted by the shell, a category page's content is not.
      expect(res.headers.link?.includes("rel=modulepreload"), c.url).toBe(c.url !== "/find-tutors");
    }
    expect((await list(t)).items[0]._id).toBe(newest._id);
  });

  it("answers no search inside the HTML: searches are limited per IP on the API, and the page must not bypass that", async () => {
    const tutor = await t.user("Search Tutor");
    await postTutorial(t, tutor, { language: "English", image: "/uploads/english-2.webp" });
    const res = await t.app.inject({ url: "/find-tutors?q=english&page=1" });
    expect(res.statusCode).toBe(200);
    expect(res.payload).not.toContain("tn-first-data");
    expect(res.headers.link ?? "").not.toContain("english-2.webp");
  });
});
