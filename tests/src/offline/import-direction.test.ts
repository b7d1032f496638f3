import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * biome.json keeps the outbox core (src/offline/) free of the page: it may import contract/ and
 * itself, nothing of src/features, src/lib, src/components or React. A wrong import fails the lint
 * step of `npm test`; here, a file written for the test shows that it does, and that a right one passes.
 */
const root = process.cwd();
const biome = path.join(root, "node_modules", "@biomejs", "biome", "bin", "biome");

function lint(relative: string, source: string): { ok: boolean; output: string } {
  const file = path.join(root, relative);
  writeFileSync(file, source);
  try {
    const r = spawnSync(process.execPath, [biome, "lint", "--max-diagnostics=20", relative], {
      cwd: root,
      encoding: "utf8",
    });
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

const probe = (name: string) => `src/offline/zz-import-probe-${name}-${process.pid}.ts`;

// Each case runs Biome over the project's module graph in a process of its own: seconds, more on a
// loaded host, so not Vitest's default five.
describe("the outbox core's imports", { timeout: 60_000 }, () => {
  it("refuses an import of the page's code (the auth store) from src/offline/", () => {
    const r = lint(
      probe("page"),
      'import { authStore } from "../features/auth/auth-store.js";\nexport const probe = authStore;\n',
    );
    expect(r.ok).toBe(false);
    expect(r.output).toContain("lint/style/noRestrictedImports");
  });

  it("refuses React and src/lib from src/offline/", () => {
    const r = lint(
      probe("react"),
      'import { useState } from "react";\nimport { api } from "../lib/api-client.js";\nexport const probe = [useState, api];\n',
    );
    expect(r.ok).toBe(false);
    expect(r.output.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(2);
  });

  it("accepts contract/ and the core itself", () => {
    const r = lint(
      probe("core"),
      'import { MESSAGES } from "../../contract/errors.js";\nimport { list } from "./outbox-store.js";\nexport const probe = [MESSAGES, list];\n',
    );
    expect(r.output).not.toContain("noRestrictedImports");
    expect(r.ok).toBe(true);
  });

  /** Lints a file `a` that imports `b`, which imports `a` back, each with the import line given. */
  function cycle(importA: (from: string) => string, importB: (from: string) => string) {
    const a = `src/zz-cycle-a-${process.pid}.ts`;
    const b = `src/zz-cycle-b-${process.pid}.ts`;
    const name = (p: string) => `./${path.basename(p, ".ts")}.js`;
    writeFileSync(path.join(root, b), `${importB(name(a))}\nexport const b = 1;\n`);
    try {
      return lint(a, `${importA(name(b))}\nexport const a = 1;\n`);
    } finally {
      rmSync(path.join(root, b), { force: true });
    }
  }

  it("refuses an import cycle anywhere in the project", () => {
    const r = cycle(
      (from) => `import { b } from "${from}";\nexport const useB = () => b;`,
      (from) => `import { a } from "${from}";\nexport const useA = () => a;`,
    );
    expect(r.ok).toBe(false);
    expect(r.output).toContain("lint/suspicious/noImportCycles");
  });

  it("refuses a cycle of type-only imports too", () => {
    const r = cycle(
      (from) => `import type { b } from "${from}";\nexport type B = typeof b;`,
      (from) => `import type { a } from "${from}";\nexport type A = typeof a;`,
    );
    expect(r.ok).toBe(false);
    expect(r.output).toContain("lint/suspicious/noImportCycles");
  });
});
