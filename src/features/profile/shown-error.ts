import type { I18n, MessageDescriptor } from "@lingui/core";
import { errorText } from "../../lib/error-text.js";
import { uploadText } from "../images/texts.js";
import { profileText } from "./validation-texts.js";

/**
 * An error a profile screen keeps on screen (inline, in red), kept as what happened rather than as
 * words, so that it is said in the language on screen whenever it is drawn: one of the app's
 * messages; a check's English text (the contract's); a failed request with the screen's own
 * text for when the server sent none; a failed upload with its English text and answer's code.
 */
export type ShownError =
  | { message: MessageDescriptor }
  | { check: string }
  | { failure: unknown; fallback: MessageDescriptor }
  | { upload: string; code: string | undefined };

export function shownError(error: ShownError, i18n: I18n): string {
  if ("message" in error) return i18n._(error.message);
  if ("check" in error) return profileText(error.check, i18n);
  if ("upload" in error) return uploadText(error.upload, error.code, i18n);
  return errorText(error.failure, i18n._(error.fallback));
}
