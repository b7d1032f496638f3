import type { MultipartFile } from "@fastify/multipart";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, imageUploadResponseSchema, MESSAGES } from "../../contract/index.js";
import { badRequest, HttpError } from "../http-error.js";
import type { ImageStore } from "../images/image-store.js";
import { IMAGES_BUSY, type JobLimit } from "../images/job-limit.js";
import { variantMaker } from "../images/variant-maker.js";
import { variantOfName } from "../images/variants.js";
import { requireUser } from "../plugins/session.js";

const NO_IMAGE = "Send the image as the multipart/form-data field 'image'.";
const IMMUTABLE = "public, max-age=31536000, immutable";

export interface ImagesRoutesOptions {
  store: ImageStore;
  maxBytes: number;
  /** Uploads per user (per IP when signed out) per minute. */
  perMinute: number;
  /** Shared by every upload of the process: how many images are re-encoded at once. */
  jobs: JobLimit;
}

/**
 * Reads a multipart step (the first part, then its bytes). The parser (busboy) reports a body that
 * does not follow its own framing (no boundary, a boundary never found or never closed, part
 * headers that never end) as a plain `Error`: that is the sender's mistake, so 400 with a
 * sentence. The plugin's own refusals (limits: 413) carry their status and pass through as they
 * are. Only the reading of the body is judged here, never the work done with it.
 */
async function readMultipart<T>(request: FastifyRequest, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof Error && typeof (err as { statusCode?: unknown }).statusCode === "number") throw err;
    request.log.info({ err }, "malformed multipart body");
    throw badRequest(MESSAGES.malformedUpload);
  }
}

/** POST /images: the hosted image service's contract (see docs/product.md, API), served by this server. */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (
  app,
  { store, maxBytes, perMinute, jobs },
) => {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

  app.post(
    "/images",
    {
      // Its own limit, tighter than other writes: each upload costs a re-encode.
      config: { rateLimit: { max: perMinute, timeWindow: "1 minute" } },
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
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      requireUser(request);
      if (!request.isMultipart()) throw badRequest(NO_IMAGE);
      // Refused before the body is read when the image queue is already full.
      if (!jobs.hasRoom()) throw new HttpError("UNAVAILABLE", IMAGES_BUSY);
      const file: MultipartFile | undefined = await readMultipart(request, () => request.file());
      if (!file) throw badRequest(NO_IMAGE);
      if (file.fieldname !== "image") {
        file.file.resume();
        throw badRequest(NO_IMAGE);
      }
      const bytes = await readMultipart(request, () => file.toBuffer());
      if (bytes.length === 0) throw badRequest(NO_IMAGE);
      const { url } = await jobs.run(() => store.save(bytes));
      return { success: true as const, data: { url } };
    },
  );
};

/** Whether an If-None-Match header names `etag` (a list, weak forms and `*` included). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

/**
 * GET (and HEAD) /uploads/<sha256>.webp, outside /api, from the image store: whichever server
 * stored it, every server answers. Only names the store can have produced are looked up (no
 * listing, no traversal); the content never changes under a name, so it caches forever.
 * Its variants, /uploads/<sha256>-<width>.<format> (contract/responsive-image.ts), are made the
 * first time they are asked for and answered the same way from then on.
 */
export const uploadsRoutes: FastifyPluginAsync<{ store: ImageStore; jobs: JobLimit }> = async (
  app,
  { store, jobs },
) => {
  const makeVariant = variantMaker(store, jobs);
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ error: "Image not found", code: "NOT_FOUND" });

  app.get("/uploads/*", { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { "*"?: string })["*"] ?? "";
    let image = await store.read(name);
    if (!image) {
      // A variant not made yet: only of an original that exists, so unknown names cost no job.
      const key = variantOfName(name);
      const original = key && (await store.read(`${key.source}.webp`));
      if (!key || !original) return notFound(reply);
      const made = await makeVariant(key, original.bytes);
      if (made === "busy") {
        // The original meanwhile, kept nowhere (browser, CDN, service worker), so that the next
        // request gets the variant rather than this larger stand-in for a year.
        reply.header("cache-control", "no-store").header("content-type", original.contentType);
        return reply.header("content-length", original.size).send(original.bytes);
      }
      image = made;
    }
    reply.header("cache-control", IMMUTABLE).header("etag", image.etag);
    if (matchesEtag(request.headers["if-none-match"], image.etag)) return reply.status(304).send();
    reply.header("content-type", image.contentType).header("content-length", image.size);
    return reply.send(image.bytes);
  });
};
