import { useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { Button } from "./button.js";

/** The × that closes a dialog or sheet, named 'Close' (Esc closes it too). */
export function DialogCloseButton({ className = "-m-2 p-2!" }: { className?: string }) {
  const { t } = useLingui();
  return (
    <Dialog.Close asChild>
      <Button variant="ghost" className={className} aria-label={t`Close`}>
        <X aria-hidden className="size-5" />
      </Button>
    </Dialog.Close>
  );
}
