import { useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, type ReactElement, useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { TextareaField } from "../../../components/ui/textarea-field.js";
import { MY_LESSONS_TEXTS } from "../tutor-lessons.js";

const REASON_MAX = 500;

interface ReasonDialogProps {
  trigger: ReactElement;
  title: string;
  description: string;
  reasonLabel: string;
  confirmLabel: string;
  /** Cancelling asks for a reason (the learner is owed one); declining does not. */
  reasonRequired: boolean;
  /** Called with the trimmed reason, or undefined when none was given. */
  onConfirm: (reason: string | undefined) => void;
}

/** Decline or Cancel on My lessons: a question with a reason shown to the learner. */
export function ReasonDialog({
  trigger,
  title,
  description,
  reasonLabel,
  confirmLabel,
  reasonRequired,
  onConfirm,
}: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const { t } = useLingui();
  // Kept as a flag, not a text: it is drawn in the language on screen.
  const [error, setError] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (reasonRequired && !text) return setError(true);
    setOpen(false);
    setReason("");
    setError(false);
    onConfirm(text || undefined);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600 dark:text-slate-300">
            {description}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            <TextareaField
              label={reasonLabel}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              error={error ? t(MY_LESSONS_TEXTS.reasonRequired) : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setError(false);
              }}
            />
            <div className="flex flex-col-reverse justify-end gap-3 sm:flex-row">
              <Dialog.Close asChild>
                <Button variant="secondary">{t(MY_LESSONS_TEXTS.keep)}</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger">
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
