import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { inputClass } from "../../../components/ui/field.js";
import { typedDirection } from "../../../i18n/isolate.js";
import { type ShownError, shownError } from "../shown-error.js";
import { PROFILE_TEXTS } from "../texts.js";

export type EntryValues = Record<string, string>;

export interface EntryFormField {
  key: string;
  label: MessageDescriptor;
  placeholder?: MessageDescriptor;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
}

interface EntryFormProps {
  legend: string;
  fields: readonly EntryFormField[];
  initial: EntryValues;
  submitLabel: string;
  /** The check's text (the contract's English) for values that must not be sent, or null. */
  validate: (values: EntryValues) => string | null;
  onSubmit: (values: EntryValues) => Promise<unknown>;
  onCancel: () => void;
}

/** The small form of one education or experience entry; Escape cancels. */
export function EntryForm({
  legend,
  fields,
  initial,
  submitLabel,
  validate,
  onSubmit,
  onCancel,
}: EntryFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<EntryValues>(initial);
  const [error, setError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    const invalid = validate(trimmed);
    if (invalid) return setError({ check: invalid });
    setBusy(true);
    setError(null);
    try {
      await onSubmit(trimmed);
    } catch (err) {
      setError({ failure: err, fallback: PROFILE_TEXTS.updateFailed });
      setBusy(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <fieldset disabled={busy}>
        <legend className="mb-3 font-semibold">{legend}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map((f) => {
            const inputId = `${id}-${f.key}`;
            const common = {
              id: inputId,
              value: values[f.key] ?? "",
              dir: typedDirection(values[f.key] ?? ""),
              placeholder: f.placeholder ? t(f.placeholder) : undefined,
              maxLength: f.maxLength,
              required: f.required,
              className: inputClass,
            };
            return (
              <div key={f.key} className={f.multiline ? "sm:col-span-2" : ""}>
                <label
                  htmlFor={inputId}
                  className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200"
                >
                  {t(f.label)}
                  {f.required ? <span aria-hidden> *</span> : null}
                </label>
                {f.multiline ? (
                  <textarea
                    {...common}
                    rows={3}
                    onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                  />
                ) : (
                  <input
                    {...common}
                    type="text"
                    onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                  />
                )}
              </div>
            );
          })}
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {shownError(error, i18n)}
          </p>
        ) : null}
        <div className="mt-3 flex gap-2">
          <Button type="submit">
            <Check aria-hidden className="size-4" />
            {busy ? <Trans>Saving...</Trans> : submitLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            <X aria-hidden className="size-4" />
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
