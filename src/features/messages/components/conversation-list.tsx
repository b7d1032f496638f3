import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { IMAGE_SIZES } from "../../../../contract/image-sizes.js";
import type { Conversation } from "../../../../contract/index.js";
import { ResponsiveImg } from "../../../components/ui/responsive-img.js";
import { EmptyText, ErrorText, LoadingText } from "../../../components/ui/status.js";
import { formatCount, formatDate } from "../../../i18n/format.js";
import { errorText } from "../../../lib/error-text.js";
import { useAuth } from "../../auth/auth-store.js";
import { formatTime } from "../../lessons/format.js";
import { DEFAULT_AVATAR } from "../../profile/default-pictures.js";
import { conversationsQueryOptions } from "../api.js";
import { MESSAGE_TEXTS, unreadLabel } from "../texts.js";
import { personName } from "./person-name.js";

/** Today: the time; before: the date, in the screen's language. */
function whenText(iso: string, i18n: ReturnType<typeof useLingui>["i18n"]): string {
  const at = new Date(iso);
  if (at.toDateString() === new Date().toDateString()) return formatTime(iso, i18n);
  return formatDate(at, { day: "numeric", month: "short" }, i18n);
}

function ConversationRow({ conversation, active }: { conversation: Conversation; active: boolean }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const last = conversation.lastMessage;
  const name = personName(conversation.other.name, i18n);
  return (
    <Link
      to="/messages/$id"
      params={{ id: conversation._id }}
      aria-current={active ? "page" : undefined}
      className={`flex items-center gap-3 rounded-xl px-3 py-3 hover:bg-slate-100 dark:hover:bg-slate-800 ${
        active ? "bg-brand-50 dark:bg-brand-900/40" : ""
      }`}
    >
      <ResponsiveImg
        src={conversation.other.photoURL || DEFAULT_AVATAR}
        sizes={IMAGE_SIZES.navAvatar}
        fallback={DEFAULT_AVATAR}
        alt=""
        width={44}
        height={44}
        referrerPolicy="no-referrer"
        className="size-11 shrink-0 rounded-full object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span dir="auto" className="truncate font-semibold">
            {name}
          </span>
          {last ? (
            <time dateTime={last.createdAt} className="shrink-0 text-xs text-slate-600 dark:text-slate-300">
              {whenText(last.createdAt, i18n)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-slate-600 dark:text-slate-300">
            {last ? (
              <>
                {last.senderId === user?.uid ? `${t(MESSAGE_TEXTS.you)}: ` : null}
                <bdi>{last.text}</bdi>
              </>
            ) : (
              t(MESSAGE_TEXTS.noMessagesHere)
            )}
          </span>
          {conversation.unread > 0 ? (
            <span className="shrink-0 rounded-full bg-red-700 px-2 text-xs leading-5 font-bold text-white">
              <span aria-hidden>{formatCount(conversation.unread, i18n)}</span>
              <span className="sr-only">{unreadLabel(conversation.unread, i18n)}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

/** The person's conversations, latest activity first (docs/product.md, Messages between people). */
export function ConversationList({ activeId }: { activeId?: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const query = useQuery(conversationsQueryOptions(user?.uid ?? ""));
  const { data } = query;
  if (query.isPending) return <LoadingText text={t(MESSAGE_TEXTS.loading)} />;
  if (query.isError && !data) return <ErrorText text={errorText(query.error)} />;
  if (!data || data.length === 0) return <EmptyText text={t(MESSAGE_TEXTS.empty)} />;
  return (
    <ul className="flex flex-col gap-1">
      {data.map((c) => (
        <li key={c._id}>
          <ConversationRow conversation={c} active={c._id === activeId} />
        </li>
      ))}
    </ul>
  );
}
