import { useLingui } from "@lingui/react/macro";
import { Check, CheckCheck, CircleAlert, Clock, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { refusalText } from "../../../i18n/server-messages.js";
import { discard, retry } from "../../../offline/index.js";
import { formatTime } from "../../lessons/format.js";
import { runOutbox } from "../../offline/runtime.js";
import { MESSAGE_TEXTS } from "../texts.js";
import type { ThreadEntry } from "../use-thread.js";
import { MessageText } from "./message-text.js";

type Tick = "waiting" | "sent" | "read";

const TICK_ICON = { waiting: Clock, sent: Check, read: CheckCheck } as const;

/** An own message's tick, named for screen readers ('Waiting to send', 'Sent', 'Read'). */
function TickMark({ tick }: { tick: Tick }) {
  const { t } = useLingui();
  const Icon = TICK_ICON[tick];
  const label = t(
    tick === "waiting" ? MESSAGE_TEXTS.waiting : tick === "sent" ? MESSAGE_TEXTS.sent : MESSAGE_TEXTS.read,
  );
  return (
    <span className="inline-flex items-center" data-tick={tick}>
      <Icon aria-hidden className={`size-4 ${tick === "read" ? "text-sky-300" : ""}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** What a refused message says, and the person's two ways on: send it again, or let it go. */
function NotSent({ entry }: { entry: Extract<ThreadEntry, { on: "device" }> }) {
  const { t, i18n } = useLingui();
  const reason = refusalText(entry.item.error ?? "", entry.item.status, i18n);
  return (
    <div className="mt-1 flex flex-col items-end gap-1 text-sm" role="alert">
      <p className="flex items-center gap-1 text-red-700 dark:text-red-400">
        <CircleAlert aria-hidden className="size-4 shrink-0" />
        <span>
          {t(MESSAGE_TEXTS.notSent)}: {reason}
        </span>
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="px-3 text-sm"
          onClick={async () => {
            await retry(entry.item.id);
            runOutbox();
          }}
        >
          <RotateCcw aria-hidden className="size-4" />
          {t(MESSAGE_TEXTS.tryAgain)}
        </Button>
        <Button variant="ghost" className="px-3 text-sm" onClick={() => void discard(entry.item.id)}>
          <Trash2 aria-hidden className="size-4" />
          {t(MESSAGE_TEXTS.delete)}
        </Button>
      </div>
    </div>
  );
}

/**
 * One line of a conversation (docs/product.md, Messages between people): the other person's at the start, one's
 * own at the end with its tick; a refused one with its reason and 'Try again' / 'Delete'.
 */
export function MessageBubble({ entry, own }: { entry: ThreadEntry; own: boolean }) {
  const { i18n } = useLingui();
  const text = entry.on === "server" ? entry.message.text : entry.text;
  const at = entry.on === "server" ? entry.message.createdAt : entry.item.createdAt;
  const refused = entry.on === "device" && entry.item.state !== "pending";
  const tick: Tick = entry.on === "device" ? "waiting" : entry.message.readAt !== null ? "read" : "sent";
  return (
    <li className={`flex flex-col ${own ? "items-end" : "items-start"}`} data-testid="message">
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[70%] ${
          own
            ? "rounded-ee-sm bg-brand-700 text-white"
            : "rounded-es-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        } ${
          // Marked by a ring, not faded: a faded bubble's text falls under the contrast it needs.
          refused ? "ring-2 ring-red-700 dark:ring-red-400" : ""
        }`}
      >
        <p dir="auto" className="whitespace-pre-wrap break-words">
          <MessageText text={text} />
        </p>
        <p
          className={`mt-1 flex items-center justify-end gap-1 text-xs ${own ? "text-brand-100" : "text-slate-600 dark:text-slate-300"}`}
        >
          <time dateTime={at}>{formatTime(at, i18n)}</time>
          {own && !refused ? <TickMark tick={tick} /> : null}
        </p>
      </div>
      {refused && entry.on === "device" ? <NotSent entry={entry} /> : null}
    </li>
  );
}
