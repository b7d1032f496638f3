import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  entryParamsSchema,
  experienceInputSchema,
  experiencePatchSchema,
  experienceSchema,
  MESSAGES,
  profileSchema,
  uidParamsSchema,
} from "../../contract/index.js";
import { notFound } from "../http-error.js";
import type { Repositories } from "../repositories/index.js";
import { accountOf, ownerOnly } from "./profile-access.js";

const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ["profile"];

/** Experience entries of a profile: listed for anyone, changed only by the owner. */
export const experienceRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.get(
    "/experience/:uid",
    {
      schema: {
        tags,
        description: "The entries in their order (empty for a profile without any).",
        params: uidParamsSchema,
        response: { 200: z.array(experienceSchema), 400: apiErrorSchema },
      },
    },
    async (request) => repos.profileEntries.listExperience(request.params.uid),
  );

  app.post(
    "/experience/:uid",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        description: "Add an entry at the end; answers the created entry.",
        params: uidParamsSchema,
        body: experienceInputSchema,
        response: { 201: experienceSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const entry = await repos.profileEntries.addExperience(accountOf(request), request.body);
      return reply.status(201).send(entry);
    },
  );

  app.patch(
    "/experience/:uid/:entryId",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        description: "Change the fields sent; answers the combined profile.",
        params: entryParamsSchema,
        body: experiencePatchSchema,
        response: { 200: profileSchema, ...writeErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { uid, entryId } = request.params;
      const profile = await repos.profileEntries.patchExperience(uid, entryId, request.body);
      if (!profile) throw notFound(MESSAGES.entryNotFound);
      return profile;
    },
  );

  app.delete(
    "/experience/:uid/:entryId",
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
      const profile = await repos.profileEntries.deleteExperience(uid, entryId);
      if (!profile) throw notFound(MESSAGES.entryNotFound);
      return profile;
    },
  );
};
