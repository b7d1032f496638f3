import { CalendarX, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { Availability } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { inputClass } from "../../../components/ui/field.js";
import { AVAILABILITY_TEXTS } from "../form.js";

/** A date "YYYY-MM-DD" read as a calendar day, named in words (no time zone shifts it). */
function dayName(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(undefined, {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** Days off: dated exceptions on which nothing can be booked (docs/product.md, Lessons (tutor)). */
export function DaysOff() {
  const {
    control,
    formState: { errors },
  } = useFormContext<Availability>();
  const { fields, append, remove } = useFieldArray({ control, name: "exceptions" });
  const [date, setDate] = useState("");
  const [note, setNote] = useState("");
  const id = useId();
  const add = () => {
    if (!date) return;
    if (fields.some((f) => f.date === date)) return setNote(AVAILABILITY_TEXTS.dayOffTaken);
    setNote("");
    append({ date, available: false });
    setDate("");
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold">Days off</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            Day off
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
          {AVAILABILITY_TEXTS.addDayOff}
        </Button>
      </div>
      {note ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {note}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{AVAILABILITY_TEXTS.noDaysOff}</p>
      ) : (
        <ul className="space-y-1">
          {fields.map((f, index) => (
            <li
              key={f.id}
              className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 dark:bg-slate-800/60"
            >
              <span className="flex items-center gap-2">
                <CalendarX aria-hidden className="size-4" />
                {dayName(f.date)}
              </span>
              <Button
                variant="ghost"
                className="px-2"
                aria-label={`Remove day off ${dayName(f.date)}`}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
              {errors.exceptions?.[index]?.date ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {errors.exceptions[index]?.date?.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
