import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useAuth } from "../auth/auth-store.js";
import { NAV_LINKS } from "./nav-links.js";

export const linkClass =
  "whitespace-nowrap rounded-lg px-1.5 py-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-200";
export const activeClass = "bg-brand-50 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100";

/**
 * Home and Find tutors always; the rest when signed in; the current one highlighted (see
 * docs/product.md, Screens).
 */
export function NavLinks({
  onNavigate,
  only,
}: {
  onNavigate?: () => void;
  /** The wide bar's own links, or those under its 'More'; all of them when omitted. */
  only?: "bar" | "more";
}) {
  const { user } = useAuth();
  const { t } = useLingui();
  const shown = NAV_LINKS.filter(
    (l) => (!l.signedIn || user) && (only === undefined || l.more === (only === "more")),
  );
  return (
    <>
      {shown.map((l) => (
        <Link
          key={l.to}
          to={l.to}
          onClick={onNavigate}
          className={linkClass}
          activeProps={{ className: activeClass, "aria-current": "page" }}
          activeOptions={{ exact: l.to === "/" }}
        >
          {t(l.label)}
        </Link>
      ))}
    </>
  );
}
