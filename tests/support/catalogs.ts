import { readFileSync } from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { parse, type Token } from "@messageformat/parser";

/**
 * The committed catalogs (docs/decisions.md, "Languages"), read as the tests need them: each
 * message's English source text (the msgid) and its translation, and what a message holds besides
 * words: its ICU arguments and the numbered tags of <Trans>.
 */

/** Tests run from the repository's root, as `npm test` runs them. */
export const CATALOG_DIR = path.resolve("src/i18n/locales");

/** One message of a catalog: the English source text and its translation in that catalog. */
export interface CatalogMessage {
  /** The msgid: SPEC's English text as written in the code. */
  source: string;
  /** msgctxt, when the code gave the message a context. */
  context: string | null;
  translation: string;
}

/** A message's key within a catalog: its source text, with its context when it has one. */
export const keyOf = (m: { source: string; context: string | null }): string =>
  m.context ? `${m.context}\u0004${m.source}` : m.source;

/** `<dir>/<locale>.po` as a map from key (keyOf) to message. */
export async function readCatalog(locale: string, dir = CATALOG_DIR): Promise<Map<string, CatalogMessage>> {
  const text = readFileSync(`${dir}/${locale}.po`, "utf8");
  const parsed = (await formatter({ lineNumbers: false }).parse(text, {
    locale,
    sourceLocale: "en",
    filename: `${locale}.po`,
  })) as Record<
    string,
    { message?: string; translation?: string; context?: string | null; obsolete?: boolean }
  >;
  const messages = new Map<string, CatalogMessage>();
  for (const [id, entry] of Object.entries(parsed)) {
    if (entry.obsolete) continue;
    const message = {
      source: entry.message ?? id,
      context: entry.context ?? null,
      translation: entry.translation ?? "",
    };
    messages.set(keyOf(message), message);
  }
  return messages;
}

/**
 * Names that stay as written in every language: the brand (docs/decisions.md, "Languages") and
 * the names of other companies' services the app shows.
 */
export const PROPER_NAMES = [
  "TutorNest Learning Ltd.",
  "TutorNest",
  "Google",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "YouTube",
] as const;

/** Parses an ICU message as Lingui does; `pluralCategories` also rejects plural keys the language lacks. */
export function tokensOf(message: string, pluralCategories?: Intl.LDMLPluralRule[]): Token[] {
  return parse(message, pluralCategories ? { cardinal: pluralCategories } : {});
}

/** <Trans>'s numbered tags as they appear in a message's text: `<0>`, `</0>`, `<0/>`. */
const TAG = /<\/?\d+\s*\/?>/g;

/**
 * Everything in a message that the code fills in or the screen draws as an element: its arguments
 * with their kind (`{name}`, `{count, plural}`, `{n, number}`), the arguments inside plural and
 * select cases too, and the numbered tags of <Trans>. Sorted, each once.
 */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case "content":
          for (const tag of token.value.match(TAG) ?? []) found.add(tag.replace(/\s+/g, ""));
          break;
        case "argument":
          found.add(`{${token.arg}}`);
          break;
        case "function":
          found.add(`{${token.arg}, ${token.key}}`);
          break;
        case "plural":
        case "select":
        case "selectordinal":
          found.add(`{${token.arg}, ${token.type}}`);
          for (const c of token.cases) walk(c.tokens);
          break;
        case "octothorpe":
          break;
      }
    }
  };
  walk(tokensOf(message));
  return [...found].sort();
}

/** Each `plural` of a message: its argument and the keys of its cases. */
export function pluralsOf(message: string, pluralCategories?: Intl.LDMLPluralRule[]) {
  const plurals: { arg: string; keys: string[] }[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        if (token.type === "plural") plurals.push({ arg: token.arg, keys: token.cases.map((c) => c.key) });
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(tokensOf(message, pluralCategories));
  return plurals;
}

/** The words of a message as a person reads them: arguments, tags and proper names left out. */
export function wordsOf(message: string): string {
  const parts: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "content") parts.push(token.value.replace(TAG, " "));
      else if (token.type === "plural" || token.type === "select" || token.type === "selectordinal")
        for (const c of token.cases) walk(c.tokens);
      else parts.push(" ");
    }
  };
  walk(tokensOf(message));
  let words = parts.join("");
  for (const name of PROPER_NAMES) words = words.replaceAll(name, " ");
  return words;
}

/** Whether a text has a word in Latin letters (two or more), i.e. reads as English. */
export const hasLatinWord = (text: string): boolean => /[A-Za-z]{2,}/.test(text);
