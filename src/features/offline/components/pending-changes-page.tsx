import { CircleAlert, Clock, GitCompareArrows, Info, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { EmptyText } from "../../../components/ui/status.js";
import { discard, retry } from "../../../offline/index.js";
import { runOutbox } from "../runtime.js";
import { useMyOutbox } from "../use-outbox.js";
import { useStorageRefused } from "../use-storage-refused.js";
import { openConflict } from "./conflict-watcher.js";

/** Texts of an edit in conflict (the dialog's own are in ../conflict.ts, loaded with it). */
const CONFLICT_LINE = "Changed elsewhere: choose which version to keep.";
const CONFLICT_CHOOSE = "Choose";

/** What waits to be sent, with retry and discard (docs/product.md, Pending changes). */
export function PendingChangesPage() {
  const items = useMyOutbox();
  const storageRefused = useStorageRefused();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">Pending changes</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Changes you made offline wait here and are sent, in order, as soon as you are back online.
      </p>
      {storageRefused ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          This browser may clear data saved on this device when space runs low. Go online when you can, so
          that your changes are sent.
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyText text="Nothing is waiting to be sent." />
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex-1">
                <p className="font-medium">{item.summary}</p>
                {item.state === "conflict" ? (
                  <p className="mt-1 flex items-center gap-1 text-sm text-amber-800 dark:text-amber-300">
                    <GitCompareArrows aria-hidden className="size-4" />
                    {CONFLICT_LINE}
                  </p>
                ) : item.state === "failed" ? (
                  <p className="mt-1 flex items-center gap-1 text-sm text-red-700 dark:text-red-400">
                    <CircleAlert aria-hidden className="size-4" />
                    Not sent: {item.error}
                  </p>
                ) : (
                  <p className="mt-1 flex items-center gap-1 text-sm text-amber-800 dark:text-amber-300">
                    <Clock aria-hidden className="size-4" />
                    Pending
                    {item.attempts > 0 ? ` — tried ${item.attempts} time${item.attempts > 1 ? "s" : ""}` : ""}
                  </p>
                )}
              </div>
              <div className="flex gap-2">
                {item.state === "conflict" ? (
                  <Button
                    variant="secondary"
                    onClick={() => openConflict(item.id)}
                    aria-label={`${CONFLICT_CHOOSE}: ${item.summary}`}
                  >
                    <GitCompareArrows aria-hidden className="size-4" />
                    {CONFLICT_CHOOSE}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={async () => {
                      await retry(item.id);
                      runOutbox();
                    }}
                    aria-label={`Retry: ${item.summary}`}
                  >
                    <RotateCcw aria-hidden className="size-4" />
                    Retry
                  </Button>
                )}
                <Button
                  variant="ghost"
                  onClick={() => void discard(item.id)}
                  aria-label={`Discard: ${item.summary}`}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Discard
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
