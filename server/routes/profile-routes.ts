import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  avatarBodySchema,
  bannerBodySchema,
  MAX_SKILLS,
  profileFieldPatchSchema,
  profileSchema,
  skillBodySchema,
  uidParamsSchema,
} from "../../contract/index.js";
import { badRequest } from "../http-error.js";
import type { Repositories } from "../repositories/index.js";
import {
  accountOf,
  ownerOnly,
  sendProfile,
  profileTags as tags,
  versionedWrite,
  profileWriteErrors as writeErrors,
} from "./profile-access.js";

/** The profile's own calls (see docs/product.md, API): read by anyone, changed only by the owner. */
export const profileRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.get(
    "/profile/:uid",
    {
      schema: {
        tags,
        description:
          "The combined public profile. An account that has not saved a profile yet gets a default " +
          'built from its user record; an unknown uid is 404. Its ETag (`"p<version>"`, changed by ' +
          "every write of the profile) may be sent back as If-Match with any profile write: 412 when " +
          "the profile changed meanwhile, nothing kept.",
        params: uidParamsSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendProfile(reply, await repos.profiles.findOrDefault(request.params.uid)),
  );

  app.patch(
    "/profile/:uid",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        description: "Change exactly one of name, headline, location, bio. The email cannot change.",
        params: uidParamsSchema,
        body: profileFieldPatchSchema,
        response: { 200: profileSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      versionedWrite(request, reply, (v) => repos.profiles.patchFields(accountOf(request), request.body, v)),
  );

  app.patch(
    "/profile/:uid/avatar",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        params: uidParamsSchema,
        body: avatarBodySchema,
        response: { 200: profileSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      versionedWrite(request, reply, (v) =>
        repos.profiles.setImage(accountOf(request), "avatar", request.body.avatarUrl, v),
      ),
  );

  app.patch(
    "/profile/:uid/banner",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        params: uidParamsSchema,
        body: bannerBodySchema,
        response: { 200: profileSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      versionedWrite(request, reply, (v) =>
        repos.profiles.setImage(accountOf(request), "banner", request.body.bannerUrl, v),
      ),
  );

  app.post(
    "/profile/:uid/skills",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        description: "Add a skill (trimmed). One already there, in any letter case, is ignored.",
        params: uidParamsSchema,
        body: skillBodySchema,
        response: { 200: profileSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      versionedWrite(request, reply, async (v) => {
        const outcome = await repos.profiles.addSkill(accountOf(request), request.body.skill, v);
        if (outcome.kind === "full") throw badRequest(`A profile can list at most ${MAX_SKILLS} skills.`);
        return outcome.profile;
      }),
  );

  app.delete(
    "/profile/:uid/skills",
    {
      preValidation: ownerOnly,
      schema: {
        tags,
        description: "Remove a skill (any letter case). Removing one that is not listed changes nothing.",
        params: uidParamsSchema,
        body: skillBodySchema,
        response: { 200: profileSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      versionedWrite(request, reply, (v) =>
        repos.profiles.removeSkill(accountOf(request), request.body.skill, v),
      ),
  );
};
