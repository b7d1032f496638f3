import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { paintFirst } from "./scripts/lib/vite-paint-first.js";
import { precompress } from "./scripts/lib/vite-precompress.js";
import { SAVED_DATA } from "./src/lib/saved-data-location.js";
import { webManifest } from "./sw/manifest.js";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";
/** Busts the persisted query cache when a new build ships (docs/decisions.md, Offline). */
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      // A route's loader travels with its screen: the feature api modules (and the zod schemas
      // they parse with) load when the route is first visited, not with the first paint.
      codeSplittingOptions: {
        defaultBehavior: [
          ["loader", "component"],
          ["pendingComponent"],
          ["errorComponent"],
          ["notFoundComponent"],
        ],
      },
    }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "prompt",
      manifest: webManifest,
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
    // The screens index.html paints (server/shell-data.ts, shellRoute): the page the service worker
    // serves preloads their code with the entry's, as the server's page does.
    paintFirst({
      screens: [
        { path: "^/$", routeFile: "src/routes/index.tsx" },
        { path: "^/find-tutors$", routeFile: "src/routes/find-tutors.index.tsx" },
        { path: "^/tutor/[^/]+$", routeFile: "src/routes/tutor.$id.tsx" },
      ],
      savedData: SAVED_DATA,
      // The saved screen is painted only by the build that saved it (src/lib/saved-screen.ts).
      buildId,
    }),
    precompress(),
  ],
  // The manifest tells the server which chunks a screen needs (server/route-chunks.ts).
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // contract/ only declares (schemas, constants, pure functions): a screen's code takes the
      // schemas it uses, not the module graph behind the barrel. Each zod schema is built when
      // its module runs, so every schema a screen carries is start-up work (docs/benchmarks.md).
      treeshake: { moduleSideEffects: [{ test: /[\\/]contract[\\/]/, sideEffects: false }] },
      output: {
        // React and TanStack in one chunk: split by use, they were ten small files of the first
        // bundle, and each file the starter preloads costs the phone's main thread a few ms.
        codeSplitting: {
          groups: [{ name: "start", test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }],
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
});
