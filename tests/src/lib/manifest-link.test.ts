import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { linkManifest, MANIFEST_PATH } from "../../../src/lib/manifest-link.js";

// A built page's code (the dev server makes no manifest).
beforeEach(() => vi.stubEnv("DEV", false));
afterEach(() => {
  vi.unstubAllEnvs();
  for (const link of document.querySelectorAll('link[rel="manifest"]')) link.remove();
});

describe("linking the web app manifest once the page has painted", () => {
  it("adds one link to the manifest, however often called", () => {
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    linkManifest();
    linkManifest();
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(new URL(links[0]!.href).pathname).toBe(MANIFEST_PATH);
  });
});
