import { queryOptions } from "@tanstack/react-query";
import {
  type TutorialStats,
  tutorialStatsSchema,
  type UserStats,
  userStatsSchema,
} from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { NotPaintedError, takeFirstAnswer } from "../../lib/first-data.js";
import { statsKeys } from "../../lib/query-keys.js";

const ZERO_TUTORIALS: TutorialStats = { totalTutors: 0, totalReviews: 0, totalLanguages: 0 };
const ZERO_USERS: UserStats = { totalUsers: 0 };

/** Home's statistics come with the page (src/lib/first-data.ts); later reads ask the server. */
function statsAnswer(path: "stats/tutorials" | "stats/users"): Promise<unknown> {
  const first = takeFirstAnswer(`/api/${path}`);
  return first ? Promise.resolve(first.body) : api.get(path).json();
}

/** On failure (docs/product.md, Home) the error is logged and the tiles stay 0. */
export const tutorialStatsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.tutorials(),
    queryFn: async () => {
      try {
        return tutorialStatsSchema.parse(await statsAnswer("stats/tutorials"));
      } catch (err) {
        if (err instanceof NotPaintedError) throw err;
        console.error("Failed to load tutorial statistics:", err);
        return ZERO_TUTORIALS;
      }
    },
  });

export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.users(),
    queryFn: async () => {
      try {
        return userStatsSchema.parse(await statsAnswer("stats/users"));
      } catch (err) {
        if (err instanceof NotPaintedError) throw err;
        console.error("Failed to load user statistics:", err);
        return ZERO_USERS;
      }
    },
  });
