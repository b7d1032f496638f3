import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { linguiPlugins } from "./scripts/lib/vite-lingui.js";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: linguiPlugins(),
        test: {
          name: "web",
          include: ["tests/src/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/src/support/i18n-setup.tsx"],
          exclude: ["tests/src/offline/**"],
          environment: "jsdom",
          // Room for the longer `findBy…` waits set in the setup file, on a loaded host.
          testTimeout: 20_000,
        },
        // A module only vite-plugin-pwa's build makes; the tests that reach it mock it.
        resolve: {
          alias: {
            "virtual:pwa-register": fileURLToPath(
              new URL("tests/src/support/pwa-register.ts", import.meta.url),
            ),
          },
        },
      },
      {
        // The outbox's page side reaches the API client, whose server texts are Lingui messages.
        plugins: linguiPlugins(),
        test: {
          name: "offline",
          include: ["tests/src/offline/**/*.test.ts", "tests/sw/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/src/offline/support/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          // `*.pg.test.ts` hold PostgreSQL's own behaviour (query plans): run on it alone, never skipped.
          exclude: process.env.DATABASE_URL ? [] : ["tests/server/**/*.pg.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          // Time limits guard against a hang, never measure speed (bench/ does): sized for a slow
          // hour of the two-core host, on which one CI run took twice its usual time in every stage.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // npm start itself (scripts/start.ts): real processes, ports and signals, one at a time;
          // and the tooling's own tests (scripts/lib, bench/).
          name: "scripts",
          include: ["tests/scripts/**/*.test.ts", "tests/bench/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Two real server processes on one PostgreSQL database (DATABASE_URL), one file at a time.
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/support/stack.ts"],
          fileParallelism: false,
          // Hang guards sized for a slow hour of the host, as the server project's.
          testTimeout: 180_000,
          // The app leaves sign-in, the carousel and the outbox to when the browser is idle; on a
          // loaded two-core host that came later than Vitest's default of one second of polling.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 150_000,
        },
      },
    ],
  },
});
