import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { MessageCircle } from "lucide-react";
import { formatCount } from "../../../i18n/format.js";
import { unreadQueryOptions } from "../api.js";
import { MESSAGE_TEXTS, messagesLabel } from "../texts.js";

/**
 * Messages in the top bar (docs/product.md, Messages): an icon with the unread count over all
 * conversations, named with it; kept fresh by the live events (src/features/messages/live-events.ts).
 */
export function MessagesLink({
  uid,
  labelled = false,
  className = "",
  onNavigate,
}: {
  uid: string;
  /** With its word beside the icon: the phone menu, on the narrowest screens. */
  labelled?: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useLingui();
  const unread = useQuery(unreadQueryOptions(uid)).data ?? 0;
  const count =
    unread > 0 ? (
      <span
        aria-hidden
        data-testid="messages-count"
        className={`min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white ${
          labelled ? "" : "absolute end-1 top-1"
        }`}
      >
        {unread > 99 ? `${formatCount(99, i18n)}+` : formatCount(unread, i18n)}
      </span>
    ) : null;
  return (
    <Link
      to="/messages"
      onClick={onNavigate}
      aria-label={messagesLabel(unread, i18n)}
      className={`relative shrink-0 items-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${
        labelled ? "flex gap-2 px-1.5 py-2 font-medium" : "inline-flex size-11 justify-center"
      } ${className}`}
      activeProps={{ className: "bg-brand-50 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100" }}
    >
      <MessageCircle aria-hidden className="size-5 rtl:-scale-x-100" />
      {labelled ? <span aria-hidden>{t(MESSAGE_TEXTS.title)}</span> : null}
      {count}
    </Link>
  );
}
