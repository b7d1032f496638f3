import type { I18n } from "@lingui/core";
import { MESSAGE_TEXTS } from "../texts.js";

/** The other person's name as they wrote it, or 'Someone' when they have none. */
export function personName(name: string, i18n: I18n): string {
  return name.trim() || i18n._(MESSAGE_TEXTS.someone);
}
