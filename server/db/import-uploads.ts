import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { hashOf, hashOfName, STORED_IMAGE_TYPE } from "../images/image-store.js";
import { imagesRepository } from "../repositories/images-repository.js";
import type { Db } from "./connect.js";

/** Names asked about per query: well under any engine's limit on parameters. */
const BATCH = 500;

export interface ImportLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Brings images that earlier versions wrote to `uploadsDir` (DATA_DIR/uploads) into the images
 * table, after the SQL migrations. Runs at every start rather than once per database: each
 * instance has its own disk, and a database may be replaced (PGlite → PostgreSQL). When nothing
 * is left to do it costs a directory listing and one query per 500 files; only files missing
 * from the table are read. Files with any other name are ignored; a file whose bytes do not hash
 * to its name is ignored with a warning. The files are left in place.
 */
export async function importUploads(
  db: Db,
  uploadsDir: string,
  log: ImportLog = console,
): Promise<{ imported: number; mismatched: number }> {
  let entries: Dirent[];
  try {
    entries = await readdir(uploadsDir, { withFileTypes: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { imported: 0, mismatched: 0 };
    throw err;
  }
  const files = entries.flatMap((e) => {
    const hash = e.isFile() ? hashOfName(e.name) : null;
    return hash ? [{ file: path.join(uploadsDir, e.name), hash }] : [];
  });

  const images = imagesRepository(db);
  let imported = 0;
  let mismatched = 0;
  for (let at = 0; at < files.length; at += BATCH) {
    const batch = files.slice(at, at + BATCH);
    const stored = await images.existing(batch.map((f) => f.hash));
    for (const { file, hash } of batch) {
      if (stored.has(hash)) continue;
      const bytes = await readFile(file);
      if (hashOf(bytes) !== hash) {
        log.warn(`Not imported: ${file} (its bytes do not match its name).`);
        mismatched += 1;
        continue;
      }
      await images.save({ name: hash, bytes, contentType: STORED_IMAGE_TYPE });
      imported += 1;
    }
  }
  if (imported > 0) log.info(`Imported ${imported} image(s) from ${uploadsDir} into the database.`);
  return { imported, mismatched };
}
