import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CloudUpload } from "lucide-react";
import { formatCount } from "../../../i18n/format.js";
import { useMyOutbox } from "../use-outbox.js";

/** A navbar link to Pending changes, shown only while something waits or was refused. */
export function PendingBadge() {
  const { t, i18n } = useLingui();
  const items = useMyOutbox();
  if (items.length === 0) return null;
  const failed = items.some((i) => i.state === "failed");
  const count = formatCount(items.length, i18n);
  return (
    <Link
      to="/pending-changes"
      className={`relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800 ${failed ? "text-red-700 dark:text-red-400" : "text-amber-700 dark:text-amber-300"}`}
      aria-label={failed ? t`Pending changes: ${count}, some not sent` : t`Pending changes: ${count}`}
    >
      <CloudUpload aria-hidden className="size-5" />
      <span className="absolute end-1 top-1 min-w-5 rounded-full bg-amber-600 px-1 text-center text-xs font-bold text-white">
        {count}
      </span>
    </Link>
  );
}
