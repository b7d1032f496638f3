/**
 * The outbox's core: framework-free, shared by the page and the service worker; imports only
 * contract/ (biome.json refuses the rest). The page's side is src/features/offline/.
 */

export type { AvailabilityInput } from "./availability-writes.js";
export type { BookingInput } from "./booking-writes.js";
export type { FavouriteInput } from "./favourite-writes.js";
export {
  type BookedLesson,
  type BookLessonResponse,
  bookLessonResponseSchema,
  isTimeRefused,
  type LessonBookInput,
  type LessonUpdateInput,
} from "./lesson-writes.js";
export type { BlockInput, MessageInput } from "./message-writes.js";
export {
  discard,
  type EnqueueInput,
  enqueue,
  getItem,
  list,
  OUTBOX_CHANNEL,
  OUTBOX_DB,
  OUTBOX_STORE,
  type OutboxChange,
  type OutboxChangeReason,
  type OutboxItem,
  type OutboxKind,
  type OutboxListener,
  type OutboxMeta,
  type OutboxMethod,
  type OutboxPatch,
  type OutboxState,
  remove,
  removeAllOf,
  resend,
  retry,
  subscribe,
  update,
} from "./outbox-store.js";
export { getOutboxUser, setOutboxUser } from "./outbox-user.js";
export {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffDelay,
  OUTBOX_SYNC_TAG,
  PRECONDITION_FAILED_STATUS,
  REPLAY_LOCK,
  REPLAY_RESULTS_CHANNEL,
  type ReplayOptions,
  type ReplayResult,
  type ReplaySummary,
  replayForBackgroundSync,
  replayOutbox,
  subscribeReplayResults,
} from "./replay.js";
export type { ReviewAbout } from "./review-writes.js";
export {
  type OutboxTrigger,
  type OutboxTriggerOptions,
  type OutboxTriggers,
  requestBackgroundSync,
  SKIPPED_RETRY_MS,
  startOutboxTriggers,
} from "./triggers.js";
export type { ReviewInput } from "./tutorial-writes.js";
export type { ErasedView, WriteKind, WriteTopic } from "./write-kind.js";
export {
  type AnswerOf,
  type InputOf,
  isWriteKind,
  OUTBOX_KINDS,
  outboxInput,
  type WriteKindName,
  type WriteKinds,
  writeKinds,
} from "./write-kinds.js";
