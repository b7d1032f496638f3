import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  profileSchema,
  uidParamsSchema,
  updateProfileBodySchema,
} from "../../contract/index.js";
import { badRequest } from "../http-error.js";
import type { Repositories } from "../repositories/index.js";
import { accountOf, ownerOnly, sendProfile, versionedWrite } from "./profile-access.js";

const tags = ["profile"];

/** The Update Profile and See Profile screens' calls (see docs/product.md, API). */
export const usersProfileRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.get(
    "/users/profile/:uid",
    {
      schema: {
        tags,
        description:
          "The combined profile, with its ETag (as GET /profile/{uid}); 404 means the account has no profile yet.",
        params: uidParamsSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendProfile(reply, await repos.profiles.find(request.params.uid)),
  );

  app.put(
    "/users/update/:uid",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        description:
          "Save the Update Profile form in one transaction: name, headline, location, bio, skills and " +
          "avatar (when not empty) are set, the education and experience lists replaced. The email " +
          "stays the account's whatever the body says. With If-Match (the profile's ETag), 412 when " +
          "the profile changed meanwhile, nothing kept.",
        params: uidParamsSchema,
        body: updateProfileBodySchema,
        response: {
          200: profileSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          412: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { uid: bodyUid, email: _ignored, ...form } = request.body;
      if (bodyUid !== undefined && bodyUid !== request.params.uid) {
        throw badRequest("The uid in the body does not match the profile being saved.");
      }
      return versionedWrite(request, reply, (v) => repos.profiles.replace(accountOf(request), form, v));
    },
  );
};
