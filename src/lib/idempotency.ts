import { IDEMPOTENCY_HEADER } from "../../contract/index.js";

/**
 * A fresh key for one mutating intent (DESIGN §3 "Idempotency"): a repeat with the same key
 * changes nothing. crypto.randomUUID needs a secure context; plain-http LAN testing gets a
 * getRandomValues-based v4 UUID instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The header object for a ky call: `api.post(url, { headers: idempotencyHeaders(key) })`. */
export function idempotencyHeaders(key: string = newIdempotencyKey()): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key };
}
