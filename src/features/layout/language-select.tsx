import { useLingui } from "@lingui/react/macro";
import { Languages } from "lucide-react";
import { useId } from "react";
import { directionOf, isLocale, LOCALE_NAMES, LOCALES, type Locale } from "../../../contract/locale.js";
import { chooseLocale } from "../../i18n/locale.js";
import { usePainted } from "../../lib/painted.js";

/**
 * The 'Language' control (docs/decisions.md, "Languages"): each language named in its own script.
 * A native select, so that every phone shows its own picker and the keyboard works as everywhere.
 * On the bar, the icon alone (the select lies over it; its options name the languages): the bar has
 * no room for a name in every language (docs/decisions.md, "The top bar"); with `labelled`, a
 * visible label above it (the phone menu).
 */
export function LanguageSelect({
  labelled = false,
  className = "",
}: {
  labelled?: boolean;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : "en";
  const select = (
    <select
      id={id}
      // On the painted page, index.html's head script answers it (src/lib/painted.ts).
      data-painted-switch={usePainted() ? "locale" : undefined}
      aria-label={labelled ? undefined : t`Language`}
      value={locale}
      onChange={(e) => {
        if (isLocale(e.target.value)) void chooseLocale(e.target.value);
      }}
      className={
        labelled
          ? "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-800"
          : "absolute inset-0 size-full cursor-pointer opacity-0"
      }
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l} dir={directionOf(l)}>
          {LOCALE_NAMES[l]}
        </option>
      ))}
    </select>
  );
  if (labelled) {
    return (
      <div className={`flex flex-col gap-1 ${className}`}>
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t`Language`}
        </label>
        {select}
      </div>
    );
  }
  return (
    <span
      className={`relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${className}`}
    >
      <Languages aria-hidden className="size-5 shrink-0" />
      {select}
    </span>
  );
}
