import { useLingui } from "@lingui/react/macro";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { isolated } from "../../../i18n/isolate.js";
import { type ShownError, shownError } from "../shown-error.js";
import { PROFILE_TEXTS } from "../texts.js";
import { EntryForm, type EntryFormField, type EntryValues } from "./entry-form.js";
import { EmptyNote } from "./profile-parts.js";

interface EntryListProps<T extends { _id: string }> {
  /** Which list: its labels say so, as 'Edit education Bachelor of Arts'. */
  noun: EntryNoun;
  entries: T[];
  fields: readonly EntryFormField[];
  /** The values of an entry for its edit form. */
  valuesOf: (entry: T) => EntryValues;
  /** Its one-line name for labels (the degree or the role). */
  nameOf: (entry: T) => string;
  summary: (entry: T) => ReactNode;
  validate: (values: EntryValues) => string | null;
  onAdd: (values: EntryValues) => Promise<unknown>;
  onUpdate: (entryId: string, changed: EntryValues) => Promise<unknown>;
  onDelete: (entryId: string) => Promise<unknown>;
}

export type EntryNoun = "education" | "experience";

/** A list's labels in the language on screen; `name` is the entry's own (isolated) words. */
function useEntryTexts(noun: EntryNoun) {
  const { t, i18n } = useLingui();
  const named = (entryName: string) => isolated(entryName, i18n);
  if (noun === "education") {
    return {
      add: t`Add education`,
      edit: t`Edit education`,
      empty: t`No education added yet.`,
      editNamed: (entryName: string) => {
        const name = named(entryName);
        return t`Edit education ${name}`;
      },
      deleteNamed: (entryName: string) => {
        const name = named(entryName);
        return t`Delete education ${name}`;
      },
    };
  }
  return {
    add: t`Add experience`,
    edit: t`Edit experience`,
    empty: t`No experience added yet.`,
    editNamed: (entryName: string) => {
      const name = named(entryName);
      return t`Edit experience ${name}`;
    },
    deleteNamed: (entryName: string) => {
      const name = named(entryName);
      return t`Delete experience ${name}`;
    },
  };
}

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-brand-800 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-brand-200";

/** Education or experience entries: add with a small form, edit in place, delete. */
export function EntryList<T extends { _id: string }>(props: EntryListProps<T>) {
  const { noun, entries, fields, valuesOf, nameOf, summary, validate, onAdd, onUpdate, onDelete } = props;
  const { t, i18n } = useLingui();
  const texts = useEntryTexts(noun);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [error, setError] = useState<ShownError | null>(null);

  const remove = async (entryId: string) => {
    setDeletingId(entryId);
    setError(null);
    try {
      await onDelete(entryId);
    } catch (err) {
      setError({ failure: err, fallback: PROFILE_TEXTS.updateFailed });
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <div>
      {entries.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((entry) =>
            editingId === entry._id ? (
              <li key={entry._id} className="py-3">
                <EntryForm
                  legend={texts.edit}
                  fields={fields}
                  initial={valuesOf(entry)}
                  submitLabel={t`Save`}
                  validate={validate}
                  onCancel={() => setEditingId(null)}
                  onSubmit={async (values) => {
                    const before = valuesOf(entry);
                    const changed = Object.fromEntries(
                      Object.entries(values).filter(([key, value]) => value !== before[key]),
                    );
                    if (Object.keys(changed).length) await onUpdate(entry._id, changed);
                    setEditingId(null);
                  }}
                />
              </li>
            ) : (
              <li key={entry._id} className="flex items-start justify-between gap-2 py-3">
                {summary(entry)}
                <div className="flex shrink-0">
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => {
                      setAdding(false);
                      setEditingId(entry._id);
                    }}
                    aria-label={texts.editNamed(nameOf(entry))}
                  >
                    <Pencil aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} hover:text-red-700 dark:hover:text-red-400`}
                    disabled={deletingId === entry._id}
                    onClick={() => void remove(entry._id)}
                    aria-label={texts.deleteNamed(nameOf(entry))}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      ) : (
        <EmptyNote>{texts.empty}</EmptyNote>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {shownError(error, i18n)}
        </p>
      ) : null}
      {adding ? (
        <div className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <EntryForm
            legend={texts.add}
            fields={fields}
            initial={Object.fromEntries(fields.map((f) => [f.key, ""]))}
            submitLabel={t`Add`}
            validate={validate}
            onCancel={() => setAdding(false)}
            onSubmit={async (values) => {
              await onAdd(values);
              setAdding(false);
            }}
          />
        </div>
      ) : (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setEditingId(null);
            setAdding(true);
          }}
        >
          <Plus aria-hidden className="size-4" />
          {texts.add}
        </Button>
      )}
    </div>
  );
}
