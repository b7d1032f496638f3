import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { ListFilters } from "../../../../contract/pages.js";
import { inputClass } from "../../../components/ui/field.js";
import { latinDigits } from "../../../i18n/digits.js";
import { priceInput } from "../format.js";

/**
 * A price field's text read as a filter: empty is no filter; otherwise a number of zero or more,
 * in any digits the app's languages write (২৫, ٢٥٫٥), or the reason it is not one (in the tutorial
 * form's words).
 */
export function readPriceFilter(text: string): { value: number | undefined } | { error: MessageDescriptor } {
  const latin = latinDigits(text).trim();
  if (latin === "") return { value: undefined };
  const n = Number(latin);
  if (!Number.isFinite(n)) return { error: msg`Price must be a number.` };
  if (n < 0) return { error: msg`Price cannot be negative.` };
  return { value: n };
}

/**
 * Min and max price, applied when a field is left or Enter is pressed (not at every keystroke).
 * Text fields with the decimal keypad, not number inputs: a number input refuses Bangla and
 * Arabic-Indic digits (docs/decisions.md, "Typed text, checks and prices in three languages").
 * They show the address's prices in the screen's digits; a text that is not a price is said so
 * under its field and changes nothing.
 */
export function PriceInputs({
  filters,
  onFilters,
}: {
  filters: ListFilters;
  onFilters: (next: ListFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const shown = (n: number | undefined) => (n === undefined ? "" : priceInput(n, i18n));
  const [min, setMin] = useState(shown(filters.minPrice));
  const [max, setMax] = useState(shown(filters.maxPrice));
  const [errors, setErrors] = useState<{ min?: MessageDescriptor; max?: MessageDescriptor }>({});
  // A max below the min is dropped by the address's own check (contract/pages.ts, listFiltersSearch).
  const apply = () => {
    const readMin = readPriceFilter(min);
    const readMax = readPriceFilter(max);
    setErrors({
      min: "error" in readMin ? readMin.error : undefined,
      max: "error" in readMax ? readMax.error : undefined,
    });
    if (!("value" in readMin) || !("value" in readMax)) return;
    if (readMin.value === filters.minPrice && readMax.value === filters.maxPrice) return;
    onFilters({ minPrice: readMin.value, maxPrice: readMax.value });
  };
  const field = (which: "min" | "max", label: string, value: string, setValue: (text: string) => void) => {
    const id = `${ids}-${which}`;
    const error = errors[which];
    return (
      <div>
        <label htmlFor={id} className="text-xs text-slate-700 dark:text-slate-300">
          {label}
        </label>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onBlur={apply}
          className={inputClass}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
            {i18n._(error)}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form
      className="grid grid-cols-2 gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      {field("min", t`Min price`, min, setMin)}
      {field("max", t`Max price`, max, setMax)}
      <button type="submit" className="sr-only">
        {t`Apply price`}
      </button>
    </form>
  );
}
