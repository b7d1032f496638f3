import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarPlus, Clock } from "lucide-react";
import { useState } from "react";
import type { Tutorial } from "../../../../contract/index.js";
import { Button, buttonClass } from "../../../components/ui/button.js";
import { formatDateTime } from "../format.js";
import { useMyLessonBookings } from "../pending.js";
import { LESSON_TEXTS } from "../texts.js";
import { SlotPickerDialog } from "./slot-picker-dialog.js";

/**
 * Book Now for a tutor with availability: opens the slot picker. Each lesson is its own booking,
 * so it stays offered after one; lessons booked offline show here as pending.
 */
export function BookLessonButton({
  tutorial,
  openAtStart = false,
}: {
  tutorial: Tutorial;
  /** Book Now was clicked before the page knew the tutor is booked by time. */
  openAtStart?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(openAtStart);
  const pending = useMyLessonBookings().filter((l) => l.tutorId === tutorial._id && !l.error);
  return (
    <div className="flex flex-col gap-3">
      {pending.length > 0 ? (
        <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950/40">
          <ul className="flex flex-col gap-1">
            {pending.map((l) => (
              <li
                key={l.id}
                className="flex items-center gap-2 font-medium text-amber-900 dark:text-amber-200"
              >
                <Clock aria-hidden className="size-4" />
                {t(LESSON_TEXTS.lessonPending)}: {formatDateTime(l.start, i18n)}
              </li>
            ))}
          </ul>
          <Link to="/my-booked-tutors" className={buttonClass("secondary")}>
            <Trans>My booked tutors</Trans>
          </Link>
        </div>
      ) : null}
      <Button className="w-full sm:w-auto sm:self-start sm:px-8" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden className="size-5" />
        <Trans>Book Now</Trans>
      </Button>
      <SlotPickerDialog
        tutorial={{
          tutorId: tutorial._id,
          image: tutorial.image,
          language: tutorial.language,
          price: tutorial.price,
          tutorEmail: tutorial.email,
          tutorName: tutorial.userName,
        }}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}
