import type { Plugin } from "vite";
import { MANIFEST_PATH } from "../../src/lib/manifest-link.js";

/**
 * Takes the manifest link the PWA plugin writes into the page back out: the page links its manifest
 * once its largest picture is painted (src/lib/manifest-link.ts). Placed after the PWA plugin, both
 * run last; a page without that link fails the build, so a change of the plugin's markup is seen.
 */
export function manifestLinkLater(): Plugin {
  const link = new RegExp(`<link rel="manifest" href="${MANIFEST_PATH}"[^>]*>`);
  return {
    name: "tutornest-manifest-link-later",
    enforce: "post",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    transformIndexHtml: {
      order: "post",
      handler(html) {
        if (!link.test(html)) throw new Error(`manifest-link: the page has no link to ${MANIFEST_PATH}`);
        return html.replace(link, "");
      },
    },
  };
}
