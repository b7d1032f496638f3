import { createStore, get, set, type UseStore } from "idb-keyval";
import { isLocale, LOCALE_KEY, type Locale } from "../../contract/locale.js";

/**
 * The screen's language as last told by the page, for the service worker: it cannot read
 * localStorage, yet must serve the page painted in that language (sw/sw.ts).
 */
let store: UseStore | undefined;

function db(): UseStore {
  store ??= createStore("tutornest-locale", "locale");
  return store;
}

export async function saveDeviceLocale(locale: Locale): Promise<void> {
  await set(LOCALE_KEY, locale, db());
}

export async function readDeviceLocale(): Promise<Locale | null> {
  const value: unknown = await get(LOCALE_KEY, db());
  return isLocale(value) ? value : null;
}
