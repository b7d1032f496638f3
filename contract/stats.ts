import { z } from "zod";

export const tutorialStatsSchema = z.object({
  totalTutors: z.number().int().nonnegative(),
  totalReviews: z.number().int().nonnegative(),
  totalLanguages: z.number().int().nonnegative(),
});
export type TutorialStats = z.infer<typeof tutorialStatsSchema>;

export const userStatsSchema = z.object({ totalUsers: z.number().int().nonnegative() });
export type UserStats = z.infer<typeof userStatsSchema>;
