/** Set by vite.config.ts at build time. */
declare const __BUILD_ID__: string;

/** A language's catalog (src/i18n/locales/*.po), compiled by Lingui's Vite plugin. */
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

/** The first screen's part of a catalog (src/i18n/first-screen.ts), compiled by scripts/lib/vite-lingui.ts. */
declare module "*.po?first" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
