import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CircleAlert, Clock, GitCompareArrows, Info, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { EmptyText } from "../../../components/ui/status.js";
import { refusalText } from "../../../i18n/server-messages.js";
import { discard, type OutboxItem, retry } from "../../../offline/index.js";
import { summaryText } from "../item-summary.js";
import { runOutbox } from "../runtime.js";
import { useMyOutbox } from "../use-outbox.js";
import { useStorageRefused } from "../use-storage-refused.js";
import { openConflict } from "./conflict-watcher.js";

/** The screen's name. */
const PENDING_CHANGES = msg`Pending changes`;

/** What waits to be sent, with retry and discard (docs/product.md, Pending changes). */
export function PendingChangesPage() {
  const { t } = useLingui();
  const items = useMyOutbox();
  const storageRefused = useStorageRefused();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t(PENDING_CHANGES)}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>
          Changes you made offline wait here and are sent, in order, as soon as you are back online.
        </Trans>
      </p>
      {storageRefused ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          <Trans>
            This browser may clear data saved on this device when space runs low. Go online when you can, so
            that your changes are sent.
          </Trans>
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyText text={t`Nothing is waiting to be sent.`} />
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((item) => (
            <PendingItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingItem({ item }: { item: OutboxItem }) {
  const { t, i18n } = useLingui();
  const summary = summaryText(item, i18n);
  const { attempts } = item;
  const reason = item.state === "failed" ? refusalText(item.error ?? "", item.status, i18n) : "";
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900">
      <div className="flex-1">
        <p className="font-medium">{summary}</p>
        {item.state === "conflict" ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-amber-800 dark:text-amber-300">
            <GitCompareArrows aria-hidden className="size-4 shrink-0" />
            <Trans>Changed elsewhere: choose which version to keep.</Trans>
          </p>
        ) : item.state === "failed" ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-red-700 dark:text-red-400">
            <CircleAlert aria-hidden className="size-4 shrink-0" />
            <Trans>Not sent: {reason}</Trans>
          </p>
        ) : (
          <p className="mt-1 flex items-center gap-1 text-sm text-amber-800 dark:text-amber-300">
            <Clock aria-hidden className="size-4 shrink-0" />
            {attempts > 0 ? (
              <Plural value={attempts} one="Pending — tried # time" other="Pending — tried # times" />
            ) : (
              <Trans>Pending</Trans>
            )}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        {item.state === "conflict" ? (
          <Button
            variant="secondary"
            onClick={() => openConflict(item.id)}
            aria-label={t`Choose: ${summary}`}
          >
            <GitCompareArrows aria-hidden className="size-4" />
            <Trans>Choose</Trans>
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={async () => {
              await retry(item.id);
              runOutbox();
            }}
            aria-label={t`Retry: ${summary}`}
          >
            <RotateCcw aria-hidden className="size-4" />
            <Trans>Retry</Trans>
          </Button>
        )}
        <Button variant="ghost" onClick={() => void discard(item.id)} aria-label={t`Discard: ${summary}`}>
          <Trash2 aria-hidden className="size-4" />
          <Trans>Discard</Trans>
        </Button>
      </div>
    </li>
  );
}
