import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, imageUploadResponseSchema } from "../../contract/index.js";
import { badRequest } from "../http-error.js";
import type { ImageStore } from "../images/image-store.js";
import { requireUser } from "../plugins/session.js";

const NO_IMAGE = "Send the image as the multipart/form-data field 'image'.";
const IMMUTABLE = "public, max-age=31536000, immutable";

export interface ImagesRoutesOptions {
  store: ImageStore;
  maxBytes: number;
}

/** POST /images: the hosted image service's contract (SPEC §7), served by this server. */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (app, { store, maxBytes }) => {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

  app.post(
    "/images",
    {
      schema: {
        tags: ["images"],
        description:
          "Upload one image (multipart/form-data, field `image`; JPEG, PNG, WebP, GIF or AVIF). " +
          "It is re-encoded to WebP (at most 1600 px wide, metadata stripped) and stored.",
        consumes: ["multipart/form-data"],
        response: {
          200: imageUploadResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      requireUser(request);
      if (!request.isMultipart()) throw badRequest(NO_IMAGE);
      const file = await request.file();
      if (!file) throw badRequest(NO_IMAGE);
      if (file.fieldname !== "image") {
        file.file.resume();
        throw badRequest(NO_IMAGE);
      }
      const bytes = await file.toBuffer();
      if (bytes.length === 0) throw badRequest(NO_IMAGE);
      const { url } = await store.save(bytes);
      return { success: true as const, data: { url } };
    },
  );
};

/**
 * GET /uploads/<sha256>.webp, outside /api. Only names the store can have produced are looked
 * up (no listing, no traversal); the content never changes under a name, so it caches forever.
 */
export const uploadsRoutes: FastifyPluginAsync<{ store: ImageStore }> = async (app, { store }) => {
  app.get("/uploads/*", { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { "*"?: string })["*"] ?? "";
    const file = store.pathOf(name);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) {
      return reply.status(404).send({ error: "Image not found", code: "NOT_FOUND" });
    }
    const etag = `"${name.slice(0, -".webp".length)}"`;
    reply.header("cache-control", IMMUTABLE).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    reply.header("content-type", "image/webp").header("content-length", info.size);
    return reply.send(createReadStream(file));
  });
};
