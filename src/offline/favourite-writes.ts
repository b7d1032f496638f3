import { z } from "zod";
import { favouriteStateSchema } from "../../contract/index.js";
import { defineWrite } from "./write-kind.js";

export interface FavouriteInput {
  tutorialId: string;
  /** For the Pending changes list. */
  language?: string;
  tutorName?: string;
}

const favouritePath = ({ tutorialId }: FavouriteInput) => `/api/favourites/${encodeURIComponent(tutorialId)}`;
const meta = ({ tutorialId, language, tutorName }: FavouriteInput) => ({
  tutorialId,
  language: language ?? null,
  tutorName: tutorName ?? null,
});
// Neither write has a body; Fastify gives a request without one as null.
const noBody = z.null().optional();

export const favouriteWrites = {
  /** PUT /favourites/{tutorialId}: saving twice is not an error. */
  "favourite-save": defineWrite({
    method: "PUT",
    path: favouritePath,
    body: () => undefined,
    bodySchema: noBody,
    answer: favouriteStateSchema,
    summary: ({ language, tutorName }) =>
      language && tutorName ? `Save ${language} with ${tutorName}` : "Save a tutor",
    meta,
    pending: { on: "outbox" },
    touches: ["favourites"],
  }),
  /** DELETE /favourites/{tutorialId}: unsaving what is not saved is not an error. */
  "favourite-remove": defineWrite({
    method: "DELETE",
    path: favouritePath,
    body: () => undefined,
    bodySchema: noBody,
    answer: favouriteStateSchema,
    summary: ({ language, tutorName }) =>
      language && tutorName
        ? `Remove ${language} with ${tutorName} from saved tutors`
        : "Remove a saved tutor",
    meta,
    pending: { on: "outbox" },
    touches: ["favourites"],
  }),
};
