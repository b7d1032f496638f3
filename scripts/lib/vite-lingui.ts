import { lingui } from "@lingui/vite-plugin";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import type { PluginOption } from "vite";

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
  return [babel({ presets: [linguiMacros] }), lingui({ failOnMissing: true })];
}
