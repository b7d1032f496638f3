/**
 * The browser's offer to install the app (`beforeinstallprompt`), kept from the page's start: it may
 * come before the app's code has started (src/startup/entry.ts listens at once), and comes once.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let listening = false;
let onChange: (() => void) | null = null;

function change(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  onChange?.();
}

/** Listens for the offer (once per page, however often called). */
export function keepInstallOffer(): void {
  if (listening) return;
  listening = true;
  addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();
    change(e as BeforeInstallPromptEvent);
  });
  addEventListener("appinstalled", () => change(null));
}

/** The offer kept, or null. */
export function installOffer(): BeforeInstallPromptEvent | null {
  return offer;
}

/** Calls `run` now and whenever the offer comes or goes. */
export function followInstallOffer(run: () => void): void {
  onChange = run;
  run();
}

/** The offer was used (accepted or dismissed): the browser makes a new one if it may. */
export function installOfferUsed(): void {
  change(null);
}
