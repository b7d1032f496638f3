import { z } from "zod";
import { idSchema, tutorialSchema } from "./tutorial.js";

/**
 * Saved tutors: tutorials a signed-in person keeps in a list of their own (docs/product.md, Saved
 * tutors). PUT and DELETE `/favourites/{tutorialId}` save and unsave; neither is an error when
 * repeated.
 */
export const favouriteParamsSchema = z.object({ tutorialId: idSchema });
export type FavouriteParams = z.infer<typeof favouriteParamsSchema>;

/** PUT answers `{ saved: true }`, DELETE `{ saved: false }`. */
export const favouriteStateSchema = z.object({ saved: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

/** GET /favourites: the caller's saved tutorials, most recently saved first. */
export const savedTutorialsSchema = z.array(tutorialSchema);
