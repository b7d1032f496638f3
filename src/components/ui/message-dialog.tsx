import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { CircleAlert, CircleCheck } from "lucide-react";
import { closeMessage, takeFocusAfterClose, useMessage } from "./message-store.js";

/**
 * The one message dialog (see docs/product.md, Messages): errors titled 'Error!', successes titled
 * with their text. 'Error!' and 'OK' are drawn in the language on screen, the caller's words as given.
 * The root layout loads it when there is a message to show.
 */
export function MessageDialog() {
  const { t } = useLingui();
  const message = useMessage();
  return (
    <Dialog.Root open={message !== null} onOpenChange={(open) => !open && closeMessage()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            // Back to what was pressed (Radix would go to a Dialog.Trigger, and there is none).
            const back = takeFocusAfterClose();
            if (back) {
              e.preventDefault();
              back.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl dark:bg-slate-900"
          aria-describedby={message?.text ? "message-dialog-text" : undefined}
        >
          {message?.kind === "error" ? (
            <CircleAlert aria-hidden className="mx-auto size-12 text-red-600 dark:text-red-400" />
          ) : (
            <CircleCheck aria-hidden className="mx-auto size-12 text-brand-600 dark:text-brand-200" />
          )}
          <Dialog.Title className="mt-3 text-xl font-semibold">
            {message?.title ?? (message?.kind === "error" ? t`Error!` : null)}
          </Dialog.Title>
          {message?.text ? (
            <Dialog.Description id="message-dialog-text" className="mt-2 text-slate-600 dark:text-slate-300">
              {message.text}
            </Dialog.Description>
          ) : null}
          <Dialog.Close asChild>
            <button
              type="button"
              className="mt-5 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
            >
              <Trans>OK</Trans>
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
