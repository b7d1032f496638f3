import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";

/** The texts of the question asked at logout while writes wait (docs/decisions.md). */
export const LOGOUT_TEXTS = {
  title: msg`Changes not sent yet`,
  /** By the language's plural rules, the count in its digits. */
  text: (count: number, i18n: I18n) =>
    i18n._(
      msg({
        message: plural(count, {
          one: "# change has not been sent yet. If you log out now, it will be lost. If you wait, it is sent as soon as you are online.",
          other:
            "# changes have not been sent yet. If you log out now, they will be lost. If you wait, they are sent as soon as you are online.",
        }),
      }),
    ),
  wait: msg`Wait`,
  discard: msg`Discard and log out`,
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
  const { t, i18n } = useLingui();
  return (
    <ConfirmDialog
      open
      // Waiting needs nothing more: the outbox sends them on reconnect, as always.
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(LOGOUT_TEXTS.title)}
      description={LOGOUT_TEXTS.text(count, i18n)}
      cancelLabel={t(LOGOUT_TEXTS.wait)}
      confirmLabel={t(LOGOUT_TEXTS.discard)}
      onConfirm={onDiscard}
    />
  );
}
