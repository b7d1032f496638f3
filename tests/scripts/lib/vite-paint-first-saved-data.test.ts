// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { createStore, get, set } from "idb-keyval";
import { afterEach, describe, expect, it } from "vitest";
import { starterScript } from "../../../scripts/lib/vite-paint-first.js";
import {
  type EarlyRead,
  SAVED_DATA,
  type SavedDataLocation,
  savedDataKey,
} from "../../../src/lib/saved-data-location.js";

/**
 * The starter begins reading the saved data as the page is parsed, so that the app finds it read
 * once its code has loaded (docs/decisions.md, "Speed of the first screen").
 */
let databases = 0;
/** A database of its own per test: the app's connections (idb-keyval's) stay open. */
const fresh = () => ({ ...SAVED_DATA, db: `starter-test-${++databases}` });
const page = window as unknown as Record<string, Promise<EarlyRead> | undefined>;

function runStarter(savedData: SavedDataLocation) {
  new Function(starterScript("/assets/index.js", [], [], savedData))();
}

afterEach(() => {
  delete page[SAVED_DATA.early];
  document.head.innerHTML = "";
  localStorage.clear();
});

describe("the starter's read of the saved data", () => {
  it("leaves the signed-out visitor's saved value on the page before the app's code is added", async () => {
    const location = fresh();
    const key = savedDataKey(null, location);
    await set(key, '{"clientState":{}}', createStore(location.db, location.store));
    runStarter(location);
    expect(document.head.querySelector("script[type=module]")).toBeNull();
    expect(await page[SAVED_DATA.early]).toEqual({ key, value: '{"clientState":{}}' });
  });

  it("reads the key of the person the device's flag and uid name, and no other", async () => {
    const location = fresh();
    const store = createStore(location.db, location.store);
    await set(savedDataKey("uid-a", location), "A's", store);
    await set(savedDataKey("uid-b", location), "B's", store);
    await set(savedDataKey(null, location), "visitor's", store);
    localStorage.setItem(location.flag, "true");
    localStorage.setItem(location.uid, "uid-b");
    runStarter(location);
    expect(await page[SAVED_DATA.early]).toEqual({ key: savedDataKey("uid-b", location), value: "B's" });
    // A uid left beside a cleared flag names nobody.
    localStorage.setItem(location.flag, "false");
    runStarter(location);
    expect(await page[SAVED_DATA.early]).toEqual({ key: savedDataKey(null, location), value: "visitor's" });
  });

  it("finds nothing on a first visit, and creates the store as the app's own connection expects it", async () => {
    const location = fresh();
    runStarter(location);
    expect(await page[SAVED_DATA.early]).toEqual({ key: savedDataKey(null, location), value: undefined });
    const store = createStore(location.db, location.store);
    await set(location.key, "later", store);
    expect(await get(location.key, store)).toBe("later");
  });

  it("settles to null when the database cannot be read", async () => {
    // A database that exists without the store (not one the app made): its read fails.
    const location = fresh();
    await set("other", 1, createStore(location.db, "other-store"));
    runStarter(location);
    expect(await page[SAVED_DATA.early]).toBeNull();
  });

  it("is not part of a starter that is not told where the data lives", () => {
    new Function(starterScript("/assets/index.js", []))();
    expect(page[SAVED_DATA.early]).toBeUndefined();
  });
});
