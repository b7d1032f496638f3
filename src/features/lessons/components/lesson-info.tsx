import { useLingui } from "@lingui/react/macro";
import { CalendarDays, CalendarPlus, X } from "lucide-react";
import { LEARNER_CANCEL_NOTICE_HOURS, type Lesson } from "../../../../contract/index.js";
import { Button, buttonClass } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { errorText } from "../../../lib/error-text.js";
import { showQueued } from "../../offline/send-write.js";
import { useUpdateLesson } from "../api.js";
import { formatDateTime, formatTime } from "../format.js";
import { usePendingLessonStatus } from "../pending.js";
import { LESSON_TEXTS } from "../texts.js";
import { LessonStatus } from "./lesson-status.js";

const HOUR = 60 * 60 * 1000;

/** Whether the learner may still cancel (the server holds the same 12-hour rule). */
export const learnerMayCancel = (lesson: Lesson, now: number = Date.now()): boolean =>
  Date.parse(lesson.start) - now >= LEARNER_CANCEL_NOTICE_HOURS * HOUR;

/**
 * A lesson on My booked tutors (docs/product.md, Lessons (learner)): its time in the learner's
 * zone (named once, above the lessons), its state in words, the tutor's reason, Cancel under the 12-hour rule, and Add to calendar while it is still to come.
 */
export function LessonInfo({ lesson: l }: { lesson: Lesson }) {
  const { t, i18n } = useLingui();
  const update = useUpdateLesson();
  const pendingStatus = usePendingLessonStatus(l._id);
  const open = l.status === "requested" || l.status === "confirmed";
  const mayCancel = learnerMayCancel(l);

  const onCancel = async () => {
    try {
      const input = { id: l._id, status: "cancelled" as const, language: l.language, start: l.start };
      const result = await update.mutateAsync(input);
      if (result.status === "queued") showQueued();
      else showSuccess(t(LESSON_TEXTS.cancelled));
    } catch (err) {
      showError(errorText(err));
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <p className="flex items-center gap-2 font-medium">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        <span>
          {formatDateTime(l.start, i18n)}–{formatTime(l.end, i18n)}
        </span>
      </p>
      <LessonStatus
        lesson={l}
        pendingText={pendingStatus === "cancelled" ? t(LESSON_TEXTS.cancelPending) : undefined}
        reasonLabel={t(LESSON_TEXTS.tutorReason)}
      />
      <div className="flex flex-wrap gap-2">
        {open && pendingStatus === undefined ? (
          mayCancel ? (
            <ConfirmDialog
              trigger={
                <Button variant="secondary" disabled={update.isPending}>
                  <X aria-hidden className="size-4" />
                  {t(LESSON_TEXTS.cancel)}
                </Button>
              }
              title={t(LESSON_TEXTS.cancelTitle)}
              description={t(LESSON_TEXTS.cancelRule)}
              confirmLabel={t(LESSON_TEXTS.cancelConfirm)}
              cancelLabel={t(LESSON_TEXTS.keep)}
              onConfirm={() => void onCancel()}
            />
          ) : (
            <>
              <Button variant="secondary" disabled aria-describedby={`rule-${l._id}`}>
                <X aria-hidden className="size-4" />
                {t(LESSON_TEXTS.cancel)}
              </Button>
              <p id={`rule-${l._id}`} className="w-full text-slate-600 dark:text-slate-300">
                {t(LESSON_TEXTS.cancelRule)}
              </p>
            </>
          )
        ) : null}
        {/* Only a lesson still to come goes in a calendar (docs/product.md, My booked tutors). */}
        {open ? (
          <a
            href={`/api/lessons/${encodeURIComponent(l._id)}/calendar.ics`}
            download
            className={buttonClass("ghost")}
          >
            <CalendarPlus aria-hidden className="size-4" />
            {t(LESSON_TEXTS.calendar)}
          </a>
        ) : null}
      </div>
    </div>
  );
}
