import { Trans, useLingui } from "@lingui/react/macro";
import { Clock } from "lucide-react";
import type { Lesson } from "../../../../contract/index.js";
import { STATUS_TEXT } from "../format.js";

/**
 * A lesson's state in words (or, while a change waits in the outbox, that change marked pending),
 * and the tutor's reason when there is one: the same lines on both sides' cards.
 */
export function LessonStatus({
  lesson: l,
  pendingText,
  reasonLabel,
  className = "",
}: {
  lesson: Lesson;
  pendingText?: string;
  reasonLabel: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <p data-testid="lesson-status" className={className}>
        <span className="sr-only">
          <Trans>Status:</Trans>{" "}
        </span>
        {pendingText ? (
          <span className="flex items-center gap-1 font-medium text-amber-800 dark:text-amber-300">
            <Clock aria-hidden className="size-4" />
            {pendingText}
          </span>
        ) : (
          t(STATUS_TEXT[l.status])
        )}
      </p>
      {l.reason ? (
        <p className={`text-slate-700 dark:text-slate-300 ${className}`}>
          {reasonLabel} <bdi>{l.reason}</bdi>
        </p>
      ) : null}
    </>
  );
}
