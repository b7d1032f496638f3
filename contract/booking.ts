import { z } from "zod";
import { IMAGE_URL_MAX, safeText } from "./text.js";
import { idSchema } from "./tutorial.js";

/** A booking as the API answers it (see docs/product.md, API). */
export const bookingSchema = z.object({
  _id: idSchema,
  tutorId: idSchema,
  image: z.string(),
  language: z.string(),
  price: z.number(),
  tutorEmail: z.string(),
  email: z.string(),
  /** The tutor's name, in GET /bookings (My booked tutors names the tutor). */
  tutorName: z.string().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * POST /bookings: only tutorId matters; the rest is taken from the tutorial in the database. The
 * PWA sends the tutorial's own fields along, so `image` is not held to the image-URL rule (a
 * tutorial stored before that rule could not be booked); it is never read, only checked as text.
 */
export const createBookingBodySchema = z.object({
  tutorId: idSchema,
  image: safeText(IMAGE_URL_MAX).optional(),
  language: safeText(60).optional(),
  price: z.number().optional(),
  tutorEmail: safeText(320).optional(),
  email: safeText(320).optional(),
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export const listBookingsQuerySchema = z.object({ email: z.email("Please give a valid email.") });

/** POST /bookings: 201 with the new booking, or 200 with the one this user already had. */
export const createBookingResponseSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: idSchema,
  booking: bookingSchema,
  /** False when the caller already had this booking (a replayed or repeated request). */
  created: z.boolean().optional(),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

/** Booking is a learner's act: a tutor booking their own tutorial is refused (403). */
export const OWN_BOOKING_MESSAGE = "You cannot book your own tutorial.";
