import ky, { HTTPError } from "ky";
import { apiErrorSchema, MESSAGES } from "../../contract/index.js";
import { hasPendingLogout, sendPendingLogout } from "../features/auth/pending-logout.js";

/**
 * An API failure carrying the server's own text (English), shown through `errorText`
 * (src/lib/error-text.ts) in the screen's language (see docs/product.md, Messages).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    /** The answer carried no error text: `message` is the general default, and `errorText` shows the screen's own. */
    readonly isDefault = false,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The one HTTP client: same-origin /api, cookies included, errors turned into ApiError. */
export const api = ky.create({
  prefixUrl: "/api",
  credentials: "same-origin",
  timeout: 30_000,
  retry: 0,
  hooks: {
    // A logout made offline reaches the server before anything else goes out under its cookie,
    // a new sign-in's POST /jwt included (docs/decisions.md).
    beforeRequest: [
      async () => {
        if (hasPendingLogout()) await sendPendingLogout();
      },
    ],
    beforeError: [
      async (error: HTTPError) => {
        const body: unknown = await error.response
          .clone()
          .json()
          .catch(() => null);
        const parsed = apiErrorSchema.safeParse(body);
        const apiError = new ApiError(
          parsed.success ? parsed.data.error : MESSAGES.somethingWrong,
          error.response.status,
          parsed.success ? parsed.data.code : undefined,
          !parsed.success,
        );
        return Object.assign(error, { message: apiError.message, apiError });
      },
    ],
  },
});

/** The API's refusal within a thrown value, when it is one. */
export function apiErrorOf(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPError) return (err as HTTPError & { apiError?: ApiError }).apiError;
  return undefined;
}

/** The machine code of the server's refusal (contract/error-codes.ts), when it sent one. */
export function errorCode(err: unknown): string | undefined {
  return apiErrorOf(err)?.code;
}

export function errorStatus(err: unknown): number | undefined {
  if (err instanceof ApiError) return err.status;
  if (err instanceof HTTPError) return err.response.status;
  return undefined;
}

/** No answer at all (offline, DNS, connection cut, time-out), as opposed to an answer saying no. */
export function isNetworkError(err: unknown): boolean {
  if (err instanceof HTTPError || err instanceof ApiError) return false;
  if (err instanceof TypeError) return true;
  return err instanceof Error && err.name === "TimeoutError";
}
