import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { readCatalog } from "../support/catalogs.js";

/**
 * The committed catalogs hold exactly the texts of the code (docs/decisions.md, "Languages"): a
 * text added, changed or removed in the code without `npm run i18n:extract` fails here. Lingui's
 * own extraction runs with the project's config, its catalogs written to a directory of the test's.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(os.tmpdir(), "tn-i18n-extract-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The project's config, its catalogs written to `out` instead of src/i18n/locales. */
function configWritingTo(out: string): string {
  const file = path.join(dir, "lingui.config.ts");
  writeFileSync(
    file,
    `import base from ${JSON.stringify(path.join(ROOT, "lingui.config.ts"))};
export default {
  ...base,
  rootDir: ${JSON.stringify(ROOT)},
  locales: [base.sourceLocale ?? "en"],
  catalogs: (base.catalogs ?? []).map((catalog) => ({ ...catalog, path: ${JSON.stringify(`${out}/{locale}`)} })),
};
`,
  );
  return file;
}

describe("the committed catalogs", () => {
  it("hold every text of the code and no other (npm run i18n:extract was run)", async () => {
    const out = path.join(dir, "out");
    await promisify(execFile)(
      process.execPath,
      [
        path.join(ROOT, "node_modules/@lingui/cli/dist/lingui.js"),
        "extract",
        "--config",
        configWritingTo(out),
      ],
      { cwd: ROOT, timeout: 60_000 },
    );
    const fromCode = [...(await readCatalog("en", out)).keys()];
    const committed = [...(await readCatalog("en")).keys()];
    expect(fromCode.length).toBeGreaterThan(0);
    expect({
      "in the code, not in src/i18n/locales/en.po": fromCode.filter((t) => !committed.includes(t)),
      "in src/i18n/locales/en.po, no longer in the code": committed.filter((t) => !fromCode.includes(t)),
    }).toEqual({
      "in the code, not in src/i18n/locales/en.po": [],
      "in src/i18n/locales/en.po, no longer in the code": [],
    });
  });
});
