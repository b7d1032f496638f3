import { msg } from "@lingui/core/macro";

/**
 * Texts the tutorial and booking screens share, as messages translated where they are shown. The
 * English is word for word the offline outbox's and the lessons' own (src/features/offline/send-write.ts,
 * src/features/lessons/texts.ts; tests/src/features/tutorials/texts.test.ts holds them equal).
 */
export const QUEUED = {
  title: msg`Saved offline`,
  text: msg`You're offline. It is saved and will be sent as soon as you're back online.`,
} as const;

export const BOOKED = msg`Booking completed!`;

/** Said when a review was counted (contract/tutorial.ts, REVIEW_THANKS). */
export const REVIEWED = msg`Thanks! Review submitted.`;

/** Said beside a review the owner may not give (contract/messages.ts, ownReview). */
export const OWN_REVIEW = msg`You cannot review your own tutorial.`;
