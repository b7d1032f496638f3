import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { buttonClass } from "../../components/ui/button.js";

/** The question (a dialog) loads only when there is something to ask, not with the first paint. */
const LogoutChoice = lazy(() =>
  import("../auth/components/logout-choice.js").then((m) => ({ default: m.LogoutChoice })),
);

const logoutClass = buttonClass("secondary", "shrink-0 whitespace-nowrap px-3 sm:px-4 xl:px-3 2xl:px-4");

/**
 * The Logout button's look without the button: its place on the bar while the identity provider
 * has not answered (navbar.tsx), of the same width in every language and at every width.
 */
export function LogoutShape() {
  return (
    <span className={`invisible ${logoutClass}`}>
      <LogoutLabel />
    </span>
  );
}

function LogoutLabel() {
  return (
    <>
      {/* Its word where the bar has room for it: not on a phone, nor beside the wide bar's links
          below 2xl, which Bangla's longer words fill (docs/decisions.md, "The top bar"). */}
      <LogOut aria-hidden className="size-4 sm:hidden xl:inline 2xl:hidden" />
      <span className="sr-only sm:not-sr-only xl:sr-only 2xl:not-sr-only">
        <Trans>Logout</Trans>
      </span>
    </>
  );
}

/**
 * Logout. When the person's writes are still on the device, asks first whether to wait for them
 * or to discard them: nothing of theirs may stay behind on a shared device (docs/decisions.md).
 */
export function LogoutButton({ uid }: { uid: string }) {
  const [unsent, setUnsent] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    setUnsent(null);
    const { logout } = await import("../auth/session.js");
    await logout(queryClient);
    await navigate({ to: "/login" });
  };
  return (
    <>
      <button
        type="button"
        className={logoutClass}
        onClick={async () => {
          const { unsentWrites } = await import("../auth/local-data.js");
          const count = await unsentWrites(uid).catch(() => 0);
          if (count > 0) setUnsent(count);
          else await signOut();
        }}
      >
        <LogoutLabel />
      </button>
      {unsent !== null ? (
        <Suspense fallback={null}>
          <LogoutChoice count={unsent} onClose={() => setUnsent(null)} onDiscard={() => void signOut()} />
        </Suspense>
      ) : null}
    </>
  );
}
