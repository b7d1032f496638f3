import {
  type CreateBookingBody,
  createBookingBodySchema,
  createBookingResponseSchema,
} from "../../contract/index.js";
import { defineWrite } from "./write-kind.js";

export type BookingInput = CreateBookingBody & { tutorName?: string };

export const bookingWrites = {
  /** POST /bookings: the server takes the booker from the session and the rest from the tutorial. */
  booking: defineWrite({
    method: "POST",
    path: () => "/api/bookings",
    body: ({ tutorName: _tutorName, ...body }: BookingInput) => body,
    bodySchema: createBookingBodySchema,
    answer: createBookingResponseSchema,
    summary: ({ language, tutorName }) =>
      `Book ${language ?? "a tutorial"}${tutorName ? ` with ${tutorName}` : ""}`,
    meta: (b) => ({
      tutorId: b.tutorId,
      image: b.image ?? null,
      language: b.language ?? null,
      price: b.price ?? null,
      tutorEmail: b.tutorEmail ?? null,
      tutorName: b.tutorName ?? null,
    }),
    pending: { on: "outbox" },
    touches: ["bookings", "stats"],
  }),
};
