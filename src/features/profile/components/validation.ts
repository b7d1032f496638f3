import type { z } from "zod";
import {
  educationInputSchema,
  experienceInputSchema,
  type ProfileTextField,
  profileFieldPatchSchema,
} from "../../../../contract/index.js";
import { INVALID_VALUE } from "../validation-texts.js";
import type { EntryValues } from "./entry-form.js";

function firstIssue(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? INVALID_VALUE);
}

/**
 * The contract's own rule for one profile text (e.g. 'Name cannot be empty.'), in English: the
 * screen shows it in its language through profileText (../validation-texts.ts).
 */
export const fieldError =
  (field: ProfileTextField) =>
  (value: string): string | null =>
    firstIssue(profileFieldPatchSchema.safeParse({ [field]: value }));

export const educationError = (values: EntryValues) => firstIssue(educationInputSchema.safeParse(values));
export const experienceError = (values: EntryValues) => firstIssue(experienceInputSchema.safeParse(values));
