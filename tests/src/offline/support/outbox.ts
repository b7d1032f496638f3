import { clear, createStore } from "idb-keyval";
import { vi } from "vitest";

export type OutboxModule = typeof import("../../../../src/offline/index.js");

/** Imports the outbox afresh, as a reloaded page would: no module-level state survives, IndexedDB does. */
export async function reload(): Promise<OutboxModule> {
  vi.resetModules();
  return import("../../../../src/offline/index.js");
}

/** An empty outbox and a freshly imported module. */
export async function freshOutbox(): Promise<OutboxModule> {
  await clear(createStore("tutornest-outbox", "items"));
  await clear(createStore("tutornest-outbox-user", "user"));
  return reload();
}

/** A navigator.locks stand-in: exclusive locks, `ifAvailable` or waiting (shared by every "page"). */
export function fakeLocks() {
  const held = new Set<string>();
  const released: Array<() => void> = [];
  let granted = 0;
  const locks = {
    async request<T>(
      name: string,
      options: { ifAvailable?: boolean; mode?: "exclusive" },
      callback: (lock: { name: string } | null) => T | Promise<T>,
    ): Promise<T> {
      if (held.has(name)) {
        if (options.ifAvailable) return callback(null);
        while (held.has(name)) await new Promise<void>((resolve) => released.push(resolve));
      }
      held.add(name);
      granted++;
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
        for (const wake of released.splice(0)) wake();
      }
    },
  };
  return { locks, granted: () => granted };
}

/** Installs `globalThis.navigator` for a test (Node 20 has none). Returns the undo. */
export function stubNavigator(value: object): () => void {
  vi.stubGlobal("navigator", value);
  return () => vi.unstubAllGlobals();
}
