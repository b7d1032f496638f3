import { z } from "zod";
import { idSchema } from "./tutorial.js";

/** SPEC §3 Booking. */
export const bookingSchema = z.object({
  _id: idSchema,
  tutorId: idSchema,
  image: z.string(),
  language: z.string(),
  price: z.number(),
  tutorEmail: z.string(),
  email: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** POST /bookings: only tutorId matters; the rest is taken from the tutorial in the database. */
export const createBookingBodySchema = z.object({
  tutorId: idSchema,
  image: z.string().optional(),
  language: z.string().optional(),
  price: z.number().optional(),
  tutorEmail: z.string().optional(),
  email: z.string().optional(),
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
