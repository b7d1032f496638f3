import { useLingui } from "@lingui/react/macro";
import { Outlet, useParams } from "@tanstack/react-router";
import { usePageTitle } from "../../../lib/page-title.js";
import { PageShell } from "../../tutorials/components/page-shell.js";
import { MESSAGE_TEXTS } from "../texts.js";
import { ConversationList } from "./conversation-list.js";

/**
 * Messages (`/messages`, docs/product.md, Messages between people): on a phone the list and a conversation are a
 * screen each; on a wide screen side by side, the open conversation beside the list.
 */
export function MessagesLayout() {
  const { t } = useLingui();
  const open = useParams({ strict: false }).id;
  usePageTitle(t(MESSAGE_TEXTS.title));
  return (
    <PageShell title={t(MESSAGE_TEXTS.title)} wide>
      <div className="lg:grid lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-6">
        <nav aria-label={t(MESSAGE_TEXTS.title)} className={open ? "hidden lg:block" : undefined}>
          <ConversationList activeId={open} />
        </nav>
        <div className={open ? undefined : "hidden lg:block"}>
          {open ? <Outlet /> : <NoConversationChosen />}
        </div>
      </div>
    </PageShell>
  );
}

/** The wide screen's other side while no conversation is open (no route of its own: one less to load). */
function NoConversationChosen() {
  const { t } = useLingui();
  return (
    <p className="flex h-[calc(100dvh-13rem)] min-h-96 items-center justify-center rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {t(MESSAGE_TEXTS.choose)}
    </p>
  );
}
