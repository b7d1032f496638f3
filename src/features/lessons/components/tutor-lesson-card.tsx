import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { CalendarDays, Check, User, X } from "lucide-react";
import type { Lesson, LessonPatch } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { errorText } from "../../../lib/error-text.js";
import { showQueued } from "../../offline/send-write.js";
import { LanguageBadge } from "../../tutorials/components/tutorial-card.js";
import { useUpdateLesson } from "../api.js";
import { formatDateTime, formatTime } from "../format.js";
import { usePendingLessonStatus } from "../pending.js";
import { MY_LESSONS_TEXTS as T } from "../tutor-lessons.js";
import { LessonStatus } from "./lesson-status.js";
import { ReasonDialog } from "./reason-dialog.js";

const DONE: Record<LessonPatch["status"], MessageDescriptor> = {
  confirmed: T.confirmed,
  declined: T.declined,
  cancelled: T.cancelled,
};

/**
 * One lesson on My lessons (docs/product.md, Lessons (tutor)): the learner, language, time in the
 * device's zone and state; Confirm / Decline for a request, Cancel for an upcoming lesson. An
 * answer given offline waits in the outbox and shows as pending.
 */
export function TutorLessonCard({
  lesson: l,
  part,
}: {
  lesson: Lesson;
  part: "requests" | "upcoming" | "past";
}) {
  const { t, i18n } = useLingui();
  const update = useUpdateLesson();
  const pending = usePendingLessonStatus(l._id);
  const { language, learnerName } = l;
  const when = formatDateTime(l.start, i18n);
  const answer = async (status: LessonPatch["status"], reason?: string) => {
    try {
      const names = { language, withName: learnerName, start: l.start };
      const result = await update.mutateAsync({ id: l._id, status, ...names, ...(reason ? { reason } : {}) });
      if (result.status === "queued") showQueued();
      else showSuccess(t(DONE[status]));
    } catch (err) {
      // 403 / 409 carry the server's own words (a state that no longer allows it).
      showError(errorText(err));
    }
  };
  const busy = update.isPending || pending !== undefined;

  return (
    <article
      id={`lesson-${l._id}`}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <User aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">{t(T.learner)}: </span>
          <bdi>{l.learnerName}</bdi>
        </h3>
        <LanguageBadge language={l.language} />
      </div>
      <p className="flex items-center gap-2">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        {when}–{formatTime(l.end, i18n)}
      </p>
      <LessonStatus
        lesson={l}
        pendingText={pending ? t(T.pending[pending]) : undefined}
        reasonLabel={t(T.reason)}
        className="text-sm text-slate-700 dark:text-slate-300"
      />
      {part === "requests" ? (
        <div className="mt-1 grid grid-cols-2 gap-2">
          <Button
            onClick={() => void answer("confirmed")}
            disabled={busy}
            aria-label={t`Confirm ${language} with ${learnerName}, ${when}`}
          >
            <Check aria-hidden className="size-4" />
            {t(T.confirm)}
          </Button>
          <ReasonDialog
            trigger={
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={t`Decline ${language} with ${learnerName}, ${when}`}
              >
                <X aria-hidden className="size-4" />
                {t(T.decline)}
              </Button>
            }
            title={t(T.declineTitle)}
            description={t(T.declineText)}
            reasonLabel={t(T.declineReason)}
            confirmLabel={t(T.declineConfirm)}
            reasonRequired={false}
            onConfirm={(reason) => void answer("declined", reason)}
          />
        </div>
      ) : null}
      {part === "upcoming" ? (
        <ReasonDialog
          trigger={
            <Button
              variant="secondary"
              className="mt-1 self-start"
              disabled={busy}
              aria-label={t`Cancel lesson: ${language} with ${learnerName}, ${when}`}
            >
              <X aria-hidden className="size-4" />
              {t(T.cancel)}
            </Button>
          }
          title={t(T.cancelTitle)}
          description={t(T.cancelText)}
          reasonLabel={t(T.cancelReason)}
          confirmLabel={t(T.cancelConfirm)}
          reasonRequired
          onConfirm={(reason) => void answer("cancelled", reason)}
        />
      ) : null}
    </article>
  );
}
