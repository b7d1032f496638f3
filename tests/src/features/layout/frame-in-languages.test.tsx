import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../../contract/index.js";
import { AppStatus } from "../../../../src/components/app-status.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { AppFrame } from "../../../../src/features/layout/app-frame.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { installOfferUsed, keepInstallOffer } from "../../../../src/lib/install-offer.js";
import { registerServiceWorker, startPwa } from "../../../../src/lib/pwa.js";
import { tutorialKeys } from "../../../../src/lib/query-keys.js";
import { enqueue, removeAllOf } from "../../../../src/offline/index.js";
import { ErrorScreen, NotFound } from "../../../../src/routes/__root.js";
import { renderFrame } from "../../../../src/startup/render-page.js";
import { englishLeft } from "../../support/english-left.js";
import { amina } from "../../support/fixtures.js";
import { answerApi, json } from "../../support/network.js";
import { renderPage, testQueryClient } from "../../support/render-page.js";

/**
 * The app's frame drawn in Bangla and Arabic shows no English of the app's own (docs/decisions.md,
 * "Languages"): the top bar, the status lines (offline, a new version, the install offer), the
 * footer, the 404 and error screens, the logout question and the painted frame. A text added to
 * the frame without its translation fails here.
 */
vi.mock("../../../../src/lib/firebase.js", () => ({
  loadAuth: async () => ({}),
  firebaseAuth: async () => ({ signOut: async () => {} }),
}));
// A new version waits from the start: its line is drawn in every test.
vi.mock("virtual:pwa-register", () => ({
  registerSW: (options: { onNeedRefresh?: () => void }) => {
    options.onNeedRefresh?.();
    return async () => {};
  },
}));

/** A stand-in for the browser's EventSource (the bell's live events): nothing comes. */
class SilentEventSource extends EventTarget {
  close() {}
}

/** What people wrote, the brand, the networks' names and each language's own name: not the app's words. */
const NOT_APP_TEXT = [
  amina.displayName ?? "",
  amina.email ?? "",
  "TutorNest Learning Ltd.",
  "TutorNest",
  "support@tutornest.example",
  /\b(Facebook|Instagram|LinkedIn|YouTube)\b/g,
  // The Language control names each language in its own script (docs/decisions.md, "Languages").
  "English",
];

/** The Logout button's name, which opens the question. */
const LOGOUT: Record<"bn" | "ar", string> = { bn: "লগআউট", ar: "تسجيل الخروج" };

beforeEach(async () => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  vi.stubGlobal("EventSource", SilentEventSource);
  // The browser offers to install the app; a new version waits.
  keepInstallOffer();
  window.dispatchEvent(
    Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: "dismissed" as const }),
    }),
  );
  startPwa();
  vi.stubEnv("DEV", false);
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: {} });
  registerServiceWorker();
  await removeAllOf(amina.uid);
});
afterEach(async () => {
  cleanup();
  installOfferUsed();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  authStore.set({ user: null, loading: true });
  await act(() => activateLocale("en"));
});

/** A signed-in person's frame, with a saved answer in the cache (the offline line says so). */
async function renderSignedIn(Screen: () => ReactElement) {
  authStore.set({ user: amina, loading: false });
  answerApi((c) => (c.url === "/api/notifications" ? json(200, []) : json(200, { unread: 0 })));
  const queryClient = testQueryClient();
  queryClient.setQueryData(tutorialKeys.list({ q: "", page: 1 }), {
    items: [],
    total: 0,
    page: 1,
    pageCount: 0,
  });
  const view = await renderPage(Screen, queryClient);
  // Everything drawn: the screen, the status lines, the bell (loaded after sign-in) beside the menu.
  await screen.findByRole("heading", { level: 1 });
  // The bell's code is imported after sign-in: on a loaded host that can take more than a second.
  await vi.waitFor(
    () => {
      expect(document.querySelector("[aria-live] button")).not.toBeNull();
      expect(document.querySelectorAll('header button[aria-haspopup="dialog"]').length).toBe(2);
    },
    { timeout: 15_000 },
  );
  return view;
}

describe.each<Locale>(["bn", "ar"])("the frame in %s", (locale) => {
  beforeEach(() => act(() => activateLocale(locale)));

  it("the top bar, the status lines, the 404 page and the footer have no English of the app's own", async () => {
    await renderSignedIn(() => (
      <AppFrame>
        <NotFound />
      </AppFrame>
    ));
    // The offline line, the install offer (an icon button named and titled), the footer, the title.
    expect(document.querySelector('p[role="status"]')?.textContent).not.toBe("");
    expect(document.querySelector("header button[title]")).not.toBeNull();
    expect(document.querySelector('a[href="tel:+8801700000000"]')).not.toBeNull();
    expect(document.title).not.toBe("");
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);

    // The phone menu: the install offer and the theme switch written out.
    const opener = document.querySelector<HTMLButtonElement>('header button[aria-haspopup="dialog"]');
    if (!opener) throw new Error("no menu button");
    fireEvent.click(opener);
    const menu = await screen.findByRole("dialog");
    expect(menu.querySelectorAll("button").length).toBeGreaterThanOrEqual(3);
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
  });

  it("the error screen has none either", async () => {
    await renderSignedIn(() => <ErrorScreen reset={() => {}} />);
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
  });

  it("the offline line without saved data has none either", async () => {
    await renderPage(() => <AppStatus />);
    const line = await screen.findByRole("status");
    expect(line.textContent).not.toBe("");
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
  });

  it("the logout question has none either", async () => {
    await enqueue({
      kind: "booking",
      method: "POST",
      path: "/api/bookings",
      body: {},
      summary: "Book",
      uid: amina.uid,
    });
    await renderSignedIn(() => (
      <AppFrame>
        <NotFound />
      </AppFrame>
    ));
    fireEvent.click(screen.getByRole("button", { name: LOGOUT[locale as "bn" | "ar"] }));
    await screen.findByRole("alertdialog");
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
  });

  it("the painted frame has none either", async () => {
    const { html } = await renderFrame(locale);
    document.body.innerHTML = html;
    // Both theme switches and the offline line are painted (CSS shows the right ones).
    expect(document.querySelectorAll("header button[aria-label]").length).toBeGreaterThanOrEqual(3);
    expect(document.querySelector('p[role="status"]')).not.toBeNull();
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
    document.body.innerHTML = "";
  });
});
