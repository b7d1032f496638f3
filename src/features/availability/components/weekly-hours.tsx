import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { Availability } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { inputClass } from "../../../components/ui/field.js";
import { formatCount } from "../../../i18n/format.js";
import { shownText } from "../../../i18n/server-messages.js";
import {
  AVAILABILITY_TEXTS,
  END_TIMES,
  nextWindow,
  overlappingWeekdays,
  START_TIMES,
  WEEKDAYS,
  wallTime,
  weekdayName,
} from "../form.js";

const errorClass = "mt-1 text-sm text-red-700 dark:text-red-400";

/**
 * The weekly hours: per weekday, windows with a start and an end on the hour or half hour
 * (docs/product.md, Lessons (tutor)). One field array holds every day's windows, as the API does.
 */
export function WeeklyHours() {
  const { t, i18n } = useLingui();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<Availability>();
  const { fields, append, remove } = useFieldArray({ control, name: "weekly" });
  const weekly = useWatch({ control, name: "weekly" });
  // The schema's overlap check names the whole list: shown beside each day it concerns.
  const overlapMessage = errors.weekly?.root?.message ?? errors.weekly?.message;
  // The form's checks say the contract's English words: shown in the language on screen.
  const say = (text: string | undefined) => (text ? shownText(text, i18n) : undefined);
  const overlapping = overlapMessage ? overlappingWeekdays(weekly) : new Set<number>();

  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">
        <Trans>Weekly hours</Trans>
      </legend>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {WEEKDAYS.map((weekday) => {
          const name = weekdayName(weekday, i18n);
          const rows = fields.map((f, index) => ({ f, index })).filter(({ f }) => f.weekday === weekday);
          return (
            <li key={weekday} className="p-3 sm:p-4" aria-labelledby={`weekday-${weekday}`}>
              <div className="flex items-center justify-between gap-2">
                <h2 id={`weekday-${weekday}`} className="font-medium">
                  {name}
                </h2>
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={t`Add hours on ${name}`}
                  onClick={() => append(nextWindow(weekly, weekday))}
                >
                  <Plus aria-hidden className="size-4" />
                  {t(AVAILABILITY_TEXTS.addHours)}
                </Button>
              </div>
              {rows.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t(AVAILABILITY_TEXTS.noHours)}</p>
              ) : null}
              {rows.map(({ f, index }, n) => {
                const position = formatCount(n + 1, i18n);
                const label = t`${name} hours ${position}`;
                const windowError = say(
                  errors.weekly?.[index]?.end?.message ?? errors.weekly?.[index]?.start?.message,
                );
                const errorId = `weekly-${index}-error`;
                return (
                  <div key={f.id} className="mt-2">
                    <div className="flex items-center gap-2">
                      <select
                        aria-label={t`${label} from`}
                        className={`${inputClass} w-auto`}
                        aria-invalid={windowError ? true : undefined}
                        aria-describedby={windowError ? errorId : undefined}
                        {...register(`weekly.${index}.start`)}
                      >
                        {START_TIMES.map((time) => (
                          <option key={time} value={time}>
                            {wallTime(time, i18n)}
                          </option>
                        ))}
                      </select>
                      <span aria-hidden>–</span>
                      <select
                        aria-label={t`${label} to`}
                        className={`${inputClass} w-auto`}
                        aria-invalid={windowError ? true : undefined}
                        aria-describedby={windowError ? errorId : undefined}
                        {...register(`weekly.${index}.end`)}
                      >
                        {END_TIMES.map((time) => (
                          <option key={time} value={time}>
                            {wallTime(time, i18n)}
                          </option>
                        ))}
                      </select>
                      <Button
                        variant="ghost"
                        className="px-2"
                        aria-label={t`Remove ${label}`}
                        onClick={() => remove(index)}
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </div>
                    {windowError ? (
                      <p id={errorId} role="alert" className={errorClass}>
                        {windowError}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              {overlapping.has(weekday) ? (
                <p role="alert" className={errorClass}>
                  {say(overlapMessage)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
