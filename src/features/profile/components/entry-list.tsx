import { Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { errorText } from "../../../lib/api-client.js";
import { PROFILE_TEXTS } from "../texts.js";
import { EntryForm, type EntryFormField, type EntryValues } from "./entry-form.js";
import { EmptyNote } from "./profile-parts.js";

interface EntryListProps<T extends { _id: string }> {
  /** "education" or "experience": used in labels such as 'Edit education Bachelor of Arts'. */
  noun: string;
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

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-brand-800 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-brand-200";

/** Education or experience entries: add with a small form, edit in place, delete. */
export function EntryList<T extends { _id: string }>(props: EntryListProps<T>) {
  const { noun, entries, fields, valuesOf, nameOf, summary, validate, onAdd, onUpdate, onDelete } = props;
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = async (entryId: string) => {
    setDeletingId(entryId);
    setError(null);
    try {
      await onDelete(entryId);
    } catch (err) {
      setError(errorText(err, PROFILE_TEXTS.updateFailed));
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
                  legend={`Edit ${noun}`}
                  fields={fields}
                  initial={valuesOf(entry)}
                  submitLabel="Save"
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
                    aria-label={`Edit ${noun} ${nameOf(entry)}`}
                  >
                    <Pencil aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} hover:text-red-700 dark:hover:text-red-400`}
                    disabled={deletingId === entry._id}
                    onClick={() => void remove(entry._id)}
                    aria-label={`Delete ${noun} ${nameOf(entry)}`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      ) : (
        <EmptyNote>No {noun} added yet.</EmptyNote>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {adding ? (
        <div className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <EntryForm
            legend={`Add ${noun}`}
            fields={fields}
            initial={Object.fromEntries(fields.map((f) => [f.key, ""]))}
            submitLabel="Add"
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
          Add {noun}
        </Button>
      )}
    </div>
  );
}
