import { useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { GitCompareArrows } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { showError } from "../../../components/ui/message-store.js";
import { errorText } from "../../../lib/error-text.js";
import type { OutboxItem } from "../../../offline/index.js";
import {
  type ConflictRow,
  conflictRows,
  editMine,
  fetchServerCopy,
  keepMine,
  keepServers,
  type ServerCopy,
  CONFLICT_TEXTS as T,
} from "../conflict.js";
import { summaryText } from "../item-summary.js";

/**
 * An edit in conflict: the person's version beside the server's, the fields that differ marked,
 * and 'Keep mine', 'Keep the server's', 'Edit' (docs/product.md, Offline). Closing it ('Decide
 * later', Esc) leaves the edit in Pending changes.
 */
export function ConflictDialog({
  item,
  onLater,
}: {
  item: OutboxItem | null;
  onLater: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && item && onLater(item.id)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          aria-describedby="conflict-dialog-text"
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(94vw,44rem)] outline-none -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6 dark:bg-slate-900"
        >
          <div className="flex items-start gap-3">
            <GitCompareArrows
              aria-hidden
              className="mt-0.5 size-7 shrink-0 text-amber-600 dark:text-amber-400"
            />
            <div>
              <Dialog.Title className="text-xl font-semibold">{t(T.title)}</Dialog.Title>
              <Dialog.Description
                id="conflict-dialog-text"
                className="mt-1 text-slate-600 dark:text-slate-300"
              >
                {item ? `${summaryText(item, i18n)}. ` : ""}
                {t(T.text)}
              </Dialog.Description>
            </div>
          </div>
          {item ? <ConflictBody key={item.id} item={item} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ConflictBody({ item }: { item: OutboxItem }) {
  const server = useQuery({
    queryKey: ["outbox-conflict", item.id],
    queryFn: ({ signal }) => fetchServerCopy(item, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const { t } = useLingui();
  if (server.isPending) return <p className="mt-4 text-slate-600 dark:text-slate-300">{t(T.loading)}</p>;
  if (server.isError) {
    return (
      <div className="mt-4">
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t(T.loadFailed)}
        </p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Later />
          <Button onClick={() => void server.refetch()}>{t(T.retry)}</Button>
        </div>
      </div>
    );
  }
  return <Choice item={item} server={server.data} />;
}

function Later() {
  const { t } = useLingui();
  return (
    <Dialog.Close asChild>
      <Button variant="ghost">{t(T.later)}</Button>
    </Dialog.Close>
  );
}

function Choice({ item, server }: { item: OutboxItem; server: ServerCopy }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { t, i18n } = useLingui();
  const rows = conflictRows(item, server, i18n);
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      showError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ul className="mt-4 space-y-2" aria-label={t(T.both)}>
        {rows.map((row) => (
          <Row key={row.label} row={row} />
        ))}
      </ul>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Later />
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              const to = await editMine(queryClient, item, server);
              await navigate(to);
            })
          }
        >
          {t(T.edit)}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void act(() => keepServers(queryClient, item, server))}
        >
          {t(T.keepServers)}
        </Button>
        <Button disabled={busy} onClick={() => void act(() => keepMine(item, server))}>
          {t(T.keepMine)}
        </Button>
      </div>
    </>
  );
}

function Row({ row }: { row: ConflictRow }) {
  const { t } = useLingui();
  const differs = row.mine !== row.theirs;
  return (
    <li
      className={`rounded-xl border p-3 ${differs ? "border-amber-400 bg-amber-50 dark:border-amber-500/60 dark:bg-amber-950/40" : "border-slate-200 dark:border-slate-700"}`}
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        {row.label}
        {differs ? (
          <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-800 dark:text-amber-50">
            {t(T.differs)}
          </span>
        ) : null}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <Version heading={t(T.yours)} value={row.mine} picture={row.picture} />
        <Version heading={t(T.theirs)} value={row.theirs} picture={row.picture} />
      </div>
    </li>
  );
}

function Version({ heading, value, picture }: { heading: string; value: string; picture?: true }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-300">
        {heading}
      </p>
      {picture && value ? (
        <img src={value} alt={heading} className="mt-1 h-16 w-24 rounded-lg object-cover" loading="lazy" />
      ) : (
        <p dir="auto" className="mt-1 text-sm break-words whitespace-pre-line">
          {value || "—"}
        </p>
      )}
    </div>
  );
}
