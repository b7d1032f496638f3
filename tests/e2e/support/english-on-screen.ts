import type { Page, Response } from "playwright-core";

/**
 * What a screen drawn in Bangla or Arabic must not show (docs/decisions.md, "Languages"): Latin
 * letters in the app's own texts. What people wrote reaches the page only through the API or the
 * data the server paints into the page, so every string of those is taken out first; a few names
 * stay in every language.
 */

/**
 * Names that stay as they are in every language: the brand (and its company's legal name), the
 * currency code, the social networks the footer links to (their own brands), image formats and
 * time zones' names.
 */
export const NAMES_THAT_STAY = [
  "TutorNest Learning Ltd.",
  "TutorNest",
  "US$",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "YouTube",
  // Image formats, named as everywhere.
  "JPEG",
  "PNG",
  "WebP",
  "GIF",
  "AVIF",
  // IANA time-zone names and their cities (Asia/Dhaka, "e.g. Dhaka"): the identifiers the
  // Availability screen's zone picker lists and searches, the same in every language.
  ...Intl.supportedValuesOf("timeZone").flatMap((zone) => [zone, zone.split("/").at(-1) ?? zone]),
  // The device's own zone as Intl names it, which the list above may not hold ("UTC" is not among
  // the canonical names): the filters' 'When' and the lessons name it.
  Intl.DateTimeFormat().resolvedOptions().timeZone,
  "UTC",
];

/** An email address (people's, shown on tutorials, bookings and profiles). */
const EMAIL = "[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+";

/** Shorter strings would cut letters out of the app's own words ("en" of "Open"). */
const SHORTEST_PEOPLES_TEXT = 3;

/**
 * Collects every string of the page's /api JSON answers and of the data blocks of its loaded pages,
 * for as long as the page lives: a screen
 * may draw data a previous screen fetched (the query cache survives a load), so nothing is dropped.
 */
export function peoplesTexts(page: Page): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === "string") {
      if (value.trim().length >= SHORTEST_PEOPLES_TEXT) texts.add(value.trim());
    } else if (Array.isArray(value)) {
      for (const v of value) collect(v);
    } else if (value && typeof value === "object") {
      for (const v of Object.values(value)) collect(v);
    }
  };
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "document") {
      // The data the server paints into the page's data blocks: no /api answer brings it on a first load.
      response.text().then(
        (html) => {
          for (const [, json] of html.matchAll(
            /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g,
          )) {
            try {
              collect(JSON.parse(json ?? "null"));
            } catch {}
          }
        },
        () => undefined,
      );
      return;
    }
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/")) return;
    if (!(response.headers()["content-type"] ?? "").includes("json")) return;
    response.json().then(collect, () => undefined);
  });
  return texts;
}

/**
 * The Latin texts left on the page now, once `allowed` (what people wrote, names that stay) and
 * emails are taken out: visible text nodes, aria-label, title, placeholder and alt, and the
 * document's title (of `scope`, the whole page by default; the title only then). Text marked as another language (`lang`, e.g. 'English' in the Language
 * control) is not the screen's language and is left out.
 */
export function englishOnScreen(page: Page, allowed: Iterable<string>, scope = "body"): Promise<string[]> {
  // Longest first, so that a longer text is taken out whole before a shorter one inside it.
  const out = [...new Set([...NAMES_THAT_STAY, ...allowed])].sort((a, b) => b.length - a.length);
  return page.evaluate(
    ({ out: given, email, scope }) => {
      const root = document.querySelector(scope) ?? document.body;
      const out = given;
      // A text cut short with '…' (a card's description) is people's when a whole one begins with it.
      const cutShort = (text: string) => {
        const t = text.trim();
        if (!t.endsWith("…") || t.length < 20) return false;
        const start = t.slice(0, -1).trimEnd();
        return out.some((o) => o.startsWith(start));
      };
      const lang = document.documentElement.lang;
      const otherLanguage = (el: Element) => {
        const marked = el.closest("[lang]");
        return marked !== null && marked !== document.documentElement && marked.getAttribute("lang") !== lang;
      };
      const shown = (el: Element) =>
        !el.closest("script, style, template, noscript, [hidden]") &&
        el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (el && shown(el) && !otherLanguage(el)) found.push(node.textContent ?? "");
      }
      for (const el of root.querySelectorAll("*")) {
        if (el.closest("script, style, template, [hidden]") || otherLanguage(el)) continue;
        for (const name of ["aria-label", "title", "placeholder", "alt"]) {
          const value = el.getAttribute(name);
          if (value) found.push(`[${name}] ${value}`);
        }
      }
      if (root === document.body) found.push(`[document.title] ${document.title}`);
      const emails = new RegExp(email, "g");
      return found
        .map((text) => {
          const prefix = text.match(/^\[[\w.-]+\] /)?.[0] ?? "";
          let left = text.slice(prefix.length);
          if (cutShort(left)) return "";
          for (const o of out) left = left.replaceAll(o, "");
          left = left.replace(emails, "");
          return /[A-Za-z]/.test(left) ? `${prefix}${text.slice(prefix.length).trim()}` : "";
        })
        .filter((t) => t !== "");
    },
    { out, email: EMAIL, scope },
  );
}
