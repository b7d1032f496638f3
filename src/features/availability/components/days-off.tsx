import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarX, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { Availability } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { inputClass } from "../../../components/ui/field.js";
import { shownText } from "../../../i18n/server-messages.js";
import { AVAILABILITY_TEXTS, dayName } from "../form.js";

/** Days off: dated exceptions on which nothing can be booked (docs/product.md, Lessons (tutor)). */
export function DaysOff() {
  const {
    control,
    formState: { errors },
  } = useFormContext<Availability>();
  const { fields, append, remove } = useFieldArray({ control, name: "exceptions" });
  const [date, setDate] = useState("");
  const { t, i18n } = useLingui();
  // A flag, not a text: the note is drawn in the language on screen.
  const [taken, setTaken] = useState(false);
  const id = useId();
  const add = () => {
    if (!date) return;
    if (fields.some((f) => f.date === date)) return setTaken(true);
    setTaken(false);
    append({ date, available: false });
    setDate("");
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold">
        <Trans>Days off</Trans>
      </legend>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            <Trans>Day off</Trans>
          </label>
          <input
            id={id}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className={inputClass}
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={!date}>
          <Plus aria-hidden className="size-4" />
          {t(AVAILABILITY_TEXTS.addDayOff)}
        </Button>
      </div>
      {taken ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(AVAILABILITY_TEXTS.dayOffTaken)}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(AVAILABILITY_TEXTS.noDaysOff)}</p>
      ) : (
        <ul className="space-y-1">
          {fields.map((f, index) => {
            const day = dayName(f.date, i18n);
            return (
              <li
                key={f.id}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 dark:bg-slate-800/60"
              >
                <span className="flex items-center gap-2">
                  <CalendarX aria-hidden className="size-4" />
                  {day}
                </span>
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={t`Remove day off ${day}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
                {errors.exceptions?.[index]?.date ? (
                  <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                    {shownText(errors.exceptions[index]?.date?.message ?? "", i18n)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
