import { useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { Bell, CheckCheck, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { showError } from "../../../components/ui/message-store.js";
import { ErrorText, LoadingText } from "../../../components/ui/status.js";
import { formatCount } from "../../../i18n/format.js";
import { errorText } from "../../../lib/error-text.js";
import { notificationsQueryOptions, useMarkAllRead } from "../api.js";
import { bellLabel, NOTIFICATION_TEXTS } from "../texts.js";
import { NotificationList } from "./notification-list.js";

/**
 * The navigation bar's bell (docs/product.md, Lessons (tutor)): the unread count on the icon and
 * in its name, the list in a panel below it, kept live by the page's live connection
 * (src/features/layout/live-controls.tsx), with which the navbar loads it after the first paint.
 */
export function NotificationBell({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const query = useQuery(notificationsQueryOptions(uid));
  const markAll = useMarkAllRead();
  const [open, setOpen] = useState(false);
  const unread = query.data?.filter((n) => !n.read).length ?? 0;

  const onMarkAll = async () => {
    try {
      await markAll.mutateAsync();
    } catch (err) {
      showError(errorText(err));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={bellLabel(unread, i18n)}
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="bell-count"
            className="absolute end-1 top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? `${formatCount(99, i18n)}+` : formatCount(unread, i18n)}
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/30" />
        <Dialog.Content className="fixed end-2 top-16 z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
            <Dialog.Title className="font-bold">{t(NOTIFICATION_TEXTS.title)}</Dialog.Title>
            <div className="flex items-center gap-1">
              <Button
                variant="ghost"
                className="px-2 text-sm"
                disabled={unread === 0 || markAll.isPending}
                onClick={() => void onMarkAll()}
              >
                <CheckCheck aria-hidden className="size-4" />
                {t(NOTIFICATION_TEXTS.markAllRead)}
              </Button>
              <Dialog.Close
                aria-label={t(NOTIFICATION_TEXTS.close)}
                className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">{bellLabel(unread, i18n)}</Dialog.Description>
          {query.data ? (
            <NotificationList uid={uid} items={query.data} onNavigate={() => setOpen(false)} />
          ) : query.isError ? (
            <ErrorText text={t(NOTIFICATION_TEXTS.loadFailed)} />
          ) : (
            <LoadingText text={t(NOTIFICATION_TEXTS.loading)} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
