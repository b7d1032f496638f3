/**
 * Writes public/carousel/slide-N[-width].webp in every width the PWA offers (deterministic: the
 * same bytes each run). Run: npx tsx scripts/make-carousel.ts (scripts/make-art.ts runs it too).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { carouselFiles } from "./art/carousel";

const PUBLIC = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "public");

export async function writeCarousel(): Promise<void> {
  for (const { rel, data } of await carouselFiles()) {
    const file = join(PUBLIC, rel);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
    console.log(`${rel.padEnd(36)} ${(data.length / 1024).toFixed(1).padStart(6)} KB`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeCarousel().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
