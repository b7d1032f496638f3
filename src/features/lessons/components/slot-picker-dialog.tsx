import { plural } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { Clock } from "lucide-react";
import { useState } from "react";
import { LESSON_DURATIONS, type LessonDuration, type Slot } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { DialogCloseButton } from "../../../components/ui/dialog-close-button.js";
import { formatDateTime } from "../format.js";
import { PICKER_TEXTS } from "../texts.js";
import { type BookableTutorial, useBookSlot } from "../use-book-slot.js";
import { usePickerSlots } from "../use-picker-slots.js";
import { NextFreeTimes } from "./next-free-times.js";
import { SlotList } from "./slot-list.js";
import { ZoneLine } from "./zone-line.js";

/**
 * Book Now for a tutor with availability (docs/product.md, Lessons (learner)): the free times of
 * the next 14 days in the learner's own zone, 30 or 60 minutes, one chosen and confirmed.
 */
export function SlotPickerDialog({
  tutorial,
  open,
  onOpenChange,
}: {
  tutorial: BookableTutorial;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,36rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-slate-900">
          {open ? <Picker tutorial={tutorial} close={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Picker({ tutorial, close }: { tutorial: BookableTutorial; close: () => void }) {
  const [duration, setDuration] = useState<LessonDuration>(60);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const state = usePickerSlots(tutorial.tutorId, duration);
  const { bookSlot, taken, refused, booking } = useBookSlot(tutorial);
  const { t, i18n } = useLingui();
  const when = chosen ? formatDateTime(chosen.start, i18n) : "";

  const book = async (slot: Slot) => {
    if (await bookSlot(slot, duration)) close();
    else setChosen(null);
  };

  return (
    <>
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-4 dark:border-slate-800">
        <div>
          <Dialog.Title className="text-xl font-semibold">{t(PICKER_TEXTS.title)}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            <ZoneLine />
          </Dialog.Description>
        </div>
        <DialogCloseButton className="px-2!" />
      </div>
      <div className="flex flex-col gap-4 overflow-y-auto p-4">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t(PICKER_TEXTS.duration)}</legend>
          <span aria-hidden className="flex items-center gap-1 text-sm font-medium">
            <Clock className="size-4" />
            {t(PICKER_TEXTS.duration)}
          </span>
          {LESSON_DURATIONS.map((minutes) => (
            <Button
              key={minutes}
              variant={minutes === duration ? "primary" : "secondary"}
              aria-pressed={minutes === duration}
              onClick={() => {
                setDuration(minutes);
                setChosen(null);
              }}
            >
              <Plural value={minutes} one="# minute" other="# minutes" />
            </Button>
          ))}
        </fieldset>
        {state.saved ? (
          <p
            role="status"
            className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
          >
            {t(PICKER_TEXTS.saved)}
          </p>
        ) : null}
        {taken ? (
          <NextFreeTimes
            tutorialId={tutorial.tutorId}
            duration={duration}
            exclude={taken}
            disabled={booking}
            onChoose={(slot) => void book(slot)}
          />
        ) : null}
        <SlotList state={state} chosen={chosen?.start ?? null} onChoose={setChosen} />
      </div>
      <div className="border-t border-slate-200 p-4 dark:border-slate-800">
        {refused ? (
          <p
            role="alert"
            className="mb-3 rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
          >
            {refused}
          </p>
        ) : null}
        <p aria-live="polite" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
          {chosen
            ? t({ message: plural(duration, { one: `${when}, # minute`, other: `${when}, # minutes` }) })
            : t(PICKER_TEXTS.choose)}
        </p>
        <Button className="w-full" disabled={!chosen || booking} onClick={() => chosen && void book(chosen)}>
          {booking ? t(PICKER_TEXTS.booking) : t(PICKER_TEXTS.confirm)}
        </Button>
      </div>
    </>
  );
}
