import { existsSync } from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { linkHints } from "./link-header.js";
import type { FirstAnswers, PageAnswers } from "./page-answers.js";
import { pageHtml } from "./page-html.js";
import { pageLocale } from "./page-locale.js";
import { loadBuiltPages } from "./page-manifest.js";

/**
 * Serves the built app from dist/ (docs/decisions.md, "How a page starts"): its files as they are
 * (hashed assets cached for a year, the rest revalidated; the build's .br/.gz beside each), and
 * any other non-API GET as a page painted from the app's components, with its first answers.
 */
export const pagesPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string; answers?: PageAnswers }) => {
    const index = path.join(opts.distDir, "index.html");
    const built = existsSync(index) ? await loadBuiltPages(opts.distDir) : null;
    if (!built) {
      app.log.warn({ distDir: opts.distDir }, "no built app found; serving the API only");
      return;
    }
    // Pages are compressed as they are sent, by zlib streams (the thread pool, never the event loop).
    // `syncThreshold: 0`: the plugin would otherwise compress a small page (up to 64 KiB on one
    // core) synchronously, on the event loop.
    await app.register(fastifyCompress, { global: false, encodings: ["br", "gzip"], syncThreshold: 0 });
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(opts.distDir, filePath);
        if (rel.startsWith("assets/")) res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "no-cache");
      },
    });
    const { renderer, template, frames } = built;
    // The page's stylesheet, hinted before its data is read. Its code is not hinted: it is fetched
    // once the page has loaded (src/startup/entry.ts), the network meanwhile the picture's.
    const link = linkHints(built.styles);

    app.get("/*", async (request, reply) => {
      const url = request.url;
      const urlPath = url.split("?")[0];
      if (urlPath.startsWith("/api/") || path.extname(urlPath)) {
        return reply.status(404).send({ error: "Not found", code: "NOT_FOUND" });
      }
      const locale = pageLocale(request);
      // One address, a page per language: caches keep them apart.
      reply.header("cache-control", "no-cache").header("vary", "Cookie, Accept-Language");
      reply.type("text/html; charset=utf-8");
      sendEarlyHints(reply, link, request.log);
      const answers: FirstAnswers = await (
        opts.answers?.(urlPath, request.query as Record<string, unknown>, request) ?? Promise.resolve({})
      ).catch((err: unknown) => {
        request.log.warn({ err }, "page answers failed; painting the frame");
        return {};
      });
      try {
        const painted = await renderer.renderPage({ url, answers, locale });
        if (link.length) reply.header("link", link.join(", "));
        return reply.compress(pageHtml(template, painted, answers));
      } catch (err) {
        // The app starts from the frame as it does offline: a page is never a 500 for its paint.
        request.log.error({ err }, "painting the page failed; sending the frame");
        return reply.compress(frames[locale]);
      }
    });
  },
);

/**
 * Sends the hints as a 103 Early Hints response while the server reads the page's data. Clients
 * that do not act on 103 ignore it, as every HTTP/1.1 client must accept an interim response; the
 * final response carries the same Link header.
 */
function sendEarlyHints(reply: FastifyReply, link: string[], log: FastifyBaseLogger): void {
  const raw = reply.raw as { writeEarlyHints?: (hints: Record<string, string | string[]>) => void };
  if (!link.length || typeof raw.writeEarlyHints !== "function") return;
  try {
    raw.writeEarlyHints({ link });
  } catch (err) {
    // Hints only speed a page up: a refused one must never cost the page itself.
    log.warn({ err }, "early hints refused");
  }
}
