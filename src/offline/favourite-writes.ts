import { z } from "zod";
import { favouriteStateSchema } from "../../contract/index.js";
import type { OutboxMethod } from "./outbox-store.js";
import { defineWrite } from "./write-kind.js";

export interface FavouriteInput {
  tutorialId: string;
  /** For the Pending changes list. */
  language?: string;
  tutorName?: string;
}

/**
 * A save or an unsave: `{method} /favourites/{tutorialId}`, without a body (Fastify gives a request
 * without one as null), repeated harmlessly. `about` names it in Pending changes.
 */
function favouriteWrite(
  method: OutboxMethod,
  about: (language: string, tutorName: string) => string,
  some: string,
) {
  return defineWrite({
    method,
    path: ({ tutorialId }: FavouriteInput) => `/api/favourites/${encodeURIComponent(tutorialId)}`,
    body: () => undefined,
    bodySchema: z.null().optional(),
    answer: favouriteStateSchema,
    summary: ({ language, tutorName }) => (language && tutorName ? about(language, tutorName) : some),
    meta: ({ tutorialId, language, tutorName }) => ({
      tutorialId,
      language: language ?? null,
      tutorName: tutorName ?? null,
    }),
    pending: { on: "outbox" },
    touches: ["favourites"],
  });
}

export const favouriteWrites = {
  /** PUT: saving twice is not an error. */
  "favourite-save": favouriteWrite("PUT", (l, n) => `Save ${l} with ${n}`, "Save a tutor"),
  /** DELETE: unsaving what is not saved is not an error. */
  "favourite-remove": favouriteWrite(
    "DELETE",
    (l, n) => `Remove ${l} with ${n} from saved tutors`,
    "Remove a saved tutor",
  ),
};
