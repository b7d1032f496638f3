import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CategoryTitle } from "../../contract/constants.js";

/**
 * The nine categories' names in the screen's language (docs/decisions.md, "Languages"): shown
 * translated, while their addresses keep the specification's English title (`/find-tutors/Math`).
 */
export const CATEGORY_NAMES: Readonly<Record<CategoryTitle, MessageDescriptor>> = {
  English: msg`English`,
  Math: msg`Math`,
  Physics: msg`Physics`,
  Chemistry: msg`Chemistry`,
  Biology: msg`Biology`,
  Computer: msg`Computer`,
  Arabic: msg`Arabic`,
  Bangla: msg`Bangla`,
  "General Knowledge": msg`General Knowledge`,
};

const BY_LOWER = new Map(
  Object.entries(CATEGORY_NAMES).map(([title, name]) => [title.toLowerCase(), name] as const),
);

/**
 * The name to show for a category of an address: translated when it is one of the nine (matched as
 * the API matches a language, whatever its case), else as written (someone's own language name).
 */
export function categoryName(title: string, i18n: I18n): string {
  const name = BY_LOWER.get(title.trim().toLowerCase());
  return name ? i18n._(name) : title;
}

/** Whether `title` is one of the nine: its name is then the app's own text, not someone's. */
export const isCategory = (title: string): boolean => BY_LOWER.has(title.trim().toLowerCase());
