import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { SAVED_DATA, savedDataKey } from "../../../src/lib/saved-data-location.js";
import { logIn } from "./accounts.js";
import type { TestProxy } from "./proxy.js";

/** Helpers of the offline journeys: real offline (proxy cut + navigator.onLine), saved data, outbox. */

export const OFFLINE_SAVED = "Offline — showing saved data";
export const BOOKING_PENDING = "Booking pending — sent when you're back online";

/** Cuts the test's proxy (nothing reaches any server) and tells the page it is offline. */
export async function goOffline(context: BrowserContext, proxy: TestProxy): Promise<void> {
  proxy.cut();
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext, proxy: TestProxy): Promise<void> {
  proxy.restore();
  await context.setOffline(false);
}

/** Waits until the service worker is active (its precache complete) for this page's scope. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== "activated") {
      await new Promise<void>((resolve) => {
        worker.addEventListener("statechange", () => {
          if (worker.state === "activated") resolve();
        });
      });
    }
  });
}

/**
 * The persisted query cache of the person signed in on the device now (a signed-out visitor's when
 * nobody is), as stored in IndexedDB: the text the app saved, and would restore.
 */
export function savedQueries(page: Page): Promise<string> {
  return page.evaluate(
    ({ at: { db: name, store, flag, uid }, person, visitor }) =>
      new Promise<string>((resolve, reject) => {
        const who = localStorage.getItem(flag) === "true" ? localStorage.getItem(uid) : null;
        const key = who ? person + who : visitor;
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve("");
            return;
          }
          const req = db.transaction(store).objectStore(store).get(key);
          req.onsuccess = () => {
            db.close();
            resolve(typeof req.result === "string" ? req.result : "");
          };
          req.onerror = () => reject(req.error);
        };
      }),
    { at: SAVED_DATA, person: savedDataKey(""), visitor: savedDataKey(null) },
  );
}

/** Every key and value of the saved query cache's store, whoever it was saved for, as one text. */
export function everythingSaved(page: Page): Promise<string> {
  return page.evaluate(
    ({ db: name, store }) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve("");
            return;
          }
          const all = db.transaction(store).objectStore(store);
          const keys = all.getAllKeys();
          const values = all.getAll();
          values.onsuccess = () => {
            db.close();
            resolve(JSON.stringify([keys.result, values.result]));
          };
          values.onerror = () => reject(values.error);
        };
      }),
    SAVED_DATA,
  );
}

/** How a person's saved bookings begin in the saved text (src/lib/query-keys.ts, personKey). */
export const savedBookingsOf = (uid: string) => `"queryKey":["bookings",{"person":"${uid}"}]`;

/** Waits until the saved query cache holds every one of `texts` (saving is asynchronous). */
export async function waitUntilSaved(page: Page, ...texts: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const saved = await savedQueries(page);
        return texts.filter((t) => !saved.includes(t));
      },
      { timeout: 10_000 },
    )
    .toEqual([]);
}

export interface OutboxRow {
  id: string;
  kind: string;
  state: string;
  attempts: number;
  error?: string;
  summary: string;
}

/** The outbox as stored in IndexedDB, oldest first. */
export function outboxRows(page: Page): Promise<OutboxRow[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const open = indexedDB.open("tutornest-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("items")) {
            db.close();
            resolve([]);
            return;
          }
          const req = db.transaction("items").objectStore("items").getAll();
          req.onsuccess = () => {
            db.close();
            const rows = req.result as (OutboxRow & { seq: number })[];
            resolve(rows.sort((a, b) => a.seq - b.seq));
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

/** In-app navigation through the phone menu, like a person (no page load). */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name, exact: true }).click();
}

/** Signs in through the Login screen and waits for the server session (Login then opens My Tutorials). */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await logIn(page, who);
  await page.waitForURL("**/my-tutorials");
}
