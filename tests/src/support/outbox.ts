import "fake-indexeddb/auto";
import { afterEach, beforeAll } from "vitest";
import { startOutbox } from "../../../src/features/offline/runtime.js";
import { discard, list } from "../../../src/offline/index.js";

/**
 * For tests of screens that write through the outbox (IndexedDB, fake-indexeddb here): started
 * once per file, and emptied after each test so that no write waits into the next one.
 */
export function withOutbox(): void {
  beforeAll(() => startOutbox());
  afterEach(async () => {
    for (const item of await list()) await discard(item.id);
  });
}
