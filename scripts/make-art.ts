/**
 * Generates TutorNest's static art from hand-authored SVG (deterministic).
 * Run: npx tsx scripts/make-art.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";
import { CATEGORY_ICON_WIDTHS, categoryIconUrl } from "../contract/responsive-image";
import {
  appIconSvg,
  DEFAULT_AVATAR_SVG,
  DEFAULT_BANNER_SVG,
  FAVICON_SVG,
  fullBleedIconSvg,
} from "./art/brand";
import { CATEGORY_ICONS } from "./art/categories";
import { writeCarousel } from "./make-carousel";

/** The tab's icon, in the sizes index.html lists (16 and 32 CSS px at DPR 1 and 2, 48 at 1). */
const FAVICON_SIZES = [32, 48] as const;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = join(ROOT, "public");

async function write(rel: string, data: string | Buffer): Promise<void> {
  const file = join(PUBLIC, rel);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  const size = typeof data === "string" ? Buffer.byteLength(data) : data.length;
  console.log(`${rel.padEnd(36)} ${(size / 1024).toFixed(1).padStart(6)} KB`);
}

function raster(svg: string, size?: number): Sharp {
  const img = sharp(Buffer.from(svg));
  return size ? img.resize(size, size) : img;
}

async function png(svg: string, size: number): Promise<Buffer> {
  return raster(svg, size).png({ compressionLevel: 9, palette: false }).toBuffer();
}

/**
 * Raster, not SVG, for what the pages show as `<img>`: the browser draws an SVG image in a page of
 * its own on the main thread (1–3 ms of CPU each, at 1×), where a WebP is decoded off it.
 */
async function webp(svg: string, size: number): Promise<Buffer> {
  return raster(svg, size).webp({ lossless: true, effort: 6 }).toBuffer();
}

async function main(): Promise<void> {
  for (const [slug, svg] of Object.entries(CATEGORY_ICONS)) {
    for (const width of CATEGORY_ICON_WIDTHS)
      await write(categoryIconUrl(slug, width).slice(1), await webp(svg, width));
  }

  await writeCarousel();

  // Rasterise from a large SVG so downscaling stays crisp.
  await write("icons/icon-192.png", await png(appIconSvg(512), 192));
  await write("icons/icon-512.png", await png(appIconSvg(512), 512));
  await write("icons/maskable-512.png", await png(fullBleedIconSvg(512, 0.72), 512));
  const apple = await raster(fullBleedIconSvg(512, 0.86), 180)
    .flatten({ background: "#0f766e" })
    .png({ compressionLevel: 9 })
    .toBuffer();
  await write("icons/apple-touch-icon.png", apple);
  for (const size of FAVICON_SIZES) await write(`icons/favicon-${size}.png`, await png(FAVICON_SVG, size));

  await write("img/default-avatar.svg", `${DEFAULT_AVATAR_SVG}\n`);
  await write("img/default-banner.svg", `${DEFAULT_BANNER_SVG}\n`);

  await write("robots.txt", "User-agent: *\nAllow: /\n");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
