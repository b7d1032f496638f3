import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { MAX_SKILLS } from "../../../../contract/index.js";
import { buttonClass } from "../../../components/ui/button.js";
import { inputClass } from "../../../components/ui/field.js";
import { isolated, typedDirection } from "../../../i18n/isolate.js";
import { type ShownError, shownError } from "../shown-error.js";
import { PROFILE_TEXTS } from "../texts.js";
import { EmptyNote, SkillChip } from "./profile-parts.js";

interface SkillsEditorProps {
  skills: string[];
  onAdd: (skill: string) => Promise<unknown>;
  onRemove: (skill: string) => Promise<unknown>;
}

/** Adds and removes skills (docs/product.md, Profiles: trimmed, no empty ones, no repeats in any case). */
export function SkillsEditor({ skills, onAdd, onRemove }: SkillsEditorProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (err) {
      setError({ failure: err, fallback: PROFILE_TEXTS.updateFailed });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const skill = draft.trim();
    if (!skill || busy) {
      setDraft(skill);
      return;
    }
    // Already listed (in any letter case): nothing to send.
    if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) {
      setDraft("");
      return;
    }
    if (await run(() => onAdd(skill))) setDraft("");
  };

  return (
    <div>
      {skills.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t`Skills`}>
          {skills.map((skill) => {
            const skillName = isolated(skill, i18n);
            return (
              <SkillChip key={skill} skill={skill}>
                <button
                  type="button"
                  onClick={() => void run(() => onRemove(skill))}
                  disabled={busy}
                  aria-label={t`Remove skill ${skillName}`}
                  className="-my-1 ms-0.5 inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 disabled:opacity-50 dark:text-brand-100 dark:hover:bg-brand-800"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </SkillChip>
            );
          })}
        </ul>
      ) : (
        <EmptyNote>
          <Trans>No skills added yet.</Trans>
        </EmptyNote>
      )}
      <form onSubmit={add} className="mt-4 flex gap-2" noValidate>
        <label htmlFor={id} className="sr-only">
          <Trans>New skill</Trans>
        </label>
        <input
          id={id}
          value={draft}
          dir={typedDirection(draft)}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t`Add a skill, e.g. Spanish`}
          maxLength={60}
          disabled={skills.length >= MAX_SKILLS}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button
          type="submit"
          disabled={busy || skills.length >= MAX_SKILLS}
          className={buttonClass("primary")}
        >
          <Plus aria-hidden className="size-4" />
          <Trans>Add</Trans>
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {shownError(error, i18n)}
        </p>
      ) : null}
    </div>
  );
}
