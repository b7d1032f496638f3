import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";

/** The texts of the question asked at logout while writes wait (docs/decisions.md). */
export const LOGOUT_TEXTS = {
  title: "Changes not sent yet",
  text: (count: number) =>
    count === 1
      ? "1 change has not been sent yet. If you log out now, it will be lost. If you wait, it is sent as soon as you are online."
      : `${count} changes have not been sent yet. If you log out now, they will be lost. If you wait, they are sent as soon as you are online.`,
  wait: "Wait",
  discard: "Discard and log out",
};

/** Asked before Logout when the person's writes are still on the device: wait, or discard them. */
export function LogoutChoice({
  count,
  onClose,
  onDiscard,
}: {
  count: number;
  onClose: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open
      // Waiting needs nothing more: the outbox sends them on reconnect, as always.
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={LOGOUT_TEXTS.title}
      description={LOGOUT_TEXTS.text(count)}
      cancelLabel={LOGOUT_TEXTS.wait}
      confirmLabel={LOGOUT_TEXTS.discard}
      onConfirm={onDiscard}
    />
  );
}
