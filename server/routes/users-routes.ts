import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, isImageUrl, upsertUserBodySchema, userSchema } from "../../contract/index.js";
import { forbidden } from "../http-error.js";
import { requireUser } from "../plugins/session.js";
import type { Repositories } from "../repositories/index.js";

export const usersRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.post(
    "/users",
    {
      schema: {
        tags: ["users"],
        description: "Upsert the caller's own user record.",
        body: upsertUserBodySchema,
        response: { 200: userSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const body = request.body;
      if (body.uid !== me.uid) throw forbidden("You can only save your own user record.");
      const photo = isImageUrl(body.photoURL) ? body.photoURL : null;
      return repos.users.upsert({
        uid: me.uid,
        displayName: body.displayName || me.name,
        email: me.email ?? body.email ?? null,
        photoURL: photo,
      });
    },
  );
};
