import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { InstallButton } from "../../components/app-status.js";
import { LanguageSelect } from "./language-select.js";
import { NavLinks } from "./nav-link-list.js";
import { ThemeToggle } from "./theme-toggle.js";

/** The hamburger menu of small screens: the same links in a side panel (see docs/product.md, Screens). */
export function MobileMenu({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, which gets the focus back when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 xl:hidden" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 bg-white p-4 shadow-xl xl:hidden dark:bg-slate-900"
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-800 dark:text-brand-200">
              <Trans>Menu</Trans>
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
              aria-label={t`Close menu`}
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>Site navigation</Trans>
          </Dialog.Description>
          <NavLinks onNavigate={() => onOpenChange(false)} />
          <LanguageSelect labelled className="mt-4" />
          {/* What the bar has no room for on a phone: the install offer, and on the narrowest the theme. */}
          <div className="mt-4 flex flex-col gap-2 sm:hidden">
            <InstallButton labelled />
            <ThemeToggle labelled className="min-[360px]:hidden" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
