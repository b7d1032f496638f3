import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, availabilitySchema, uidParamsSchema } from "../../contract/index.js";
import { forbidden } from "../http-error.js";
import type { Clock } from "../lessons/clock.js";
import { requireUser } from "../plugins/session.js";
import type { Repositories } from "../repositories/index.js";
import { signedIn } from "./guards.js";

const tags = ["lessons"];
export const NOT_YOUR_AVAILABILITY = "You can only change your own availability.";

/** A tutor's one weekly calendar, shared by all of their tutorials (docs/product.md, Lessons). */
export const availabilityRoutes: FastifyPluginAsyncZod<{ repos: Repositories; clock: Clock }> = async (
  app,
  { repos, clock },
) => {
  app.get(
    "/tutors/:uid/availability",
    {
      schema: {
        tags,
        description:
          'The tutor\'s weekly hours in their time zone; one who set none answers `{ timeZone: "UTC", weekly: [], exceptions: [] }`.',
        params: uidParamsSchema,
        response: { 200: availabilitySchema, 400: apiErrorSchema },
      },
    },
    async (request) => repos.availability.get(request.params.uid),
  );

  app.put(
    "/tutors/:uid/availability",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description: "Replace one's own availability; answers it as stored (windows sorted).",
        params: uidParamsSchema,
        body: availabilitySchema,
        response: { 200: availabilitySchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      if (me.uid !== request.params.uid) throw forbidden(NOT_YOUR_AVAILABILITY);
      const now = clock();
      const saved = await repos.availability.put(me.uid, request.body, now);
      // The tutor list's hours filter reads the free hours this changes (docs/decisions.md).
      await repos.freeHours.refresh(me.uid, now);
      return saved;
    },
  );
};
