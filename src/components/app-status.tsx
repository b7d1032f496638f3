import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { CloudOff, Download, RefreshCw } from "lucide-react";
import { useSyncExternalStore } from "react";
import { usePainted } from "../lib/painted.js";
import { promptInstall, reloadToUpdate, usePwa } from "../lib/pwa.js";
import { buttonClass } from "./ui/button.js";

/** The status line's texts (docs/product.md, Screens and Offline). */
const OFFLINE_SAVED = msg`Offline — showing saved data`;
const OFFLINE_EMPTY = msg`Offline — connect to load tutors`;
const INSTALL_LABEL = msg`Install app`;

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
        <OfflineLine className="hidden offline:flex" text={OFFLINE_SAVED} />
      </div>
    );
  }
  return <LiveStatus />;
}

function OfflineLine({ text, className = "flex" }: { text: MessageDescriptor; className?: string }) {
  const { t } = useLingui();
  return (
    <p
      role="status"
      className={`${className} items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50`}
    >
      <CloudOff aria-hidden className="size-4" />
      {t(text)}
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
      {!online ? <OfflineLine text={hasSaved ? OFFLINE_SAVED : OFFLINE_EMPTY} /> : null}
      {updateReady ? (
        <div className="flex flex-wrap items-center justify-center gap-3 bg-brand-800 px-4 py-2 text-sm text-white">
          <span>
            <Trans>A new version is available</Trans>
          </span>
          <button
            type="button"
            onClick={() => void reloadToUpdate()}
            className="inline-flex min-h-9 items-center gap-1 rounded-md bg-white px-3 font-medium text-brand-900 hover:bg-brand-50"
          >
            <RefreshCw aria-hidden className="size-4" />
            <Trans>Reload</Trans>
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
  const { t } = useLingui();
  if (!canInstall) return null;
  if (labelled) {
    return (
      <button
        type="button"
        onClick={() => void promptInstall()}
        className={buttonClass("secondary", "px-3 whitespace-nowrap")}
      >
        <Download aria-hidden className="size-4" />
        {t(INSTALL_LABEL)}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void promptInstall()}
      aria-label={t(INSTALL_LABEL)}
      title={t(INSTALL_LABEL)}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Download aria-hidden className="size-5 shrink-0" />
    </button>
  );
}
