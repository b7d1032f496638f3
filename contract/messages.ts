import {
  MAX_NEW_CONVERSATIONS_A_DAY,
  MAX_SAVED_TUTORS,
  MAX_WAITING_REQUESTS,
  MAX_WAITING_REQUESTS_PER_TUTOR,
} from "./constants.js";

/**
 * Texts both the server (in its error answers) and the PWA (on its screens) show, word for word
 * (see docs/product.md, Messages). A plain module, no zod: first-paint code may import it.
 */
export const MESSAGES = {
  invalidTutorial: "Invalid tutorial data",
  tutorialNotFound: "Tutorial not found",
  notOwnerEdit: "You are not allowed to edit this tutorial",
  notOwnerDelete: "You are not allowed to delete this tutorial",
  ownReview: "You cannot review your own tutorial.",
  alreadyReviewed: "You have already reviewed this tutorial.",
  notBooked: "Only learners who booked this tutorial can review it.",
  reviewNotFound: "Review not found",
  notYourReview: "Only the person who wrote this review can change it.",
  notYourTutorialReply: "Only the tutor of this tutorial can reply to its reviews.",
  bookingFailed: "Booking failed",
  ownBookingsOnly: "You can only see your own bookings.",
  loginRequired: "Please login",
  profileNotFound: "Profile not found",
  notYourProfile: "You can only change your own profile.",
  entryNotFound: "Entry not found",
  imageUnsupported: "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.",
  imageTooLarge: "The image is too large.",
  imageUploadFailed: "Image upload failed!",
  /** A multipart body that does not follow its own framing (docs/decisions.md, threat model). */
  malformedUpload: "The upload could not be read. Please choose the image and try again.",
  rateLimited: "Too many requests. Please wait a moment and try again.",
  idempotencyInFlight: "The same request is still being processed. Please retry shortly.",
  somethingWrong: "Something went wrong.",
  otherUserSignedIn: "You are signed in as someone else. Sign in as that person to send this change.",
  unavailable: "The server is busy. Please try again in a moment.",
  otherSiteWrite: "This change was sent from another site, so it was refused. Make it in TutorNest itself.",
  editConflict: "This was changed elsewhere after you started editing. Nothing was saved.",
  waitingRequestsForTutor: `You already have ${MAX_WAITING_REQUESTS_PER_TUTOR} lesson requests waiting for this tutor. Wait for an answer or cancel one first.`,
  waitingRequests: `You already have ${MAX_WAITING_REQUESTS} lesson requests waiting for tutors to answer. Wait for an answer or cancel one first.`,
  savedTutorsFull: `You can save at most ${MAX_SAVED_TUTORS} tutors. Remove one to save another.`,
  cannotMessage: "You cannot message this person.",
  awaitAnswer: "Wait for an answer before sending more.",
  messageYourself: "You cannot start a conversation with yourself.",
  conversationNotFound: "Conversation not found",
  personNotFound: "This person was not found.",
  newConversationsLimit: `You can start at most ${MAX_NEW_CONVERSATIONS_A_DAY} new conversations a day. Please try again later.`,
  messageKeyRequired: "Each message is sent with an Idempotency-Key.",
} as const;
