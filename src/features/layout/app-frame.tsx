import { Trans } from "@lingui/react/macro";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { AppStatus } from "../../components/app-status.js";
import { useMessage } from "../../components/ui/message-store.js";
import { ConflictWatcher } from "../offline/components/conflict-watcher.js";
import { Footer } from "./footer.js";
import { Navbar } from "./navbar.js";

/** The dialog (Radix) loads with the first message, not with the first paint. */
const MessageDialog = lazy(() =>
  import("../../components/ui/message-dialog.js").then((m) => ({ default: m.MessageDialog })),
);

/** Loaded with the first message, then kept (closing then returns the focus as it should). */
function Messages() {
  const message = useMessage();
  const [loaded, setLoaded] = useState(false);
  if (message && !loaded) setLoaded(true);
  if (!message && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog />
    </Suspense>
  );
}

/**
 * Every page's frame: the top bar, the app's status lines, the screen in `<main>`, the footer.
 * The painted page without a screen (src/startup/render-page.tsx) is this frame with `<main>` empty.
 */
export function AppFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Navbar />
      <AppStatus />
      {/* At least a screen tall: the footer (a screen of its own on a phone) starts below the fold,
          and is not seen pushed down when a page's content arrives after a short loading state. */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        {children}
      </main>
      {/* Below the fold: laid out and painted only as it nears the screen. */}
      <div className="[content-visibility:auto] [contain-intrinsic-block-size:auto_720px]">
        <Footer />
      </div>
      <Messages />
      <ConflictWatcher />
    </div>
  );
}
