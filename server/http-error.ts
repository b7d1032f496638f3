import type { ErrorCode } from "../contract/index.js";

const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** An error whose text is meant for the person using the app. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = STATUS_OF[code];
  }
}

export const badRequest = (m: string) => new HttpError("VALIDATION", m);
export const unauthenticated = (m = "Please login") => new HttpError("UNAUTHENTICATED", m);
export const forbidden = (m: string) => new HttpError("FORBIDDEN", m);
export const notFound = (m: string) => new HttpError("NOT_FOUND", m);
export const conflict = (m: string) => new HttpError("CONFLICT", m);
