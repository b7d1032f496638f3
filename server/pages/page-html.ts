/**
 * The page: the built index.html with the painted markup in `#root` and the first answers in a
 * data block. Inserted by position, never with `String.prototype.replace` and a string: `$'`, `$&`,
 * `` $` `` in stored text would be read as patterns and copy the page into itself
 * (docs/decisions.md, "Stored text in server-built pages").
 */
export const PAINTED_MARK = "<!--painted-->";
const ROOT = '<div id="root">';

export function pageHtml(
  template: string,
  painted: { html: string; flaggedOnly: boolean },
  answers: Record<string, unknown>,
): string {
  let html = insertAt(template, template.indexOf(PAINTED_MARK), painted.html, PAINTED_MARK.length);
  // Painted for a flagged device only (src/styles.css hides it elsewhere).
  if (painted.flaggedOnly)
    html = insertAt(html, html.indexOf(ROOT), '<div id="root" data-painted-for="flagged">', ROOT.length);
  if (Object.keys(answers).length)
    html = insertAt(html, html.indexOf("</head>"), dataBlock("tn-first-data", answers));
  return html;
}

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
