import path from "node:path";
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { lingui } from "@lingui/vite-plugin";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import type { Plugin, PluginOption, Rolldown } from "vite";
import { FIRST_SCREEN_ROUTE, isFirstScreenSource } from "../../src/i18n/first-screen.js";

type OutputChunk = Rolldown.OutputChunk;

/**
 * The app's texts (docs/decisions.md, "Languages"), for the build and the tests alike: Lingui's
 * macros (`t`, `<Trans>`, `msg`…) turned into catalog lookups in the files that use them only,
 * before React's plugin rewrites the JSX; the catalogs (src/i18n/locales/*.po) compiled when
 * imported, a text without its translation failing the build.
 */
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ["@lingui/babel-plugin-lingui-macro"] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export function linguiPlugins(): PluginOption[] {
  return [babel({ presets: [linguiMacros] }), lingui({ failOnMissing: true }), firstScreenTexts()];
}

/** `<catalog>.po?first`: the part of a catalog that the first screen draws (src/i18n/first-screen.ts). */
export const FIRST_PART = /\.po\?first$/;

/**
 * Compiles `<catalog>.po?first`: the messages of that catalog which come from a first-screen source
 * (the catalog's references name each message's sources). Its translations are those of the whole
 * catalog, which Lingui's plugin compiles and checks. The app's build then fails when the first
 * screen's code (the entry, the app it starts, the first route's screen) uses a text outside that part.
 */
function firstScreenTexts(): Plugin {
  const config = getConfig({ cwd: process.cwd() });
  const root = config.rootDir ?? process.cwd();
  const sourceLocale = config.sourceLocale ?? "en";
  let isAppBuild = false;
  /** The first screen's message ids, and every message's English text and sources. */
  const firstIds = new Set<string>();
  const described = new Map<string, string>();
  return {
    name: "tutornest-first-screen-texts",
    configResolved(resolved) {
      isAppBuild = resolved.command === "build" && !resolved.build.ssr;
    },
    async transform(_source, id) {
      if (!FIRST_PART.test(id)) return null;
      const file = path.relative(root, id.replace(FIRST_PART, ".po"));
      const found = getCatalogForFile(file, await getCatalogs(config));
      if (!found) throw new Error(`first-screen texts: ${file} is no catalog of lingui.config.ts`);
      const { catalog, locale } = found;
      const entries = (await catalog.read(locale)) ?? {};
      const { messages } = await catalog.getTranslations(locale, {
        sourceLocale,
        fallbackLocales: config.fallbackLocales ?? {},
      });
      const first = Object.fromEntries(
        Object.entries(messages).filter(([key]) =>
          entries[key]?.origin?.some(([from]) => isFirstScreenSource(from)),
        ),
      );
      if (locale === sourceLocale) {
        for (const key of Object.keys(first)) firstIds.add(key);
        for (const [key, entry] of Object.entries(entries))
          described.set(
            key,
            `"${entry.message ?? key}" (${(entry.origin ?? []).map(([f]) => f).join(", ")})`,
          );
      }
      const { source: code } = createCompiledCatalog(locale, first, { namespace: "es" });
      return { code, map: null, moduleType: "js" };
    },
    generateBundle(_options, bundle) {
      if (!isAppBuild) return;
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk");
      const outside = firstScreenChunks(chunks, path.join(root, FIRST_SCREEN_ROUTE)).flatMap((chunk) =>
        messageIdsIn(chunk.code)
          .filter((key) => described.has(key) && !firstIds.has(key))
          .map((key) => `  ${described.get(key)}, in ${chunk.fileName}`),
      );
      if (outside.length)
        this.error(
          `The first screen uses texts outside its part of the catalogs (src/i18n/first-screen.ts):\n${outside.join("\n")}`,
        );
    },
  };
}

type Chunk = Pick<OutputChunk, "fileName" | "isEntry" | "imports" | "dynamicImports" | "facadeModuleId">;

/**
 * The chunks the first screen runs: the entries and the app they start, the first route's own
 * chunks (`route`: its file, whose chunks the router's plugin names by it; none without it), and
 * all they import. The page manifest's entry code is the same walk without a route.
 */
export function firstScreenChunks<C extends Chunk>(chunks: readonly C[], route?: string): C[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const found = new Map<string, C>();
  const walk = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || found.has(file)) return;
    found.set(file, chunk);
    for (const imported of chunk.imports) walk(imported);
  };
  for (const chunk of chunks) {
    if (chunk.isEntry) {
      walk(chunk.fileName);
      for (const started of chunk.dynamicImports) walk(started);
    }
    if (route && chunk.facadeModuleId?.startsWith(route)) walk(chunk.fileName);
  }
  return [...found.values()];
}

/** The message ids a built chunk looks up: Lingui's macros compile each text to `{id:`…`}`. */
export const messageIdsIn = (code: string): string[] =>
  [...code.matchAll(/\bid:`([^`]+)`/g)].map((m) => m[1]!);
