import { Store, useSelector } from "@tanstack/react-store";

/**
 * Service-worker registration and the install prompt, as a store the UI subscribes to:
 * `updateReady` when a new version waits, `canInstall` when the browser offers installation.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

interface PwaState {
  updateReady: boolean;
  canInstall: boolean;
}
const pwaStore = new Store<PwaState>({ updateReady: false, canInstall: false });
let installEvent: BeforeInstallPromptEvent | null = null;
let applyUpdate: (() => Promise<void>) | null = null;
const set = (next: Partial<PwaState>) => pwaStore.setState((state) => ({ ...state, ...next }));

export function usePwa(): PwaState {
  return useSelector(pwaStore);
}

export async function reloadToUpdate(): Promise<void> {
  await applyUpdate?.();
}

export async function promptInstall(): Promise<void> {
  if (!installEvent) return;
  await installEvent.prompt();
  await installEvent.userChoice;
  installEvent = null;
  set({ canInstall: false });
}

/** Listens for the install prompt: the browser may offer it as soon as the page has loaded. */
export function startPwa(): void {
  window.addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();
    installEvent = e as BeforeInstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener("appinstalled", () => {
    installEvent = null;
    set({ canInstall: false });
  });
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
