import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  markReadBodySchema,
  markReadResponseSchema,
  notificationsSchema,
} from "../../contract/index.js";
import { requireUser } from "../plugins/session.js";
import type { Repositories } from "../repositories/index.js";
import { signedIn } from "./guards.js";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const tags = ["notifications"];

/** The bell: a person's own notifications, and marking them read (docs/product.md, Lessons). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.get(
    "/notifications",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description: "The caller's notifications, newest first (at most 100).",
        response: { 200: notificationsSchema, ...errors },
      },
    },
    async (request) => repos.notifications.list(requireUser(request).uid),
  );

  app.post(
    "/notifications/read",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description:
          "Marks `ids` (only the caller's own; others are left alone) or `all` read; answers how many stay unread.",
        body: markReadBodySchema,
        response: { 200: markReadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const unread = await repos.notifications.markRead(requireUser(request).uid, request.body);
      return { unread };
    },
  );
};
