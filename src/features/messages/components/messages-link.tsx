import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { MessageCircle } from "lucide-react";
import { formatCount } from "../../../i18n/format.js";
import { unreadQueryOptions } from "../api.js";
import { messagesLabel } from "../texts.js";

/**
 * Messages in the top bar (docs/product.md, Messages between people): an icon with the unread count over all
 * conversations, named with it; kept fresh by the live events (src/features/messages/live-events.ts).
 */
export function MessagesLink({ uid }: { uid: string }) {
  const { i18n } = useLingui();
  const unread = useQuery(unreadQueryOptions(uid)).data ?? 0;
  return (
    <Link
      to="/messages"
      aria-label={messagesLabel(unread, i18n)}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      activeProps={{ className: "bg-brand-50 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100" }}
    >
      <MessageCircle aria-hidden className="size-5 rtl:-scale-x-100" />
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="messages-count"
          className="absolute end-1 top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? `${formatCount(99, i18n)}+` : formatCount(unread, i18n)}
        </span>
      ) : null}
    </Link>
  );
}
