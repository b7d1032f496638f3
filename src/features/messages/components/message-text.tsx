import type { ReactNode } from "react";

/** An http(s) address in running text, up to the next space or angle bracket or quote. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;
/** What usually ends the sentence around an address rather than the address itself. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** `raw` as a link target when it is a well-formed http(s) URL, else null. */
function linkTarget(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's words as text, never as HTML (docs/product.md, Messages between people): React writes them as text
 * nodes; an http(s) address becomes a link that opens apart from the app and passes no standing to
 * what it links (`rel="noopener noreferrer nofollow ugc"`). Line breaks stay (`whitespace-pre-wrap`
 * on the caller).
 */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, "");
    const href = linkTarget(address);
    if (!href) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <a
        key={start}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="break-words underline underline-offset-2"
      >
        {address}
      </a>,
    );
    at = start + address.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
