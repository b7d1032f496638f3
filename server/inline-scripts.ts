import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The CSP sources ('sha256-…') of the inline scripts in the built shell (the theme script, which
 * must run before the first paint): exactly these may run inline, nothing else.
 */
export function inlineScriptSources(distDir: string): string[] {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return [];
  const html = readFileSync(index, "utf8");
  const sources: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === "") continue;
    sources.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return sources;
}
