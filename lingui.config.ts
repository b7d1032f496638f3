import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * The app's texts (docs/decisions.md, "Languages"): written in English in the code with Lingui's
 * macros, extracted by `npm run i18n:extract` into one catalog per language, compiled by the build.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "bn", "ar"],
  catalogs: [{ path: "<rootDir>/src/i18n/locales/{locale}", include: ["<rootDir>/src"] }],
  orderBy: "messageId",
  // The files a text comes from, for the translator; no line numbers (every edit would move them).
  format: formatter({ lineNumbers: false }),
});
