import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tutorialStatsSchema, userStatsSchema } from "../../contract/index.js";
import type { Repositories } from "../repositories/index.js";

export const statsRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.get(
    "/stats/tutorials",
    { schema: { tags: ["stats"], response: { 200: tutorialStatsSchema } } },
    async () => repos.stats.tutorials(),
  );
  app.get("/stats/users", { schema: { tags: ["stats"], response: { 200: userStatsSchema } } }, async () => ({
    totalUsers: await repos.users.count(),
  }));
};
