import "fake-indexeddb/auto";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PendingChangesPage } from "../../../../src/features/offline/components/pending-changes-page.js";
import { askPersistentStorage } from "../../../../src/offline/persistent-storage.js";
import { renderPage } from "../../support/render-page.js";

/** The browser may refuse persistent storage: asked once, and the person is told calmly. */
const NOTE = /may clear data saved on this device when space runs low/;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function browserSays(granted: boolean) {
  const persist = vi.fn(async () => granted);
  vi.stubGlobal("navigator", { ...navigator, storage: { persist } });
  return persist;
}

describe("persistent storage", () => {
  it("a refusal shows a note on Pending changes, and the browser is asked only once", async () => {
    const persist = browserSays(false);
    await renderPage(PendingChangesPage);
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(await askPersistentStorage()).toBe("refused");
    expect(await screen.findByText(NOTE)).toBeTruthy();
    expect(await askPersistentStorage()).toBe("refused");
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it("no note when the browser agrees", async () => {
    browserSays(true);
    expect(await askPersistentStorage()).toBe("granted");
    await renderPage(PendingChangesPage);
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
