import { queryOptions } from "@tanstack/react-query";
import { tutorialStatsSchema, userStatsSchema } from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { NotPaintedError, takeFirstAnswer } from "../../lib/first-data.js";
import { statsKeys } from "../../lib/query-keys.js";

/** Home's statistics come with the page (src/lib/first-data.ts); later reads ask the server. */
function statsAnswer(path: "stats/tutorials" | "stats/users"): Promise<unknown> {
  const first = takeFirstAnswer(`/api/${path}`);
  return first ? Promise.resolve(first.body) : api.get(path).json();
}

/**
 * On failure (docs/product.md, Home) the error is logged and the query fails: the tiles keep the
 * numbers saved before (offline, what the device last saw), or stay 0 with none.
 */
async function readStats<T>(path: "stats/tutorials" | "stats/users", parse: (v: unknown) => T): Promise<T> {
  try {
    return parse(await statsAnswer(path));
  } catch (err) {
    if (!(err instanceof NotPaintedError)) console.error(`Failed to load ${STATS_NAMES[path]}:`, err);
    throw err;
  }
}
const STATS_NAMES = { "stats/tutorials": "tutorial statistics", "stats/users": "user statistics" } as const;

export const tutorialStatsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.tutorials(),
    queryFn: () => readStats("stats/tutorials", (v) => tutorialStatsSchema.parse(v)),
  });

export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.users(),
    queryFn: () => readStats("stats/users", (v) => userStatsSchema.parse(v)),
  });
