import { useLingui } from "@lingui/react/macro";
import type { Slot } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { EmptyText, ErrorText, LoadingText } from "../../../components/ui/status.js";
import { formatTime, groupByDay } from "../format.js";
import { PICKER_TEXTS } from "../texts.js";
import type { PickerSlots } from "../use-picker-slots.js";

const timeClass = (chosen: boolean) =>
  `min-h-11 rounded-lg border px-3 text-sm font-medium tabular-nums transition-colors ${
    chosen
      ? "border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-500"
      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
  }`;

/**
 * The free times, day by day, as buttons: each is reached by Tab, chosen by Enter or Space, and
 * named with its day for screen readers ("10:00 AM, Tuesday, December 1"); the chosen one is pressed.
 */
export function SlotList({
  state,
  chosen,
  onChoose,
}: {
  state: PickerSlots;
  chosen: string | null;
  onChoose: (slot: Slot) => void;
}) {
  const { t, i18n } = useLingui();
  if (state.loading) return <LoadingText text={t(PICKER_TEXTS.loading)} />;
  if (state.failure === "offline") return <ErrorText text={t(PICKER_TEXTS.offline)} />;
  if (state.failure === "failed" || !state.slots)
    return (
      <div className="flex flex-col items-center">
        <ErrorText text={t(PICKER_TEXTS.failed)} />
        <Button variant="secondary" onClick={state.retry}>
          {t(PICKER_TEXTS.retry)}
        </Button>
      </div>
    );
  if (state.slots.length === 0) return <EmptyText text={t(PICKER_TEXTS.empty)} />;
  return (
    <div className="flex flex-col gap-4">
      {groupByDay(state.slots, i18n).map((day) => (
        <section key={day.day} aria-labelledby={`day-${day.day}`}>
          <h3 id={`day-${day.day}`} className="mb-2 font-semibold">
            {day.label}
          </h3>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {day.slots.map((slot) => {
              const time = formatTime(slot.start, i18n);
              const dayName = day.label;
              return (
                <li key={slot.start}>
                  <button
                    type="button"
                    className={`${timeClass(chosen === slot.start)} w-full`}
                    aria-pressed={chosen === slot.start}
                    aria-label={t`${time}, ${dayName}`}
                    onClick={() => onChoose(slot)}
                  >
                    {time}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
