import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { useId } from "react";
import { STAR_LEVELS } from "../../../../contract/index.js";

/**
 * 'Rating' as five stars: a radio group of native radios (arrow keys move and choose, one tab stop),
 * each named '1 star' … '5 stars'; the stars up to the chosen one are filled.
 */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{t`Rating`}</legend>
      <div className="flex gap-1">
        {STAR_LEVELS.map((level) => (
          <label key={level} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className="peer sr-only"
            />
            <span className="sr-only">
              {i18n._(msg({ message: plural(level, { one: "# star", other: "# stars" }) }))}
            </span>
            <Star
              aria-hidden
              className={`size-9 rounded-md p-0.5 text-amber-500 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${
                value !== undefined && level <= value ? "fill-amber-400" : ""
              }`}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
