import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useAuth } from "../auth/auth-store.js";
import { activeClass, linkClass, NavLinks } from "./nav-link-list.js";
import { MORE_LABEL, NAV_LINKS } from "./nav-links.js";

const MORE_PATHS = NAV_LINKS.filter((l) => l.more).map((l) => l.to);

/**
 * 'More' on the wide bar: the signed-in links marked `more` (nav-links.ts) in a list it shows and
 * hides (a disclosure). Escape, a click elsewhere, the focus leaving it or a link followed close it.
 * Highlighted when the current page is one of its links.
 */
export function NavMore() {
  const { user } = useAuth();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = MORE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("focusin", away);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("focusin", away);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={`inline-flex items-center gap-1 ${linkClass} ${current ? activeClass : ""}`}
      >
        {t(MORE_LABEL)}
        <ChevronDown aria-hidden className={`size-4 shrink-0 ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1 min-w-44 flex-col rounded-xl border border-slate-200 bg-white p-1 shadow-lg [&:not([hidden])]:flex dark:border-slate-700 dark:bg-slate-900"
      >
        <NavLinks only="more" onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
