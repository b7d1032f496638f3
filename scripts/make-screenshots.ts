/**
 * The web manifest's store screenshots, taken from the running app with Chromium:
 * Find Tutors on a phone (390×844 → public/screenshots/narrow.png) and Home on a laptop
 * (1280×800 → public/screenshots/wide.png), signed out, light theme, motion stopped.
 *
 *   npx tsx scripts/make-screenshots.ts                 # starts its own stack (like npm start)
 *   BASE_URL=http://127.0.0.1:8080 npx tsx scripts/make-screenshots.ts   # uses a running one
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import sharp from "sharp";
import { freePort } from "./lib/ports.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public/screenshots");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const MAX_BYTES = 300 * 1024;

interface Shot {
  file: string;
  route: string;
  width: number;
  height: number;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  {
    file: "narrow.png",
    route: "/find-tutors",
    width: 390,
    height: 844,
    ready: (page) =>
      page
        .getByRole("link", { name: /^View Details/ })
        .first()
        .waitFor(),
  },
  {
    file: "wide.png",
    route: "/",
    width: 1280,
    height: 800,
    ready: (page) => page.getByRole("heading", { name: "Tutor Matching & Learning Platform" }).waitFor(),
  },
];

/** Starts the product like `npm start` on free ports with a throw-away DATA_DIR. */
async function startStack(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-screens-"));
  const port = await freePort();
  const emulatorPort = await freePort(3);
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(emulatorPort),
      FIREBASE_AUTH_EMULATOR_HOST: "",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  const deadline = Date.now() + 180_000;
  while (!output.includes("TutorNest is running")) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the stack did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseURL: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 300 });
    },
  };
}

/** Waits until every image in the viewport has loaded (they are lazy). */
async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        const inView =
          r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
        return inView && r.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

async function main(): Promise<void> {
  const given = process.env.BASE_URL;
  const stack = given ? { baseURL: given, stop: async () => {} } : await startStack();
  const profile = mkdtempSync(path.join(os.tmpdir(), "tn-screens-chromium-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
    baseURL: stack.baseURL,
    colorScheme: "light",
    reducedMotion: "reduce",
  });
  try {
    mkdirSync(OUT, { recursive: true });
    const page = browser.pages()[0] ?? (await browser.newPage());
    for (const shot of SHOTS) {
      await page.setViewportSize({ width: shot.width, height: shot.height });
      await page.goto(shot.route);
      await shot.ready(page);
      await imagesLoaded(page);
      // The statistics count up from 0: wait for the real numbers where they show.
      await page.waitForLoadState("networkidle");
      const raw = await page.screenshot({ animations: "disabled", caret: "hide" });
      const png = await sharp(raw)
        .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
        .toBuffer();
      const meta = await sharp(png).metadata();
      if (meta.width !== shot.width || meta.height !== shot.height) {
        throw new Error(`${shot.file}: ${meta.width}x${meta.height}, expected ${shot.width}x${shot.height}`);
      }
      if (png.length > MAX_BYTES) throw new Error(`${shot.file}: ${png.length} bytes, over ${MAX_BYTES}`);
      writeFileSync(path.join(OUT, shot.file), png);
      console.log(
        `public/screenshots/${shot.file}  ${shot.width}x${shot.height}  ${(png.length / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
