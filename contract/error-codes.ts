/**
 * Machine codes carried next to the human text in every API error, and the HTTP status each is
 * answered with. A plain module, no zod: first-paint code may import it.
 */
export const ERROR_CODES = [
  "VALIDATION",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  "UNAVAILABLE",
  "SLOT_TAKEN",
  "PRECONDITION_FAILED",
  "REQUESTS_WAITING",
  "NOT_BOOKED",
  "BLOCKED",
  "AWAITING_ANSWER",
  "NEW_CONVERSATIONS_LIMIT",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_OF_ERROR_CODE: Readonly<Record<ErrorCode, number>> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  // A booking's time stopped being free: a 409 the client tells apart to offer other times.
  SLOT_TAKEN: 409,
  // An edit sent with If-Match on a version that changed meanwhile (docs/decisions.md).
  PRECONDITION_FAILED: 412,
  // A learner's lesson requests waiting for answers are at their cap: a refusal with the cap's own
  // words, which the outbox does not retry (unlike RATE_LIMITED, which passes by itself).
  REQUESTS_WAITING: 429,
  // Reviewing a tutorial one has not booked (or whose lesson has not happened yet).
  NOT_BOOKED: 403,
  // Messages (docs/product.md, Messages between people): the other person blocked the writer; a refusal the
  // outbox does not retry.
  BLOCKED: 403,
  // The first messages of a conversation the other person never answered are at their cap: it
  // passes only when they answer, so the outbox does not retry it.
  AWAITING_ANSWER: 429,
  // New conversations a day are at their cap (with Retry-After).
  NEW_CONVERSATIONS_LIMIT: 429,
};

/** The general code of each status (the first listed: 409 is CONFLICT, 429 RATE_LIMITED; the others are named where they apply). */
const CODE_OF_STATUS = new Map<number, ErrorCode>(
  [...ERROR_CODES].reverse().map((code) => [STATUS_OF_ERROR_CODE[code], code]),
);

/** The code an HTTP error status is answered with, when it has one of its own. */
export function errorCodeOf(status: number): ErrorCode | undefined {
  return CODE_OF_STATUS.get(status);
}
