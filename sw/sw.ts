/// <reference lib="webworker" />
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { framePageOf, LOCALES, type Locale, localeOfLanguages } from "../contract/locale.js";
import { readDeviceLocale } from "../src/i18n/device-locale.js";
import { getOutboxUser } from "../src/offline/outbox-user.js";
import { OUTBOX_SYNC_TAG, replayForBackgroundSync } from "../src/offline/replay.js";

declare let self: ServiceWorkerGlobalScope;

// The app shell, fonts, category icons and carousel art, for every route to open offline. No
// directory index: `/` is a navigation like any other, answered below in the screen's language,
// not as the English index.html the precache would otherwise map it to.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "" });
cleanupOutdatedCaches();

// Every route opens offline: navigations fall back to the precached page, painted in the language
// the page last told (src/i18n/device-locale.ts), else the browser's (docs/decisions.md, "Languages").
const framePages = Object.fromEntries(
  LOCALES.map((locale) => [locale, createHandlerBoundToURL(`/${framePageOf(locale)}`)]),
) as Record<Locale, ReturnType<typeof createHandlerBoundToURL>>;

async function screenLocale(): Promise<Locale> {
  const told = await readDeviceLocale().catch(() => null);
  return told ?? localeOfLanguages(self.navigator.languages ?? []);
}

registerRoute(
  new NavigationRoute(async (options) => framePages[await screenLocale()](options), {
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
);

// Tutorial images: cache-first, bounded by count and age. /api is never cached here:
// TanStack Query owns API data. Only answers the server calls immutable are kept: a variant not
// made yet comes as the original, `no-store`, and must not stand in for the variant for a month.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith("/uploads/") && request.method === "GET",
  new CacheFirst({
    cacheName: "tutorial-images",
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && response.headers.get("cache-control")?.includes("immutable")
            ? response
            : null,
      },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// The page asks the waiting worker to take over when the person chooses Reload.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background Sync: the outbox is replayed even after the app was closed (docs/product.md, Offline). Only the
// last signed-in user's items are sent, since the server takes the user from the session cookie.
self.addEventListener("sync", (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    replayForBackgroundSync({ fetch: (input, init) => fetch(input, init), currentUid: getOutboxUser }),
  );
});
