import * as Dialog from "@radix-ui/react-dialog";
import { Link, useNavigate } from "@tanstack/react-router";
import { GraduationCap, LogOut, Menu, Moon, Sun, X } from "lucide-react";
import { useState } from "react";
import { InstallButton } from "../../components/app-status.js";
import { buttonClass } from "../../components/ui/button.js";
import { useTheme } from "../../lib/theme.js";
import { useAuth } from "../auth/auth-store.js";
import { logout } from "../auth/session.js";
import { PendingBadge } from "../offline/components/pending-badge.js";
import { NAV_LINKS } from "./nav-links.js";

const linkClass =
  "whitespace-nowrap rounded-lg px-2.5 py-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-200";
const activeClass = "bg-brand-50 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100";

function ThemeToggle() {
  const [theme, toggle] = useTheme();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={theme === "dark" ? "Switch to light theme" : "Switch to dark theme"}
      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {theme === "dark" ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
    </button>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  return (
    <>
      {NAV_LINKS.filter((l) => !l.signedIn || user).map((l) => (
        <Link
          key={l.to}
          to={l.to}
          onClick={onNavigate}
          className={linkClass}
          activeProps={{ className: activeClass, "aria-current": "page" }}
          activeOptions={{ exact: l.to === "/" }}
        >
          {l.label}
        </Link>
      ))}
    </>
  );
}

function AccountSlot() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  if (loading) return <span className="inline-block size-11" aria-hidden />;
  if (!user) {
    return (
      <Link to="/login" className={buttonClass("primary")}>
        Login
      </Link>
    );
  }
  return (
    <>
      <Link to="/profile" aria-label="My profile" className="shrink-0 rounded-full" data-testid="nav-avatar">
        <img
          src={user.photoURL || "/img/default-avatar.svg"}
          alt=""
          width={40}
          height={40}
          referrerPolicy="no-referrer"
          className="size-10 rounded-full border-2 border-brand-600 object-cover"
          onError={(e) => {
            e.currentTarget.src = "/img/default-avatar.svg";
          }}
        />
      </Link>
      <button
        type="button"
        className={buttonClass("secondary", "px-3 sm:px-4")}
        onClick={async () => {
          await logout();
          await navigate({ to: "/login" });
        }}
      >
        <LogOut aria-hidden className="size-4 sm:hidden" />
        <span className="sr-only sm:not-sr-only">Logout</span>
      </button>
    </>
  );
}

export function Navbar() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 xl:hidden dark:hover:bg-slate-800"
            aria-label="Open menu"
          >
            <Menu aria-hidden className="size-6" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 xl:hidden" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 bg-white p-4 shadow-xl xl:hidden dark:bg-slate-900">
              <div className="mb-2 flex items-center justify-between">
                <Dialog.Title className="text-lg font-bold text-brand-800 dark:text-brand-200">
                  Menu
                </Dialog.Title>
                <Dialog.Close
                  className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
                  aria-label="Close menu"
                >
                  <X aria-hidden className="size-6" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
              <NavLinks onNavigate={() => setOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-800 dark:text-brand-200">
          <GraduationCap aria-hidden className="size-7" />
          TutorNest
        </Link>
        <div className="ml-3 hidden items-center gap-0.5 xl:flex">
          <NavLinks />
        </div>
        <div className="ml-auto flex items-center gap-2">
          <PendingBadge />
          <InstallButton />
          <ThemeToggle />
          <AccountSlot />
        </div>
      </nav>
    </header>
  );
}
