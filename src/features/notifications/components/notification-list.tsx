import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Lesson, Notification } from "../../../../contract/index.js";
import { lessonKeys } from "../../../lib/query-keys.js";
import { NOTIFICATION_TEXTS, notificationLink, notificationText, timeAgo } from "../texts.js";

const ROW = "flex items-start gap-3 px-4 py-3 hover:bg-slate-100 dark:hover:bg-slate-800";

/**
 * The bell's list, newest first (as the server answers it), each saying who and when and linking
 * to its lesson, or to the tutorial of a review notification.
 */
export function NotificationList({
  uid,
  items,
  onNavigate,
}: {
  uid: string;
  items: Notification[];
  onNavigate: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const tutorLessons = queryClient.getQueryData<Lesson[]>(lessonKeys.list(uid, "tutor"));
  const isTutorLesson = (id: string) => tutorLessons?.some((l) => l._id === id) ?? false;
  if (items.length === 0)
    return (
      <p className="px-4 py-8 text-center text-slate-600 dark:text-slate-300">
        {t(NOTIFICATION_TEXTS.empty)}
      </p>
    );
  return (
    <ul className="max-h-[60vh] divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800">
      {items.map((n) => {
        const link = notificationLink(n, isTutorLesson);
        const body = (
          <>
            <span
              aria-hidden
              className={`mt-2 size-2 shrink-0 rounded-full ${n.read ? "bg-transparent" : "bg-brand-600 dark:bg-brand-300"}`}
            />
            <span className="flex min-w-0 flex-col">
              <span className={n.read ? "" : "font-semibold"}>
                {n.read ? null : <span className="sr-only">{t(NOTIFICATION_TEXTS.unread)}: </span>}
                {notificationText(n, i18n)}
              </span>
              <time dateTime={n.createdAt} className="text-sm text-slate-600 dark:text-slate-400">
                {timeAgo(n.createdAt, i18n)}
              </time>
            </span>
          </>
        );
        return (
          <li key={n._id}>
            {link.kind === "tutorial" ? (
              <Link to={link.to} params={link.params} onClick={onNavigate} className={ROW}>
                {body}
              </Link>
            ) : (
              <Link to={link.to} hash={link.hash} onClick={onNavigate} className={ROW}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
