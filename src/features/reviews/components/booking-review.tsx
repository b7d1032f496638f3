import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Pencil, Star } from "lucide-react";
import { useState } from "react";
import type { Lesson } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { formatCount } from "../../../i18n/format.js";
import { useReviewPending } from "../../offline/use-outbox.js";
import { useMyReviews, useReviewChangesWaiting } from "../api.js";
import { ReviewDialog } from "./review-dialog.js";
import { StarRow } from "./stars.js";

export const BOOKING_REVIEW_TEXTS = {
  afterLesson: msg`You can review this tutor after your lesson.`,
} as const;

/** Lessons whose state lets their learner review: one that took place. */
const REVIEWABLE: ReadonlySet<Lesson["status"]> = new Set(["completed"]);
/** Lessons still to take place: the learner is told when they may review. */
const UPCOMING: ReadonlySet<Lesson["status"]> = new Set(["requested", "confirmed"]);

/**
 * A booking's review (docs/product.md, My booked tutors): 'Review' where the person may review (an
 * untimed booking, or a lesson that took place), the person's stars and 'Edit review' once they
 * have, 'You can review this tutor after your lesson.' for a lesson still to come, nothing for one
 * that will not take place.
 */
export function BookingReview({
  tutorId,
  language,
  lesson,
}: {
  tutorId: string;
  language: string;
  lesson?: Lesson | undefined;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const { byTutorial } = useMyReviews();
  const mine = byTutorial.get(tutorId);
  const reviewPending = useReviewPending(tutorId);
  const changesWaiting = useReviewChangesWaiting(tutorId).length > 0;

  if (lesson && UPCOMING.has(lesson.status)) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">{t(BOOKING_REVIEW_TEXTS.afterLesson)}</p>
    );
  }
  if (lesson && !REVIEWABLE.has(lesson.status)) return null;

  const dialog = (
    <ReviewDialog
      // A fresh form for each opening, filled from the review as it is then.
      key={open ? `open-${mine?._id ?? "new"}` : "closed"}
      open={open}
      onOpenChange={setOpen}
      tutorialId={tutorId}
      language={language}
      review={mine}
    />
  );
  if (mine) {
    const stars = mine.rating === null ? null : formatCount(mine.rating, i18n);
    const five = formatCount(5, i18n);
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        {stars !== null ? (
          <span role="img" aria-label={t`Your rating: ${stars} out of ${five}`}>
            <StarRow value={mine.rating ?? 0} />
          </span>
        ) : (
          <span className="text-sm text-slate-700 dark:text-slate-300">{t`You reviewed this tutor.`}</span>
        )}
        <Button
          variant="secondary"
          onClick={() => setOpen(true)}
          disabled={changesWaiting}
          aria-label={
            changesWaiting ? t`Review change pending: ${language} tutor` : t`Edit review of ${language} tutor`
          }
        >
          <Pencil aria-hidden className="size-4 shrink-0" />
          {changesWaiting ? t`Review change pending` : t`Edit review`}
        </Button>
        {dialog}
      </div>
    );
  }
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        // A booking still waiting in the outbox is sent before the review queued after it.
        disabled={reviewPending}
        // The visible text starts the accessible name (WCAG 2.5.3 Label in Name).
        aria-label={reviewPending ? t`Review pending: ${language} tutor` : t`Review ${language} tutor`}
      >
        <Star aria-hidden className="size-4 shrink-0" />
        {reviewPending ? t`Review pending` : t`Review`}
      </Button>
      {dialog}
    </>
  );
}
