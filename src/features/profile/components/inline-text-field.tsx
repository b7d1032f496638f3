import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Pencil, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { buttonClass } from "../../../components/ui/button.js";
import { inputClass } from "../../../components/ui/field.js";
import { typedDirection } from "../../../i18n/isolate.js";
import { type ShownError, shownError } from "../shown-error.js";
import { PROFILE_TEXTS } from "../texts.js";

interface InlineTextFieldProps {
  label: string;
  /** The pencil button's name, e.g. 'Edit name'. */
  editLabel: string;
  value: string;
  /** Saves the new value; a thrown error stays in edit mode and shows its text in red. */
  onSave?: (value: string) => Promise<unknown>;
  /** The check's text (the contract's English) for a value that must not be sent, or null. */
  validate?: (value: string) => string | null;
  /** The input's type when editing a single line (e.g. "email" for the right phone keyboard). */
  inputType?: "text" | "email";
  multiline?: boolean;
  placeholder?: string;
  icon?: ReactNode;
}

const iconButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-brand-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-brand-200";

/**
 * One profile text shown as text with a pencil button; editing turns it into an input with
 * Save and Cancel. Enter saves (Shift+Enter is a new line in the bio), Escape cancels.
 */
export function InlineTextField({
  label,
  editLabel,
  value,
  onSave,
  validate,
  inputType = "text",
  multiline = false,
  placeholder,
  icon,
}: InlineTextFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<ShownError | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const start = () => {
    setDraft(value);
    setError(null);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setError(null);
    // Focus returns to the pencil, so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = async () => {
    if (saving || !onSave) return;
    const next = draft.trim();
    if (next === value.trim()) return close();
    const invalid = validate?.(next);
    if (invalid) return setError({ check: invalid });
    setSaving(true);
    setError(null);
    try {
      await onSave(next);
      close();
    } catch (err) {
      setError({ failure: err, fallback: PROFILE_TEXTS.updateFailed });
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === "Enter" && !(multiline && e.shiftKey) && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void save();
    }
  };

  const labelEl = (
    <span className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
      {icon}
      {label}
    </span>
  );

  if (!editing) {
    return (
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {labelEl}
          {/* What the person wrote keeps its own direction; the placeholder is the screen's. */}
          <p
            dir={value ? "auto" : undefined}
            className={`mt-0.5 break-words ${multiline ? "whitespace-pre-line" : ""} ${
              value ? "" : "text-slate-500 italic dark:text-slate-400"
            }`}
          >
            {value || (placeholder ?? t`Not added yet`)}
          </p>
        </div>
        {onSave ? (
          <button
            ref={editButton}
            type="button"
            onClick={start}
            aria-label={editLabel}
            className={iconButton}
          >
            <Pencil aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    );
  }

  const inputProps = {
    id,
    value: draft,
    dir: typedDirection(draft),
    autoFocus: true,
    disabled: saving,
    onKeyDown,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-hint${error ? ` ${id}-error` : ""}`,
    className: `${inputClass} ${multiline ? "resize-y" : ""}`,
  };
  return (
    <div>
      <label htmlFor={id}>{labelEl}</label>
      <div className="mt-1">
        {multiline ? (
          <textarea {...inputProps} rows={4} onChange={(e) => setDraft(e.target.value)} />
        ) : (
          <input {...inputProps} type={inputType} onChange={(e) => setDraft(e.target.value)} />
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {multiline ? (
          <Trans>Enter saves, Shift+Enter adds a line, Escape cancels.</Trans>
        ) : (
          <Trans>Enter saves, Escape cancels.</Trans>
        )}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {shownError(error, i18n)}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          onClick={() => void save()}
          disabled={saving}
          className={buttonClass("primary")}
        >
          <Check aria-hidden className="size-4" />
          {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </button>
        <button type="button" onClick={close} disabled={saving} className={buttonClass("secondary")}>
          <X aria-hidden className="size-4" />
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
