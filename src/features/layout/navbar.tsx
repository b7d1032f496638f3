import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { GraduationCap, Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { IMAGE_SIZES } from "../../../contract/image-sizes.js";
import type { User } from "../../../contract/user.js";
import { InstallButton } from "../../components/app-status.js";
import { buttonClass } from "../../components/ui/button.js";
import { ResponsiveImg } from "../../components/ui/responsive-img.js";
import { usePainted } from "../../lib/painted.js";
import { useLoaded } from "../../lib/use-loaded.js";
import { useAuth } from "../auth/auth-store.js";
import { PendingBadge } from "../offline/components/pending-badge.js";
import { DEFAULT_AVATAR } from "../profile/default-pictures.js";
import { LanguageSelect } from "./language-select.js";
import { LogoutButton, LogoutShape } from "./logout-button.js";
import { NavLinks } from "./nav-link-list.js";
import { NavMore } from "./nav-more.js";
import { ThemeToggle } from "./theme-toggle.js";

/** The phone menu's dialog loads when it is first opened, not with the first paint. */
const MobileMenu = lazy(() => import("./mobile-menu.js").then((m) => ({ default: m.MobileMenu })));

/**
 * Messages and the bell (their lists, the live events and the schemas they parse with) load after
 * sign-in, off the first paint's bundle (docs/product.md, Lessons (tutor) and Messages).
 */
const loadLiveControls = () => import("./live-controls.js").then((m) => m.LiveControls);

const loginClass = buttonClass("primary", "shrink-0 whitespace-nowrap");

/** Messages and the bell, until their code has loaded: two icon buttons' places (empty spans). */
function LiveControlsPlace() {
  return (
    <>
      <span className="inline-block size-11 shrink-0" />
      <span className="inline-block size-11 shrink-0" />
    </>
  );
}

function LoginLink({ className }: { className: string }) {
  return (
    <Link to="/login" className={className}>
      <Trans>Login</Trans>
    </Link>
  );
}

function AccountSlot() {
  const { user, loading } = useAuth();
  // Until the identity provider answers (painted, then while it loads, which it does only on a
  // device whose login flag is set: auth-store.ts), CSS chooses by the flag: Login for a visitor;
  // for a flagged device the signed-in controls' places, each of its size, so that nothing on the
  // bar moves when they come (docs/decisions.md, "The top bar").
  if (usePainted() || loading) {
    return (
      <>
        <span className="hidden flagged:contents" aria-hidden>
          <LiveControlsPlace />
          <span className="inline-block size-10 shrink-0" />
          <LogoutShape />
        </span>
        <LoginLink className={`${loginClass} flagged:hidden`} />
      </>
    );
  }
  return user ? <SignedInSlot user={user} /> : <LoginLink className={loginClass} />;
}

function SignedInSlot({ user }: { user: User }) {
  const { t } = useLingui();
  // Loaded without Suspense (src/lib/use-loaded.ts): its fallback would hold back the page's content.
  const LiveControls = useLoaded(loadLiveControls);
  return (
    <>
      {/* Keyed by person: another sign-in on this page starts its own live connection. */}
      {LiveControls ? <LiveControls key={user.uid} uid={user.uid} /> : <LiveControlsPlace />}
      <Link
        to="/profile"
        aria-label={t`My profile`}
        className="shrink-0 rounded-full"
        data-testid="nav-avatar"
      >
        {/* An uploaded photo comes in its smallest width, not full size for a 40 px circle. */}
        <ResponsiveImg
          src={user.photoURL || DEFAULT_AVATAR}
          sizes={IMAGE_SIZES.navAvatar}
          fallback={DEFAULT_AVATAR}
          alt=""
          width={40}
          height={40}
          referrerPolicy="no-referrer"
          className="size-10 rounded-full border-2 border-brand-600 object-cover"
        />
      </Link>
      <LogoutButton uid={user.uid} />
    </>
  );
}

/** The top bar (docs/decisions.md, "The top bar"). */
export function Navbar() {
  const [open, setOpen] = useState(false);
  // Loaded at the first opening, then kept, so that closing returns the focus to the button.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <nav
        aria-label={t`Main`}
        className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-4"
      >
        <button
          ref={menuButton}
          type="button"
          onClick={() => {
            setMenuLoaded(true);
            setOpen(true);
          }}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 xl:hidden dark:hover:bg-slate-800"
          aria-label={t`Open menu`}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          <Menu aria-hidden className="size-6" />
        </button>
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu open={open} onOpenChange={setOpen} opener={menuButton} />
          </Suspense>
        ) : null}
        {/* The brand takes the room the controls leave; its name shows when it fits there, else it
            wraps onto a second row that the one-row height clips (the logo alone, the name still
            the link's name): the controls never give way to it (a phone with every control). */}
        <div className="min-w-0 flex-1 xl:flex-initial">
          <Link
            to="/"
            className="flex h-7 w-fit max-w-full flex-wrap items-center gap-x-2 overflow-hidden text-lg font-bold sm:text-xl text-brand-800 dark:text-brand-200"
          >
            <GraduationCap aria-hidden className="size-7 shrink-0" />
            <span className="whitespace-nowrap">TutorNest</span>
          </Link>
        </div>
        <div className="ms-1 hidden items-center xl:flex 2xl:ms-3">
          <NavLinks only="bar" />
          <NavMore />
        </div>
        {/* Every control keeps its size (shrink-0); what does not fit is elsewhere: on a phone the
            install offer, and under 360 px the theme switch and the language in the menu, on the wide bar the
            links marked `more` under More (docs/decisions.md, "The top bar"). */}
        <div className="ms-auto flex shrink-0 items-center sm:gap-2 xl:gap-1 2xl:gap-2">
          <PendingBadge />
          <div className="hidden sm:contents">
            <InstallButton />
          </div>
          <LanguageSelect className="max-[359px]:hidden" />
          <ThemeToggle className="max-[359px]:hidden" />
          <AccountSlot />
        </div>
      </nav>
    </header>
  );
}
