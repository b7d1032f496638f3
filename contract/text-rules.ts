/**
 * What text and image URLs the product accepts, as plain functions: no zod here, because
 * contract/pages.ts (which ships with the first paint) uses them too. The zod schemas built on
 * them are in contract/text.ts.
 *
 * PostgreSQL refuses NUL and text that is not valid UTF-8 (a lone UTF-16 surrogate cannot be
 * encoded), which would turn bad input into a 500; other control characters have no business in
 * what people type and break headers and logs. (`String.prototype.isWellFormed` is ES2024: not
 * in this project's `lib`, hence the regex.)
 */
// No lookbehind: the PWA uses these too, and older Safari cannot parse one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 controls and DEL; multi-line text keeps tab and line breaks (CR LF as pasted text has them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export interface SafeTextOptions {
  /** Allow tab and line breaks (descriptions, bios). */
  multiline?: boolean;
}

/** True when `s` holds no character that the database or a header cannot carry. */
export function isSafeText(s: string, { multiline = false }: SafeTextOptions = {}): boolean {
  const control = multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  return !control.test(s) && !LONE_SURROGATE.test(s);
}

const CONTROL_ALL = new RegExp(CONTROL_SINGLE_LINE.source, "g");
const LONE_SURROGATE_ALL = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `s` made single-line safe text of at most `max` characters, or null when nothing is left: for
 * values nobody typed into our forms (the identity provider's display name), which are cleaned
 * rather than refused so that a strange provider value cannot stop a sign-in.
 */
export function cleanText(s: string, max: number): string | null {
  const cleaned = s.replace(CONTROL_ALL, "").replace(LONE_SURROGATE_ALL, "$1").trim();
  // Cut on a code point, never between the two halves of a surrogate pair.
  const cut = Array.from(cleaned).slice(0, max).join("").trim();
  return cut.length ? cut : null;
}

/**
 * An image the product may show and hint with `Link: rel=preload`: one of our own uploads
 * (server/images/image-store.ts names them), or a plain absolute https URL: ASCII only, no
 * spaces, no `<>"{}|\^[]` or backtick, no credentials, percent-escapes well formed, bounded
 * length. Anything else (`javascript:`, `data:`, `http:`, `https://example.com/✓.png`, a
 * `>; rel=…` injection) is not one.
 */
export const IMAGE_URL_MAX = 2048;
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
const HTTPS_URL = new RegExp(
  `^https://${LABEL}(?:\\.${LABEL})*(?::\\d{1,5})?(?:[/?#](?:[A-Za-z0-9\\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*)?$`,
);

export function isImageUrl(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length <= IMAGE_URL_MAX &&
    (OWN_UPLOAD.test(value) || HTTPS_URL.test(value))
  );
}
