import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { directionOf, isLocale, type PageHead } from "../../contract/locale.js";

const TITLE = msg`TutorNest — find, book and review tutors`;
const DESCRIPTION = msg`TutorNest: find online language and subject tutors, book a session and leave a review. Works offline.`;

/** What `<html>` and `<head>` say in the current language. */
export function pageHead(): PageHead {
  const lang = isLocale(i18n.locale) ? i18n.locale : "en";
  return { lang, dir: directionOf(lang), title: i18n._(TITLE), description: i18n._(DESCRIPTION) };
}
