import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM, CHROMIUM_ARGS } from "../../../scripts/lib/chromium.js";

export { CHROMIUM, CHROMIUM_ARGS };

export interface Browser {
  context: BrowserContext;
  page: Page;
  baseURL: string;
  close(): Promise<void>;
}

/**
 * A fresh Chromium profile per call, so no state leaks between journeys; or, with `profileDir`,
 * that profile, kept on close: the same browser opened again later (the app closed and started).
 */
export async function openBrowser(
  opts: { width?: number; height?: number; args?: string[]; baseURL?: string; profileDir?: string } = {},
): Promise<Browser> {
  const dir = opts.profileDir ?? mkdtempSync(path.join(os.tmpdir(), "tn-chromium-"));
  const baseURL = opts.baseURL ?? inject("baseURL");
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(opts.args ?? [])],
    viewport: { width: opts.width ?? 390, height: opts.height ?? 844 },
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  return {
    context,
    page,
    baseURL,
    async close() {
      await context.close();
      if (!opts.profileDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
