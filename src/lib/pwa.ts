import { Store, useSelector } from "@tanstack/react-store";
import { followInstallOffer, installOffer, installOfferUsed, keepInstallOffer } from "./install-offer.js";

/**
 * Service-worker registration and the install prompt, as a store the UI subscribes to:
 * `updateReady` when a new version waits, `canInstall` when the browser offers installation.
 */
interface PwaState {
  updateReady: boolean;
  canInstall: boolean;
}
const pwaStore = new Store<PwaState>({ updateReady: false, canInstall: false });
let applyUpdate: (() => Promise<void>) | null = null;
const set = (next: Partial<PwaState>) => pwaStore.setState((state) => ({ ...state, ...next }));

export function usePwa(): PwaState {
  return useSelector(pwaStore);
}

export async function reloadToUpdate(): Promise<void> {
  await applyUpdate?.();
}

export async function promptInstall(): Promise<void> {
  const offer = installOffer();
  if (!offer) return;
  await offer.prompt();
  await offer.userChoice;
  installOfferUsed();
}

/** Follows the browser's offer to install the app, kept since the page's start (src/lib/install-offer.ts). */
export function startPwa(): void {
  keepInstallOffer();
  followInstallOffer(() => set({ canInstall: installOffer() !== null }));
}

/**
 * Registers the service worker (not in development, nor where the browser has none). Its install
 * fetches and stores the whole shell: the caller starts it once the first screen has what it needs.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  void import("virtual:pwa-register").then(({ registerSW }) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () => set({ updateReady: true }),
      onRegisterError: (err: unknown) => console.error("Service worker registration failed:", err),
    });
    applyUpdate = () => update(true);
  });
}
