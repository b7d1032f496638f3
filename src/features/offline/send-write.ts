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
export type WriteResult<T> = { status: "sent"; data: T } | { status: "queued"; item: OutboxItem };

const kinds: WriteKinds = writeKinds;

/**
 * Sends one write of kind `kind` through the outbox: the server's answer, read by the kind's
 * schema; or the item, when it waits for the network. A refusal throws an ApiError with the
 * server's text (marked as the default when the answer had none, so that the screen shows its own).
 */
export async function sendWrite<K extends WriteKindName>(
  kind: K,
  input: InputOf<K>,
): Promise<WriteResult<AnswerOf<K>>> {
  const outcome = await submitWrite(outboxInput(kind, input));
  if (outcome.kind === "done") return { status: "sent", data: kinds[kind].answer.parse(outcome.body) };
  if (outcome.kind === "queued") return { status: "queued", item: outcome.item };
  throw new ApiError(outcome.error, outcome.status, undefined, outcome.defaultError === true);
}

/** Told by a screen when its write waits for the network. */
export const QUEUED_TITLE = "Saved offline";
export const QUEUED_TEXT = "You're offline. It is saved and will be sent as soon as you're back online.";
