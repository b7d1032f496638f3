import { availabilityWrites } from "./availability-writes.js";
import { bookingWrites } from "./booking-writes.js";
import { favouriteWrites } from "./favourite-writes.js";
import { lessonWrites } from "./lesson-writes.js";
import { messageWrites } from "./message-writes.js";
import { notificationWrites } from "./notification-writes.js";
import type { EnqueueInput } from "./outbox-store.js";
import { profileWrites } from "./profile-writes.js";
import { reviewWrites } from "./review-writes.js";
import { tutorialWrites } from "./tutorial-writes.js";
import type { WriteKind } from "./write-kind.js";
import { WRITE_KIND_NAMES, type WriteKindName } from "./write-kind-names.js";

/** Every kind of write that may wait in the outbox: the one list (see docs/decisions.md, the outbox). */
export const writeKinds = {
  ...bookingWrites,
  ...lessonWrites,
  ...tutorialWrites,
  ...profileWrites,
  ...availabilityWrites,
  ...notificationWrites,
  ...favouriteWrites,
  ...reviewWrites,
  ...messageWrites,
};

// The registry defines exactly the listed names: a missing one fails the `satisfies` below, an
// extra one this check.
const exactlyTheNames: Exclude<keyof typeof writeKinds, WriteKindName> extends never ? true : never = true;
void exactlyTheNames;

export type { WriteKindName };
export type InputOf<K extends WriteKindName> =
  (typeof writeKinds)[K] extends WriteKind<infer I, unknown> ? I : never;
export type AnswerOf<K extends WriteKindName> =
  (typeof writeKinds)[K] extends WriteKind<never, infer A> ? A : never;

/** The registry seen per kind, so that a kind's input and answer stay tied to it in generic code. */
export type WriteKinds = { [K in WriteKindName]: WriteKind<InputOf<K>, AnswerOf<K>> };

export const OUTBOX_KINDS: readonly WriteKindName[] = WRITE_KIND_NAMES;

export function isWriteKind(kind: string): kind is WriteKindName {
  return Object.hasOwn(writeKinds, kind);
}

/** The outbox item (less its maker) that sends `input` as a write of kind `kind`. */
export function outboxInput<K extends WriteKindName>(kind: K, input: InputOf<K>): Omit<EnqueueInput, "uid"> {
  const write: WriteKinds[K] = (writeKinds satisfies WriteKinds)[kind];
  const body = write.body(input);
  const meta = write.meta?.(input);
  const resource = write.version?.resource(input);
  const ifMatch = write.version?.etag(input);
  return {
    kind,
    method: write.method,
    path: write.path(input),
    summary: write.summary(input),
    ...(body === undefined ? {} : { body }),
    ...(meta === undefined ? {} : { meta }),
    ...(resource === undefined ? {} : { resource }),
    ...(ifMatch === undefined ? {} : { ifMatch }),
  };
}
