import { z } from "zod";

/** Machine codes carried next to the human text in every API error. */
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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Texts of SPEC §8 that the server also answers with. */
export const MESSAGES = {
  invalidTutorial: "Invalid tutorial data",
  tutorialNotFound: "Tutorial not found",
  notOwnerEdit: "You are not allowed to edit this tutorial",
  notOwnerDelete: "You are not allowed to delete this tutorial",
  ownReview: "You cannot review your own tutorial.",
  alreadyReviewed: "You have already reviewed this tutorial.",
  bookingFailed: "Booking failed",
  ownBookingsOnly: "You can only see your own bookings.",
  loginRequired: "Please login",
  profileNotFound: "Profile not found",
  notYourProfile: "You can only change your own profile.",
  entryNotFound: "Entry not found",
  imageUnsupported: "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.",
  imageTooLarge: "The image is too large.",
  imageUploadFailed: "Image upload failed!",
  rateLimited: "Too many requests. Please wait a moment and try again.",
  idempotencyInFlight: "The same request is still being processed. Please retry shortly.",
  somethingWrong: "Something went wrong.",
} as const;
