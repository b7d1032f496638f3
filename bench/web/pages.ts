import { LOCALES, type Locale } from "../../contract/locale.js";

/**
 * The pages `bench:web` measures with Lighthouse, by name: `/` (in English, and in Bangla for a
 * browser whose language is Bangla), `/find-tutors`, and a tutor's page signed in.
 */
export const PAGES = ["home", "home-bn", "find-tutors", "tutor"] as const;
export type PageName = (typeof PAGES)[number];

/**
 * A browser whose language is Bangla (docs/decisions.md, "Languages"): `navigator.languages` is
 * `["bn"]` and its requests say `Accept-Language: bn`, so the server paints `/` in Bangla and the
 * app loads Bangla's texts alone, as on a first visit from a phone set to Bangla.
 */
export const IN_BANGLA = ["--accept-lang=bn"];

/**
 * `BENCH_ONLY`, a comma-separated list of page names: only those pages are measured, without the
 * controls and the offline visit (a quick look at one page; only a full run judges everything).
 */
export function selectedPages(only: string | undefined): { pages: PageName[]; full: boolean } {
  const names = (only ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return { pages: [...PAGES], full: true };
  const unknown = names.filter((name) => !(PAGES as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`BENCH_ONLY: no page ${unknown.join(", ")} (pages: ${PAGES.join(", ")})`);
  return { pages: PAGES.filter((page) => names.includes(page)), full: false };
}

/**
 * What a run of a page in `locale` did wrong with the catalogs: every run must load that language's
 * first-screen texts and no text of another language (`catalogs`: each language's files, site paths,
 * the first-screen part first).
 */
export function catalogProblems(
  requestsByRun: string[][],
  locale: Locale,
  catalogs: Record<Locale, readonly string[]>,
): string[] {
  return requestsByRun.flatMap((requests, i) => {
    const paths = requests.map((url) => url.replace(/^https?:\/\/[^/]+/, "").split("?")[0]);
    const loaded = LOCALES.filter((l) => catalogs[l].some((file) => paths.includes(file)));
    if (loaded.length !== 1 || loaded[0] !== locale)
      return [
        `run ${i + 1} loaded the texts of ${loaded.join(", ") || "no language"}, not ${locale}'s alone`,
      ];
    if (!paths.includes(catalogs[locale][0]!))
      return [`run ${i + 1} did not load ${locale}'s first-screen texts`];
    return [];
  });
}
