import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { linkHeader } from "../link-header.js";
import { type PageHints, pageHints, sendEarlyHints } from "../page-hints.js";
import { buildAssets } from "../route-chunks.js";
import { type ShellData, type ShellDataSource, shellRoute } from "../shell-data.js";

/**
 * Serves the built PWA from dist/: hashed assets cached for a year, the shell and service
 * worker always revalidated, and any other non-API GET answered with the shell (client routing).
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string; shellData?: ShellDataSource }) => {
    const index = path.join(opts.distDir, "index.html");
    if (!existsSync(index)) {
      app.log.warn({ distDir: opts.distDir }, "no built PWA found; serving the API only");
      return;
    }
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/lib/vite-precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(opts.distDir, filePath);
        if (rel.startsWith("assets/")) res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "no-cache");
      },
    });
    const shell = readFileSync(index, "utf8");
    const assets = buildAssets(opts.distDir);
    app.get("/*", async (request, reply) => {
      const urlPath = request.url.split("?")[0];
      if (urlPath.startsWith("/api/") || path.extname(urlPath)) {
        return reply.status(404).send({ error: "Not found", code: "NOT_FOUND" });
      }
      reply.header("cache-control", "no-cache");
      const hints = pageHints(assets, shellRoute(urlPath));
      sendEarlyHints(reply, hints, request.log);
      const data = await opts
        .shellData?.(urlPath, request.query as Record<string, unknown>, request)
        .catch((err: unknown) => {
          request.log.warn({ err }, "shell data failed; serving the plain shell");
          return null;
        });
      if (!data) {
        const link = linkHeader(hints);
        if (link) reply.header("link", link);
        return reply.sendFile("index.html");
      }
      return sendShellWith(request, reply, shell, data, hints, assets.routeChunks(data.routeFile));
    });
  },
);

/**
 * A data block, never run (and so outside the CSP's script rules); "<" escaped so no text in the
 * data can end the element.
 */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

// On the thread pool, not the event loop: a page is compressed per request (docs/decisions.md,
// "Stored text in server-built pages").
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `blocks` put before the shell's `</head>` as they are. Never `String.prototype.replace` with a
 * string: `$'`, `$&`, `` $` `` in stored text would be read as patterns and copy the page into itself.
 */
function insertBeforeHead(shell: string, blocks: string): string {
  const at = shell.indexOf("</head>");
  return at < 0 || !blocks ? shell : shell.slice(0, at) + blocks + shell.slice(at);
}

/** The shell with the screen's first data in it, compressed as the browser accepts. */
async function sendShellWith(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: string,
  data: ShellData,
  hints: PageHints,
  chunks: string[],
) {
  // The early hints again, with the pictures the data named. A painted screen's code waits for the
  // paint and is listed in the page for the starter (scripts/lib/vite-paint-first.ts).
  const known = new Set(hints.images.map((i) => i.url));
  const images = [...hints.images, ...data.preload.filter((i) => !known.has(i.url))];
  const link = linkHeader({ ...hints, images });
  if (link) reply.header("link", link);
  const blocks: string[] = [];
  if (Object.keys(data.answers).length) blocks.push(dataBlock("tn-first-data", data.answers));
  if (data.painted && chunks.length) blocks.push(dataBlock("tn-chunks", chunks));
  if (data.template) blocks.push(data.template);
  const html = insertBeforeHead(shell, blocks.join(""));
  const accepts = String(request.headers["accept-encoding"] ?? "");
  reply.header("vary", "Accept-Encoding").type("text/html; charset=utf-8");
  if (/\bbr\b/.test(accepts)) {
    reply.header("content-encoding", "br");
    return reply.send(await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts)) {
    reply.header("content-encoding", "gzip");
    return reply.send(await gzipAsync(html));
  }
  return reply.send(html);
}
