import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  favouriteParamsSchema,
  favouriteStateSchema,
  MESSAGES,
  savedTutorialsSchema,
} from "../../contract/index.js";
import { conflict, notFound } from "../http-error.js";
import { requireUser } from "../plugins/session.js";
import type { Repositories } from "../repositories/index.js";
import { signedIn } from "./guards.js";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const tags = ["favourites"];

/**
 * Saved tutors: each signed-in person's own list, read and changed only by its owner (the uid comes
 * from the session, never from the request). Saving and unsaving are idempotent by themselves: a
 * repeat answers the same and changes nothing.
 */
export const favouritesRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.get(
    "/favourites",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description: "The caller's saved tutorials, most recently saved first.",
        response: { 200: savedTutorialsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => repos.favourites.list(requireUser(request).uid),
  );

  app.put(
    "/favourites/:tutorialId",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description:
          "Save a tutorial; saving it again is not an error (one entry). 404 for no such tutorial; 409 past MAX_SAVED_TUTORS saved.",
        params: favouriteParamsSchema,
        response: { 200: favouriteStateSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const outcome = await repos.favourites.save(requireUser(request).uid, request.params.tutorialId);
      if (outcome === "not-found") throw notFound(MESSAGES.tutorialNotFound);
      if (outcome === "full") throw conflict(MESSAGES.savedTutorsFull);
      return { saved: true };
    },
  );

  app.delete(
    "/favourites/:tutorialId",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description:
          "Unsave a tutorial; one not saved, or no longer there, is not an error (nothing to unsave).",
        params: favouriteParamsSchema,
        response: { 200: favouriteStateSchema, ...errors },
      },
    },
    async (request) => {
      await repos.favourites.remove(requireUser(request).uid, request.params.tutorialId);
      return { saved: false };
    },
  );
};
