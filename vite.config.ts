import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { linguiPlugins } from "./scripts/lib/vite-lingui.js";
import { manifestLinkLater } from "./scripts/lib/vite-manifest-link.js";
import { paintedPage } from "./scripts/lib/vite-painted-page.js";
import { MANIFEST_PATH } from "./src/lib/manifest-link.js";
import { webManifest } from "./sw/manifest.js";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";
/** Busts the persisted query cache when a new build ships (docs/decisions.md, Offline). */
const buildId = process.env.BUILD_ID ?? new Date().toISOString();
// Written into index.html's inline picker (%VITE_BUILD_ID%): nothing that could end its string.
if (!/^[\w.:+-]*$/.test(buildId)) throw new Error(`unusable BUILD_ID ${JSON.stringify(buildId)}`);
process.env.VITE_BUILD_ID = buildId;

/**
 * Two builds (scripts/lib/build-pwa.ts): the render bundle (`--ssr`, src/startup/render-page.tsx,
 * into dist/.render/), then the app, whose index.html is painted by that bundle (docs/decisions.md,
 * "How a page starts").
 */
export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    // The render bundle's React is the production one, whatever the server's environment says.
    ...(isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {}),
  },
  // The render bundle carries its dependencies: it runs from wherever dist/ is, with no node_modules.
  ssr: { noExternal: true },
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      // A route's loader travels with its screen: the feature api modules (and the zod schemas
      // they parse with) load when the route is first visited, not with the first bundle.
      codeSplittingOptions: {
        defaultBehavior: [
          ["loader", "component"],
          ["pendingComponent"],
          ["errorComponent"],
          ["notFoundComponent"],
        ],
      },
    }),
    ...linguiPlugins(),
    react(),
    ...(isSsrBuild
      ? []
      : [
          tailwindcss(),
          VitePWA({
            strategies: "injectManifest",
            srcDir: "sw",
            filename: "sw.ts",
            injectRegister: false,
            registerType: "prompt",
            manifest: webManifest,
            manifestFilename: MANIFEST_PATH.slice(1),
            includeManifestIcons: false,
            injectManifest: {
              // The shell, fonts, category icons and carousel art; never the manifest (icons twice).
              globPatterns: [
                "**/*.{js,css,html,svg,woff2}",
                "carousel/*.webp",
                "categories/*.webp",
                "icons/icon-192.png",
                "icons/favicon-*.png",
              ],
              globIgnores: ["screenshots/**"],
            },
            devOptions: { enabled: false },
          }),
          manifestLinkLater(),
          paintedPage(),
          // A .br and a .gz beside each text file, served as they are by server/pages/.
          compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024 }),
        ]),
  ],
  build: isSsrBuild
    ? {
        target: "node20",
        sourcemap: false,
        emptyOutDir: true,
        copyPublicDir: false,
        // Imported by the service worker's registration only, which the render never starts.
        rolldownOptions: { external: ["virtual:pwa-register"] },
      }
    : {
        target: "es2022",
        sourcemap: false,
        // The render bundle is built into dist/.render/ first (scripts/lib/build-pwa.ts empties dist/).
        emptyOutDir: false,
        rolldownOptions: {
          // contract/ only declares (schemas, constants, pure functions): a screen's code takes the
          // schemas it uses, not the module graph behind the barrel.
          treeshake: { moduleSideEffects: [{ test: /[\\/]contract[\\/]/, sideEffects: false }] },
          output: {
            // React and TanStack in one chunk: each file the page preloads costs the phone's main thread.
            codeSplitting: {
              groups: [
                { name: "start", test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ },
                // What start-up reads from the device (the session flag, the outbox's IndexedDB) in one
                // chunk: shared by many lazy screens, it would otherwise be cut into several small files.
                {
                  name: "device",
                  test: /node_modules[\\/]idb-keyval[\\/]|src[\\/]features[\\/]auth[\\/]auth-store|src[\\/]lib[\\/]saved-data-location/,
                },
              ],
            },
          },
        },
      },
  server: {
    host: "127.0.0.1",
    port: 5173,
    // The browser's Host is passed on as is (Vite's shorthand would rewrite it to the target's), so
    // that the API sees the dev server's origin as its own and accepts its writes (server/plugins/same-origin.ts).
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/uploads": { target: apiTarget, changeOrigin: false },
    },
  },
}));
