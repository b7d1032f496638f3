import { Store, useSelector } from "@tanstack/react-store";
import { whenIdle } from "./yield-to-main.js";

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

/**
 * Listens for the install prompt at once (the browser may offer it early); registers the service
 * worker once the browser is idle: its install fetches and stores the whole shell, which on a first
 * visit would compete with the first screen for the network and the cores (docs/decisions.md,
 * "Speed of the first screen").
 */
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
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  whenIdle(registerWorker);
}

function registerWorker(): void {
  void import("virtual:pwa-register").then(({ registerSW }) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () => set({ updateReady: true }),
      onRegisterError: (err: unknown) => console.error("Service worker registration failed:", err),
    });
    applyUpdate = () => update(true);
  });
}
