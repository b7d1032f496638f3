import { useQueryClient } from "@tanstack/react-query";
import { CloudOff, Download, RefreshCw } from "lucide-react";
import { useSyncExternalStore } from "react";
import { usePainted } from "../lib/painted.js";
import { promptInstall, reloadToUpdate, usePwa } from "../lib/pwa.js";
import { buttonClass } from "./ui/button.js";

function subscribeOnline(l: () => void) {
  window.addEventListener("online", l);
  window.addEventListener("offline", l);
  return () => {
    window.removeEventListener("online", l);
    window.removeEventListener("offline", l);
  };
}
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** A visible offline state, the update prompt and the install button (see docs/decisions.md, Offline). */
export function AppStatus() {
  // The painted page does not know the network: its line for a device offline with a saved screen.
  if (usePainted()) {
    return (
      <div aria-live="polite">
        <OfflineLine className="hidden offline:flex" text="Offline — showing saved data" />
      </div>
    );
  }
  return <LiveStatus />;
}

function OfflineLine({ text, className = "flex" }: { text: string; className?: string }) {
  return (
    <p
      role="status"
      className={`${className} items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50`}
    >
      <CloudOff aria-hidden className="size-4" />
      {text}
    </p>
  );
}

function LiveStatus() {
  const online = useOnline();
  const { updateReady } = usePwa();
  const queryClient = useQueryClient();
  const hasSaved = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === "success");
  return (
    <div aria-live="polite">
      {!online ? (
        <OfflineLine text={hasSaved ? "Offline — showing saved data" : "Offline — connect to load tutors"} />
      ) : null}
      {updateReady ? (
        <div className="flex flex-wrap items-center justify-center gap-3 bg-brand-800 px-4 py-2 text-sm text-white">
          <span>A new version is available</span>
          <button
            type="button"
            onClick={() => void reloadToUpdate()}
            className="inline-flex min-h-9 items-center gap-1 rounded-md bg-white px-3 font-medium text-brand-900 hover:bg-brand-50"
          >
            <RefreshCw aria-hidden className="size-4" />
            Reload
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * `labelled`: the text beside the icon (the phone menu); else an icon button named 'Install app'
 * (the top bar, where labels would crowd out the account controls: docs/decisions.md, "The top bar").
 */
export function InstallButton({ labelled = false }: { labelled?: boolean }) {
  const { canInstall } = usePwa();
  if (!canInstall) return null;
  if (labelled) {
    return (
      <button
        type="button"
        onClick={() => void promptInstall()}
        className={buttonClass("secondary", "px-3 whitespace-nowrap")}
      >
        <Download aria-hidden className="size-4" />
        {INSTALL_LABEL}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void promptInstall()}
      aria-label={INSTALL_LABEL}
      title={INSTALL_LABEL}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Download aria-hidden className="size-5 shrink-0" />
    </button>
  );
}

const INSTALL_LABEL = "Install app";
