import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { showSuccess } from "../../components/ui/message-store.js";
import { ApiError } from "../../lib/api-client.js";
import {
  type AnswerOf,
  type InputOf,
  type OutboxItem,
  outboxInput,
  type WriteKindName,
  type WriteKinds,
  writeKinds,
} from "../../offline/index.js";
import { submitWrite } from "./runtime.js";

/** How every write through the outbox ends for its screen, unless the server refused it (thrown). */
export type WriteResult<T> =
  /** `etag`: the version the write made, when what it changed has one. */
  { status: "sent"; data: T; etag?: string } | { status: "queued"; item: OutboxItem };
/** An edit sent with If-Match may also find that what it edits changed meanwhile. */
export type EditResult<T> =
  | WriteResult<T>
  /** Kept, in conflict: the conflict dialog shows both versions (docs/product.md, Offline). */
  | { status: "conflict"; item: OutboxItem };

const kinds: WriteKinds = writeKinds;

/**
 * Sends one edit of kind `kind` through the outbox: the server's answer, read by the kind's
 * schema; or the item, when it waits for the network or is in conflict. A refusal throws an
 * ApiError with the server's text and code (the text marked as the default when the answer had none, so that the
 * screen shows its own).
 */
export async function sendEdit<K extends WriteKindName>(
  kind: K,
  input: InputOf<K>,
): Promise<EditResult<AnswerOf<K>>> {
  const outcome = await submitWrite(outboxInput(kind, input));
  if (outcome.kind === "done") {
    const data = kinds[kind].answer.parse(outcome.body);
    return { status: "sent", data, ...(outcome.etag ? { etag: outcome.etag } : {}) };
  }
  if (outcome.kind === "queued") return { status: "queued", item: outcome.item };
  if (outcome.kind === "conflict") return { status: "conflict", item: outcome.item };
  throw new ApiError(outcome.error, outcome.status, outcome.code, outcome.defaultError === true);
}

/**
 * Sends one write of kind `kind` through the outbox, as sendEdit. A write sent without If-Match
 * cannot be in conflict; were one ever, it stays in the outbox (shown there) like a queued one.
 */
export async function sendWrite<K extends WriteKindName>(
  kind: K,
  input: InputOf<K>,
): Promise<WriteResult<AnswerOf<K>>> {
  const result = await sendEdit(kind, input);
  return result.status === "conflict" ? { status: "queued", item: result.item } : result;
}

/** Told by a screen when its write waits for the network. */
export const QUEUED_MESSAGE = {
  title: msg`Saved offline`,
  text: msg`You're offline. It is saved and will be sent as soon as you're back online.`,
} as const;

/** Says that the write waits for the network, in the language on screen when it is said. */
export function showQueued(): void {
  showSuccess(i18n._(QUEUED_MESSAGE.title), i18n._(QUEUED_MESSAGE.text));
}

/** QUEUED_MESSAGE's words as strings, for the screens that do not call showQueued yet. */
export const QUEUED_TITLE = "Saved offline";
export const QUEUED_TEXT = "You're offline. It is saved and will be sent as soon as you're back online.";
