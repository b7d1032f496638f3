import { type ErrorCode, MESSAGES, STATUS_OF_ERROR_CODE } from "../contract/index.js";

/** An error whose text is meant for the person using the app. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = STATUS_OF_ERROR_CODE[code];
  }
}

export const badRequest = (m: string) => new HttpError("VALIDATION", m);
export const unauthenticated = (m: string = MESSAGES.loginRequired) => new HttpError("UNAUTHENTICATED", m);
export const forbidden = (m: string) => new HttpError("FORBIDDEN", m);
export const notFound = (m: string) => new HttpError("NOT_FOUND", m);
export const conflict = (m: string) => new HttpError("CONFLICT", m);
