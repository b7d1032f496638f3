/**
 * The page: the built index.html with the painted markup in `#root` and the first answers in a
 * data block. Inserted by position, never with `String.prototype.replace` and a string: `$'`, `$&`,
 * `` $` `` in stored text would be read as patterns and copy the page into itself
 * (docs/decisions.md, "Stored text in server-built pages").
 */
import type { PageHead } from "../../contract/locale.js";

export const PAINTED_MARK = "<!--painted-->";
const ROOT = '<div id="root">';

export function pageHtml(
  template: string,
  painted: { html: string; flaggedOnly: boolean; head: PageHead },
  answers: Record<string, unknown>,
): string {
  let html = withHead(template, painted.head);
  html = insertAt(html, html.indexOf(PAINTED_MARK), painted.html, PAINTED_MARK.length);
  // Painted for a flagged device only (src/styles.css hides it elsewhere).
  if (painted.flaggedOnly)
    html = insertAt(html, html.indexOf(ROOT), '<div id="root" data-painted-for="flagged">', ROOT.length);
  if (Object.keys(answers).length)
    html = insertAt(html, html.indexOf("</head>"), dataBlock("tn-first-data", answers));
  return html;
}

/**
 * The page's language and direction on `<html>`, its title and description in that language: in
 * place of the template's own, found by position.
 */
export function withHead(page: string, head: PageHead): string {
  let html = replaceBetween(page, "<html", ">", ` lang="${head.lang}" dir="${head.dir}"`);
  html = replaceBetween(html, "<title>", "</title>", escapeText(head.title));
  return replaceBetween(html, '<meta name="description" content="', '"', escapeText(head.description));
}

/** What lies between the first `open` and the next `close` after it, replaced by `text`. */
function replaceBetween(page: string, open: string, close: string, text: string): string {
  const start = page.indexOf(open);
  const end = start < 0 ? -1 : page.indexOf(close, start + open.length);
  if (end < 0) return page;
  return page.slice(0, start + open.length) + text + page.slice(end);
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `text` at `at`, in place of the `replaced` characters there; the page as it is when `at` is -1. */
function insertAt(page: string, at: number, text: string, replaced = 0): string {
  return at < 0 ? page : page.slice(0, at) + text + page.slice(at + replaced);
}

/**
 * A data block, never run (and so outside the CSP's script rules); "<" escaped so no text in the
 * data can end the element.
 */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}
