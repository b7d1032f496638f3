import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useMemo, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import type { Availability } from "../../../../contract/index.js";
import { inputClass } from "../../../components/ui/field.js";
import { typedDirection } from "../../../i18n/isolate.js";
import { shownText } from "../../../i18n/server-messages.js";
import { timeZones } from "../form.js";

/**
 * The time zone: a search box narrowing the browser's list of IANA zones, and the list itself
 * (native, so it works with every keyboard and screen reader). The chosen zone always stays listed.
 */
export function TimeZoneSelect() {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<Availability>();
  const { field, fieldState } = useController({ control, name: "timeZone" });
  const [search, setSearch] = useState("");
  const all = useMemo(() => timeZones(field.value), [field.value]);
  const needle = search.trim().toLowerCase().replaceAll(" ", "_");
  const shown = needle ? all.filter((z) => z === field.value || z.toLowerCase().includes(needle)) : all;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold">
        <Trans>Time zone</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <div>
          <label
            htmlFor={`${id}-search`}
            className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            <Trans>Search time zones</Trans>
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            dir={typedDirection(search)}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t`e.g. Dhaka`}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            <Trans>Time zone</Trans>
          </label>
          <select
            id={id}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? errorId : undefined}
            className={inputClass}
          >
            {shown.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll("_", " ")}
              </option>
            ))}
          </select>
        </div>
      </div>
      {fieldState.error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {shownText(fieldState.error.message ?? "", i18n)}
        </p>
      ) : null}
    </fieldset>
  );
}
