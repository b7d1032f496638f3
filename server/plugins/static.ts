import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Serves the built PWA from dist/: hashed assets cached for a year, the shell and service
 * worker always revalidated, and any other non-API GET answered with the shell (client routing).
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const index = path.join(opts.distDir, "index.html");
  if (!existsSync(index)) {
    app.log.warn({ distDir: opts.distDir }, "no built PWA found; serving the API only");
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const rel = path.relative(opts.distDir, filePath);
      if (rel.startsWith("assets/")) res.header("cache-control", "public, max-age=31536000, immutable");
      else res.header("cache-control", "no-cache");
    },
  });
  app.get("/*", (request, reply) => {
    const urlPath = request.url.split("?")[0];
    if (urlPath.startsWith("/api/") || path.extname(urlPath)) {
      return reply.status(404).send({ error: "Not found", code: "NOT_FOUND" });
    }
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html");
  });
});
