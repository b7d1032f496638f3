import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.js";
import { type Browser, openBrowser } from "./support/browser.js";
import { savedQueries, waitForServiceWorker } from "./support/offline.js";
import { type OwnServer, ownServer } from "./support/own-server.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_B = `e2e-build-b-${randomUUID().slice(0, 8)}`;
let buildBDir = "";
let buildB: Promise<void>;

/**
 * Build B: the same sources with another BUILD_ID, built as `npm run build` builds (the render
 * bundle, then the app), in the background while test 1 runs.
 */
function build(outDir: string, buildId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: outDir, BUILD_ID: buildId },
      stdio: "pipe",
    });
    let output = "";
    child.stdout?.on("data", (d: Buffer) => {
      output += d.toString();
    });
    child.stderr?.on("data", (d: Buffer) => {
      output += d.toString();
    });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build failed:\n${output}`))));
  });
}

beforeAll(() => {
  buildBDir = mkdtempSync(path.join(os.tmpdir(), "tn-build-b-"));
  buildB = build(buildBDir, BUILD_B);
  // Awaited in the test that needs it; a failure is reported there.
  buildB.catch(() => {});
});
afterAll(() => {
  if (buildBDir) rmSync(buildBDir, { recursive: true, force: true });
});

let b: Browser | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

describe("installable PWA", () => {
  it("has no installability errors once its service worker is active, and a complete manifest whose images are served", async () => {
    b = await openBrowser();
    const { page, context } = b;
    await page.goto("/");
    await waitForServiceWorker(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
    // The page links its manifest once its largest picture is painted (src/lib/manifest-link.ts).
    await page.waitForFunction(() => document.querySelector('link[rel="manifest"]') !== null);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const { url, errors, data } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe("/manifest.webmanifest");

    const manifest = JSON.parse(data ?? "{}") as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: ManifestImage[];
      screenshots: ManifestImage[];
    };
    expect(manifest.name).toMatch(/TutorNest/);
    expect(manifest.short_name).toBe("TutorNest");
    expect(manifest).toMatchObject({ start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icon = (sizes: string, purpose: string) =>
      manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? "any").split(" ").includes(purpose));
    expect(icon("192x192", "any")).toBeDefined();
    expect(icon("512x512", "any")).toBeDefined();
    expect(icon("512x512", "maskable")).toBeDefined();
    expect(manifest.screenshots.map((s) => [s.form_factor, s.sizes])).toEqual([
      ["narrow", "390x844"],
      ["wide", "1280x800"],
    ]);
    for (const s of manifest.screenshots) expect(s.label).toBeTruthy();

    // Every image is served, a real PNG of the size the manifest says.
    for (const image of [...manifest.icons, ...manifest.screenshots]) {
      const res = await page.request.get(image.src);
      expect(res.status(), image.src).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
      const bytes = await res.body();
      expect(pngSize(bytes), image.src).toBe(image.sizes);
      if (image.form_factor) expect(bytes.length).toBeLessThan(300 * 1024);
    }
  });
});

describe("a new version", () => {
  let server: OwnServer | undefined;
  afterAll(() => server?.dispose());

  // Two cold starts of a server of its own and a whole build awaited: more than one test's time.
  it("is announced ('A new version is available'), and Reload activates its worker", async () => {
    server = await ownServer(); // build A: the one the stack serves
    await server.start();
    b = await openBrowser({ baseURL: server.baseURL });
    const { page } = b;
    await page.goto("/");
    await waitForServiceWorker(page);
    await page.reload();
    await page.getByRole("heading", { name: "Our Statistics" }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
    const scriptA = await page.locator("script[type=module]").first().getAttribute("src");
    await expect.poll(async () => JSON.parse((await savedQueries(page)) || "{}").buster).toBeTruthy();
    const busterA = JSON.parse(await savedQueries(page)).buster as string;
    expect(busterA).not.toBe(BUILD_B);
    expect(await page.getByText("A new version is available").count()).toBe(0);

    // Deploy build B: the same server, restarted on the new build.
    await buildB;
    // The entry script, as build B's page names it.
    const pageB = readFileSync(path.join(buildBDir, "index.html"), "utf8");
    const scriptB = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(pageB)?.[1];
    expect(scriptB).toBeTruthy();
    expect(scriptB).not.toBe(scriptA);
    await server.kill("SIGTERM");
    server.setDistDir(buildBDir);
    await server.start();

    // The next visit finds the new worker, which waits; the page says so.
    await page.reload();
    await page.getByText("A new version is available").waitFor();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    // Until Reload, the old version still runs the page.
    expect(await page.locator("script[type=module]").first().getAttribute("src")).toBe(scriptA);

    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload" }).click()]);
    await page.getByRole("heading", { name: "Our Statistics" }).waitFor();
    expect(await page.locator("script[type=module]").first().getAttribute("src")).toBe(scriptB);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return {
          waiting: registration.waiting !== null,
          controlled: navigator.serviceWorker.controller?.state,
        };
      }),
    ).toEqual({ waiting: false, controlled: "activated" });
    expect(await page.getByText("A new version is available").count()).toBe(0);
    // Build B's code runs: it saves the cache under its own build id.
    await expect.poll(async () => JSON.parse((await savedQueries(page)) || "{}").buster).toBe(BUILD_B);
  }, 300_000);
});
