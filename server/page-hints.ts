import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { type ImageHint, type LinkHints, linkHints } from "./link-header.js";
import type { BuildAssets } from "./route-chunks.js";
import type { ShellRoute } from "./shell-data.js";

/**
 * What a page is hinted with before its data is read: the stylesheet, the first picture when the
 * path alone names it (Home's slide), and the code when the code is the way to the first content
 * (a screen index.html does not paint). A painted screen's code waits for the paint
 * (scripts/lib/vite-paint-first.ts), so it is not hinted: fetched at once it would share the
 * phone's bandwidth with the picture (docs/decisions.md, "Speed of the first screen").
 */
export interface PageHints extends LinkHints {
  images: ImageHint[];
}

export function pageHints(assets: BuildAssets, route: ShellRoute | null): PageHints {
  if (route?.painted) return { images: route.images, chunks: [], styles: assets.styles };
  return {
    images: route?.images ?? [],
    chunks: [...assets.entry, ...(route ? assets.routeChunks(route.routeFile) : [])],
    styles: assets.styles,
  };
}

/**
 * Sends the hints as a 103 Early Hints response while the server reads the page's data. Browsers
 * that do not act on 103 (Chromium over HTTP/1.1, say) ignore it, as every HTTP/1.1 client must
 * accept an interim response; the final response carries the same Link header, so none is lost.
 * A picture preloaded by its widths (`imagesrcset="…, …"`) is left to the final header: Node
 * refuses a quoted hint value with spaces in an Early Hints response.
 */
export function sendEarlyHints(reply: FastifyReply, hints: PageHints, log: FastifyBaseLogger): void {
  const link = linkHints(hints).filter((hint) => !hint.includes('"'));
  const raw = reply.raw as { writeEarlyHints?: (hints: Record<string, string | string[]>) => void };
  if (!link.length || typeof raw.writeEarlyHints !== "function") return;
  try {
    raw.writeEarlyHints({ link });
  } catch (err) {
    // Hints only speed a page up: a refused one must never cost the page itself.
    log.warn({ err }, "early hints refused");
  }
}
