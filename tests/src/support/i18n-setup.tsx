import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { configure } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { activateLocale } from "../../../src/i18n/catalogs.js";

/**
 * Every web test draws in English (SPEC's words) unless it chooses another language, inside
 * Lingui's provider as the app does (src/startup/client.tsx): testing-library's `render` is given
 * the provider as its default wrapper.
 */
await activateLocale("en");

// `findBy…` waits are hang guards, not speed checks: `npm test` runs these beside a browser suite
// on two cores, where a first render in a new language, or a dialog whose module is loaded on
// first use, took more than 5 s. Under the project's 20 s test timeout.
configure({ asyncUtilTimeout: 15_000 });

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

vi.mock("@testing-library/react", async (importOriginal) => {
  const rtl = await importOriginal<typeof import("@testing-library/react")>();
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { wrapper: WithI18n, ...options })) as typeof rtl.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: Parameters<typeof rtl.renderHook>[1]) =>
      rtl.renderHook(hook, { wrapper: WithI18n, ...options })) as typeof rtl.renderHook,
  };
});
