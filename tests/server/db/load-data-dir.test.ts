import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database_ } from "../../../server/db/connect.js";

/**
 * connectDatabase's `dump` and `loadDataDir` (PGlite only, on either engine's run): what the API
 * tests start each file's database from (tests/support/global-setup.ts).
 */
let dump: Blob;
const opened: Database_[] = [];

beforeAll(async () => {
  const source = await connectDatabase({});
  await source.exec("CREATE TABLE seen (word text PRIMARY KEY); INSERT INTO seen VALUES ('from the dump')");
  const made = await source.dump?.();
  await source.close();
  if (!made) throw new Error("PGlite gave no dump");
  dump = made;
});
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function fromDump(): Promise<Database_> {
  const database = await connectDatabase({ loadDataDir: dump });
  opened.push(database);
  return database;
}

const words = async (database: Database_) =>
  (await sql<{ word: string }>`SELECT word FROM seen ORDER BY word`.execute(database.db)).rows.map(
    (r) => r.word,
  );

describe("a PGlite database started from a dump", () => {
  it("holds the dump's tables and rows", async () => {
    expect(await words(await fromDump())).toEqual(["from the dump"]);
  });

  it("is a copy: what one writes, another started from the same dump does not see", async () => {
    const a = await fromDump();
    await sql`INSERT INTO seen VALUES ('only in a')`.execute(a.db);
    expect(await words(a)).toEqual(["from the dump", "only in a"]);
    expect(await words(await fromDump())).toEqual(["from the dump"]);
  });
});
