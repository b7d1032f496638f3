import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database_ } from "../../../server/db/connect.js";
import { importUploads } from "../../../server/db/import-uploads.js";
import { migrate } from "../../../server/db/migrate.js";
import { databaseImageStore } from "../../../server/images/database-image-store.js";
import { hashOf } from "../../../server/images/image-store.js";
import { processImage } from "../../../server/images/process-image.js";
import { imagesRepository } from "../../../server/repositories/images-repository.js";
import { solidImage } from "../../support/images.js";
import { freshDatabase } from "../../support/test-app.js";

let database: Database_;
let drop: () => Promise<void>;
const dir = mkdtempSync(path.join(os.tmpdir(), "tn-import-"));
const uploads = path.join(dir, "uploads");

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await migrate(database);
});
afterAll(async () => {
  await database.close();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

const rows = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM images`.execute(database.db)).rows[0]?.n;

/** A log that keeps what it was told. */
function memoryLog() {
  const lines = { info: [] as string[], warn: [] as string[] };
  return { lines, log: { info: (m: string) => lines.info.push(m), warn: (m: string) => lines.warn.push(m) } };
}

describe("importUploads: DATA_DIR/uploads into the images table", () => {
  it("does nothing, and does not fail, when the folder does not exist", async () => {
    const { lines, log } = memoryLog();
    expect(await importUploads(database.db, path.join(dir, "missing"), log)).toEqual({
      imported: 0,
      mismatched: 0,
    });
    expect(await rows()).toBe(0);
    expect(lines).toEqual({ info: [], warn: [] });
  });

  it("imports files named by their hash, ignores other names, warns about bytes that do not match; once", async () => {
    const good = await processImage(await solidImage(50, 40, "png"));
    const goodHash = hashOf(good);
    const other = await processImage(await solidImage(51, 40, "png"));
    const otherHash = hashOf(other);
    const liar = `${"b".repeat(64)}.webp`;
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, `${goodHash}.webp`), good);
    writeFileSync(path.join(uploads, liar), other);
    // Names the store never produced: ignored without a word, whatever their bytes.
    writeFileSync(path.join(uploads, `${otherHash}.png`), other);
    writeFileSync(path.join(uploads, `${otherHash.toUpperCase()}.webp`), other);
    writeFileSync(path.join(uploads, `.${otherHash}.webp.1234.tmp`), other);
    writeFileSync(path.join(uploads, "notes.txt"), "hello");
    mkdirSync(path.join(uploads, `${"c".repeat(64)}.webp`));

    const first = memoryLog();
    expect(await importUploads(database.db, uploads, first.log)).toEqual({ imported: 1, mismatched: 1 });
    expect(await rows()).toBe(1);
    expect(first.lines.warn).toEqual([expect.stringContaining(liar)]);
    expect(first.lines.info).toEqual([expect.stringContaining("Imported 1 image")]);
    const served = await databaseImageStore(imagesRepository(database.db)).read(`${goodHash}.webp`);
    expect(served?.bytes.equals(good)).toBe(true);
    expect(served).toMatchObject({ contentType: "image/webp", size: good.length, etag: `"${goodHash}"` });

    // An imported file is not read again: were it, its new bytes would be warned about.
    writeFileSync(path.join(uploads, `${goodHash}.webp`), "changed on disk");
    const second = memoryLog();
    expect(await importUploads(database.db, uploads, second.log)).toEqual({ imported: 0, mismatched: 1 });
    expect(await rows()).toBe(1);
    expect(second.lines.info).toEqual([]);
    expect(second.lines.warn).toEqual([expect.stringContaining(liar)]);
    expect((await imagesRepository(database.db).find(goodHash))?.bytes.equals(good)).toBe(true);
  });

  it("skips a file whose image the store already holds (an upload made since)", async () => {
    const bytes = await solidImage(52, 40, "jpeg");
    const { url } = await databaseImageStore(imagesRepository(database.db)).save(bytes);
    const name = url.slice("/uploads/".length);
    writeFileSync(path.join(uploads, name), "not read: the name is stored already");
    const before = await rows();
    const { lines, log } = memoryLog();
    expect(await importUploads(database.db, uploads, log)).toEqual({ imported: 0, mismatched: 1 });
    expect(await rows()).toBe(before);
    expect(lines.warn.some((l) => l.includes(name))).toBe(false);
  });
});
