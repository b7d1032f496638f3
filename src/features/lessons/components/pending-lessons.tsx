import { Trans, useLingui } from "@lingui/react/macro";
import { Clock } from "lucide-react";
import type { Slot } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { refusalText } from "../../../i18n/server-messages.js";
import { discard, isTimeRefused } from "../../../offline/index.js";
import { formatDateTime } from "../format.js";
import { type PendingLesson, useMyLessonBookings } from "../pending.js";
import { LESSON_TEXTS } from "../texts.js";
import { useBookSlot } from "../use-book-slot.js";
import { NextFreeTimes } from "./next-free-times.js";
import { ZoneLine } from "./zone-line.js";

/**
 * Lessons booked offline, on My booked tutors: waiting ones marked pending; one refused on
 * replay because its time was taken says so and offers the next free times (docs/product.md, Offline).
 */
export function PendingLessons() {
  const lessons = useMyLessonBookings();
  if (lessons.length === 0) return null;
  return (
    <ul className="mb-6 flex flex-col gap-3">
      {lessons.map((l) => (
        <li key={l.id}>
          <PendingLessonCard lesson={l} />
        </li>
      ))}
    </ul>
  );
}

function PendingLessonCard({ lesson: l }: { lesson: PendingLesson }) {
  const { t, i18n } = useLingui();
  const { bookSlot, booking } = useBookSlot(l);
  const when = formatDateTime(l.start, i18n);
  const { language, tutorName } = l;
  const rebook = async (slot: Slot) => {
    if (await bookSlot(slot, l.durationMinutes)) await discard(l.id);
  };
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="font-semibold">
        {l.tutorName ? (
          <Trans>
            <bdi>{language}</bdi> with <bdi>{tutorName}</bdi>: {when}
          </Trans>
        ) : (
          <Trans>
            <bdi>{language}</bdi>: {when}
          </Trans>
        )}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <ZoneLine />
      </p>
      {l.error === undefined ? (
        <p className="flex items-center gap-1 text-sm font-medium text-amber-800 dark:text-amber-300">
          <Clock aria-hidden className="size-4" />
          {t(LESSON_TEXTS.lessonPending)}
        </p>
      ) : isTimeRefused(l.status) ? (
        <NextFreeTimes
          tutorialId={l.tutorId}
          duration={l.durationMinutes}
          exclude={l.start}
          disabled={booking}
          onChoose={(slot) => void rebook(slot)}
        />
      ) : (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(LESSON_TEXTS.notBooked)}: {refusalText(l.error, l.status, i18n)}
        </p>
      )}
      {l.error === undefined ? null : (
        <Button variant="ghost" className="self-start" onClick={() => void discard(l.id)}>
          <Trans>Dismiss</Trans>
        </Button>
      )}
    </article>
  );
}
