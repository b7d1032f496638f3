import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowDown, Ban, ChevronLeft } from "lucide-react";
import { Fragment, type ReactNode, useRef } from "react";
import { IMAGE_SIZES } from "../../../../contract/image-sizes.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { showError } from "../../../components/ui/message-store.js";
import { ResponsiveImg } from "../../../components/ui/responsive-img.js";
import { ErrorText, LoadingText } from "../../../components/ui/status.js";
import { apiErrorOf } from "../../../lib/api-client.js";
import { errorText } from "../../../lib/error-text.js";
import { usePageTitle } from "../../../lib/page-title.js";
import { formatDay } from "../../lessons/format.js";
import { DEFAULT_AVATAR } from "../../profile/default-pictures.js";
import { MESSAGE_TEXTS } from "../texts.js";
import { useMarkRead } from "../use-mark-read.js";
import { useStickToBottom } from "../use-stick-to-bottom.js";
import { type ThreadEntry, useBlock, useSendMessage, useThread } from "../use-thread.js";
import { Composer } from "./composer.js";
import { MessageBubble } from "./message-bubble.js";
import { personName } from "./person-name.js";

const keyOf = (e: ThreadEntry) => (e.on === "server" ? e.message._id : e.item.id);
const timeOf = (e: ThreadEntry) => (e.on === "server" ? e.message.createdAt : e.item.createdAt);
const localDay = (iso: string) => new Date(iso).toDateString();

/**
 * A conversation (`/messages/{id}`, docs/product.md, Messages between people): the other person, 'Block' /
 * 'Unblock', the messages as bubbles with the days between them, newest at the bottom, and the
 * composer. What the person writes shows at once with its tick.
 */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const { t, i18n } = useLingui();
  const { uid, pages, conversation, entries } = useThread(conversationId);
  const name = personName(conversation?.other.name ?? "", i18n);
  usePageTitle(conversation ? name : t(MESSAGE_TEXTS.title));
  const send = useSendMessage(conversationId, conversation?.other.name ?? "");
  const block = useBlock(conversationId, conversation?.other.name ?? "");
  const scroller = useRef<HTMLElement>(null);
  const last = entries.at(-1);
  const lastOwn = last ? last.on === "device" || last.message.senderId === uid : false;
  const stick = useStickToBottom(scroller, {
    first: entries[0] && keyOf(entries[0]),
    // A refusal of the newest line counts as a change of it: its reason and buttons come into view.
    last: last && `${keyOf(last)}:${last.on === "device" ? last.item.state : ""}`,
    ownLast: lastOwn,
  });
  const newestUnread = entries.findLast(
    (e) => e.on === "server" && e.message.senderId !== uid && e.message.readAt === null,
  );
  useMarkRead(uid, conversationId, newestUnread?.on === "server" ? newestUnread.message._id : undefined);

  const onSend = (text: string) => {
    // A refusal stays in the conversation, marked not sent with its reason (message-bubble.tsx).
    send.mutate(text, { onError: (err) => (apiErrorOf(err) ? undefined : showError(errorText(err))) });
  };
  const setBlocked = (value: boolean) => {
    block.mutate(value, { onError: (err) => showError(errorText(err)) });
  };

  let body: ReactNode;
  if (pages.isPending) body = <LoadingText text={t(MESSAGE_TEXTS.loading)} />;
  else if (pages.isError && !pages.data) body = <ErrorText text={errorText(pages.error)} />;
  else
    body = (
      <>
        {pages.hasNextPage ? (
          <div className="flex justify-center py-2">
            <Button
              variant="secondary"
              className="text-sm"
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t(MESSAGE_TEXTS.loadEarlier)}
            </Button>
          </div>
        ) : null}
        {entries.length === 0 ? (
          <p className="py-10 text-center text-slate-600 dark:text-slate-300">
            {t(MESSAGE_TEXTS.noMessagesHere)}
          </p>
        ) : null}
        <ol className="flex flex-col gap-2">
          {entries.map((entry, i) => {
            const day = localDay(timeOf(entry));
            const newDay = i === 0 || localDay(timeOf(entries[i - 1])) !== day;
            const own = entry.on === "device" || entry.message.senderId === uid;
            return (
              <Fragment key={keyOf(entry)}>
                {newDay ? (
                  <li>
                    <h3 className="my-2 text-center text-xs font-medium text-slate-600 dark:text-slate-300">
                      {formatDay(timeOf(entry), i18n)}
                    </h3>
                  </li>
                ) : null}
                <MessageBubble entry={entry} own={own} />
              </Fragment>
            );
          })}
        </ol>
      </>
    );

  const blocked = conversation?.blocked;
  return (
    <div className="flex h-[calc(100dvh-13rem)] min-h-96 flex-col rounded-2xl border border-slate-200 dark:border-slate-800">
      <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 dark:border-slate-800">
        <Link
          to="/messages"
          aria-label={t(MESSAGE_TEXTS.allConversations)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
        >
          <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
        </Link>
        <ResponsiveImg
          src={conversation?.other.photoURL || DEFAULT_AVATAR}
          sizes={IMAGE_SIZES.navAvatar}
          fallback={DEFAULT_AVATAR}
          alt=""
          width={40}
          height={40}
          referrerPolicy="no-referrer"
          className="size-10 shrink-0 rounded-full object-cover"
        />
        <h2 dir="auto" className="min-w-0 flex-1 truncate text-lg font-semibold">
          {name}
        </h2>
        {conversation ? (
          blocked?.byMe ? (
            <Button variant="secondary" className="shrink-0 text-sm" onClick={() => setBlocked(false)}>
              {t(MESSAGE_TEXTS.unblock)}
            </Button>
          ) : (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" className="shrink-0 text-sm max-sm:px-3">
                  <Ban aria-hidden className="size-4" />
                  {/* On a phone the icon alone, so that the name keeps the room (still named 'Block'). */}
                  <span className="max-sm:sr-only">{t(MESSAGE_TEXTS.block)}</span>
                </Button>
              }
              title={t`Block ${name}?`}
              description={t`They will not be able to send you messages. You can unblock them at any time.`}
              confirmLabel={t(MESSAGE_TEXTS.block)}
              onConfirm={() => setBlocked(true)}
            />
          )
        ) : null}
      </header>
      <div className="relative min-h-0 flex-1">
        <section
          ref={scroller}
          onScroll={stick.onScroll}
          className="h-full overflow-y-auto px-3 py-2"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus, so that the keys scroll it.
          tabIndex={0}
          aria-label={t(MESSAGE_TEXTS.title)}
        >
          {body}
        </section>
        {stick.newBelow ? (
          <Button
            className="absolute bottom-3 start-1/2 -translate-x-1/2 rtl:translate-x-1/2 shadow-lg text-sm"
            onClick={stick.toEnd}
          >
            <ArrowDown aria-hidden className="size-4" />
            {t(MESSAGE_TEXTS.newMessages)}
          </Button>
        ) : null}
      </div>
      <div className="border-t border-slate-200 p-2 dark:border-slate-800">
        {blocked?.byThem ? (
          <p className="py-2 text-center text-sm text-slate-600 dark:text-slate-300">
            {t(MESSAGE_TEXTS.blockedByThem)}
          </p>
        ) : (
          <>
            {blocked?.byMe ? (
              <p className="pb-2 text-center text-sm text-slate-600 dark:text-slate-300">
                {t(MESSAGE_TEXTS.blockedByMe)}
              </p>
            ) : null}
            <Composer key={conversationId} conversationId={conversationId} onSend={onSend} />
          </>
        )}
      </div>
    </div>
  );
}
