import { apiErrorSchema } from "../../contract/index.js";

/**
 * What a write on somebody's resource may answer instead of its result, each as `{ error, code }`:
 * a bad request (400), signed out (401), not allowed (403), nothing there (404), a conflict (409).
 */
export const WRITE_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
