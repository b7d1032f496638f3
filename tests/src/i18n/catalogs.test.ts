import { describe, expect, it } from "vitest";
import {
  type CatalogMessage,
  hasLatinWord,
  placeholdersOf,
  pluralsOf,
  readCatalog,
  tokensOf,
  wordsOf,
} from "../../support/catalogs.js";

/**
 * The catalogs (docs/decisions.md, "Languages"): every text of the app, written in English in the
 * code, has a translation in Bangla and in Arabic that fills in the same things (arguments, plural
 * and select arguments, the numbered tags of <Trans>) and counts by the language's own plural rules.
 * That they hold every text of the code is tests/scripts/i18n-extract.test.ts's.
 */

const en = await readCatalog("en");
const TRANSLATED = ["bn", "ar"] as const;
const catalogs = Object.fromEntries(
  await Promise.all(TRANSLATED.map(async (locale) => [locale, await readCatalog(locale)] as const)),
) as Record<(typeof TRANSLATED)[number], Map<string, CatalogMessage>>;

/** How a message is named in a failure: its source text, with its context when it has one. */
const named = (m: CatalogMessage) => (m.context ? `[${m.context}] ${m.source}` : m.source);

/** Runs `check` on each message; returns what it reported, one line per message. */
function problems(messages: Iterable<CatalogMessage>, check: (m: CatalogMessage) => string | null): string[] {
  const found: string[] = [];
  for (const m of messages) {
    let problem: string | null;
    try {
      problem = check(m);
    } catch (error) {
      problem = `does not parse: ${(error as Error).message}`;
    }
    if (problem) found.push(`${named(m)} — ${problem}`);
  }
  return found;
}

describe("the English catalog", () => {
  it("has texts, each a message Lingui can read, its own source as its text", () => {
    expect(en.size).toBeGreaterThan(0);
    expect(
      problems(en.values(), (m) => {
        tokensOf(m.source);
        return m.translation === "" || m.translation === m.source ? null : `written as "${m.translation}"`;
      }),
    ).toEqual([]);
  });
});

for (const locale of TRANSLATED) {
  describe(`the ${locale} catalog`, () => {
    const catalog = catalogs[locale];
    const categories = new Intl.PluralRules(locale).resolvedOptions()
      .pluralCategories as Intl.LDMLPluralRule[];

    it("has every message of the English one, and no other", () => {
      const missing = [...en.keys()].filter((key) => !catalog.has(key));
      const extra = [...catalog.keys()].filter((key) => !en.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it("translates every message", () => {
      const messages = [...en.keys()].flatMap((key) => catalog.get(key) ?? []);
      expect(problems(messages, (m) => (m.translation.trim() === "" ? "no translation" : null))).toEqual([]);
    });

    it("fills in the same arguments and tags as the English text", () => {
      const messages = [...en.keys()].flatMap((key) => catalog.get(key) ?? []);
      expect(
        problems(messages, (m) => {
          if (m.translation.trim() === "") return null;
          const want = placeholdersOf(m.source);
          const got = placeholdersOf(m.translation);
          return want.join(" ") === got.join(" ")
            ? null
            : `English has ${want.join(" ") || "none"}, the translation ${got.join(" ") || "none"}`;
        }),
      ).toEqual([]);
    });

    it(`counts by the language's plural rules (${categories.join(", ")})`, () => {
      const messages = [...en.keys()].flatMap((key) => catalog.get(key) ?? []);
      expect(
        problems(messages, (m) => {
          if (m.translation.trim() === "") return null;
          const wrong = pluralsOf(m.translation, categories).flatMap(({ arg, keys }) => {
            const lacking = categories.filter((c) => !keys.includes(c));
            return lacking.length
              ? [`{${arg}} lacks the form${lacking.length > 1 ? "s" : ""} ${lacking.join(", ")}`]
              : [];
          });
          return wrong.length ? wrong.join("; ") : null;
        }),
      ).toEqual([]);
    });

    it("never leaves the English words as the translation", () => {
      const messages = [...en.keys()].flatMap((key) => catalog.get(key) ?? []);
      expect(
        problems(messages, (m) =>
          m.translation === m.source && hasLatinWord(wordsOf(m.source)) ? "the English text copied" : null,
        ),
      ).toEqual([]);
    });
  });
}

describe("what the catalog tests read in a message", () => {
  it("finds arguments, plural and select arguments inside cases, and <Trans>'s tags", () => {
    expect(
      placeholdersOf(
        "Hi {name}, {count, plural, one {# <0>review</0>} other {# reviews by {who}}} {kind, select, a {<1/>} other {}}",
      ),
    ).toEqual(["</0>", "<0>", "<1/>", "{count, plural}", "{kind, select}", "{name}", "{who}"]);
    expect(placeholdersOf("Only words, and an apostrophe: it's '{'quoted'}'")).toEqual([]);
    expect(placeholdersOf("{n, number} left")).toEqual(["{n, number}"]);
  });

  it("tells a copied English text from one that only names the brand", () => {
    expect(hasLatinWord(wordsOf("© {0} TutorNest Learning Ltd."))).toBe(false);
    expect(hasLatinWord(wordsOf("Continue with Google"))).toBe(true);
    expect(hasLatinWord(wordsOf("{count, plural, one {# tutor} other {# tutors}}"))).toBe(true);
  });

  it("rejects a plural form the language lacks, and a message that does not parse", () => {
    expect(() => pluralsOf("{n, plural, two {#} other {#}}", ["one", "other"])).toThrow();
    expect(() => tokensOf("{n, plural, one {#}")).toThrow();
  });
});
