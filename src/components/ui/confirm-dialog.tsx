import { useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { TriangleAlert } from "lucide-react";
import { type ReactElement, useState } from "react";
import { Button } from "./button.js";

interface ConfirmDialogProps {
  /** The element that opens the dialog (a button); none when the caller opens it (`open`). */
  trigger?: ReactElement;
  /** Opened and closed by the caller instead of by the trigger. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** 'Cancel' in the screen's language without it. */
  cancelLabel?: string;
  /** Runs after the dialog closes; the caller reports success or failure. */
  onConfirm: () => void;
}

/** A yes/no question before a destructive action, on Radix Dialog (focus trapped, Esc cancels). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  ...controlled
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlled.open ?? ownOpen;
  const setOpen = controlled.onOpenChange ?? setOwnOpen;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl dark:bg-slate-900"
        >
          <TriangleAlert aria-hidden className="mx-auto size-12 text-amber-600 dark:text-amber-400" />
          <Dialog.Title className="mt-3 text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600 dark:text-slate-300">
            {description}
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel ?? t`Cancel`}</Button>
            </Dialog.Close>
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
