import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  educationInputSchema,
  educationPatchSchema,
  educationSchema,
  entryParamsSchema,
  MESSAGES,
  profileSchema,
  uidParamsSchema,
} from "../../contract/index.js";
import { notFound } from "../http-error.js";
import type { Repositories } from "../repositories/index.js";
import { accountOf, ownerOnly } from "./profile-access.js";

const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ["profile"];

/** Education entries of a profile: listed for anyone, changed only by the owner. */
export const educationRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.get(
    "/education/:uid",
    {
      schema: {
        tags,
        description: "The entries in their order (empty for a profile without any).",
        params: uidParamsSchema,
        response: { 200: z.array(educationSchema), 400: apiErrorSchema },
      },
    },
    async (request) => repos.profileEntries.listEducation(request.params.uid),
  );

  app.post(
    "/education/:uid",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        description: "Add an entry at the end; answers the created entry.",
        params: uidParamsSchema,
        body: educationInputSchema,
        response: { 201: educationSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const entry = await repos.profileEntries.addEducation(accountOf(request), request.body);
      return reply.status(201).send(entry);
    },
  );

  app.patch(
    "/education/:uid/:entryId",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        description: "Change the fields sent; answers the combined profile.",
        params: entryParamsSchema,
        body: educationPatchSchema,
        response: { 200: profileSchema, ...writeErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { uid, entryId } = request.params;
      const profile = await repos.profileEntries.patchEducation(uid, entryId, request.body);
      if (!profile) throw notFound(MESSAGES.entryNotFound);
      return profile;
    },
  );

  app.delete(
    "/education/:uid/:entryId",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        params: entryParamsSchema,
        response: { 200: profileSchema, ...writeErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { uid, entryId } = request.params;
      const profile = await repos.profileEntries.deleteEducation(uid, entryId);
      if (!profile) throw notFound(MESSAGES.entryNotFound);
      return profile;
    },
  );
};
