import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAuthEmulator } from "../../scripts/lib/emulator.js";
import { freePort } from "../../scripts/lib/ports.js";

/** One Firebase Auth emulator for the whole Vitest run; tests mint real tokens from it. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tn-emulator-"));
  const emulator = await startAuthEmulator({
    projectId: "demo-tutornest",
    port: await freePort(3),
    dir,
    persist: false,
    quiet: true,
  });
  project.provide("emulatorHost", emulator.host);
  return async () => {
    await emulator.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    emulatorHost: string;
  }
}
