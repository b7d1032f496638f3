import { IDEMPOTENCY_HEADER } from "../../contract/index.js";
import { randomUuid } from "../../contract/uuid.js";

/**
 * A fresh key for one mutating intent (see docs/decisions.md, Idempotency): a repeat with the
 * same key changes nothing.
 */
export const newIdempotencyKey = (): string => randomUuid();

/** The header object for a ky call: `api.post(url, { headers: idempotencyHeaders(key) })`. */
export function idempotencyHeaders(key: string = newIdempotencyKey()): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key };
}
