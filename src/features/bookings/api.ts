import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type Booking,
  bookingSchema,
  type CreateBookingBody,
  createBookingResponseSchema,
} from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { idempotencyHeaders } from "../../lib/idempotency.js";

export const bookingKeys = {
  all: ["bookings"] as const,
  list: (email: string) => [...bookingKeys.all, email.toLowerCase()] as const,
};

const bookingListSchema = z.array(bookingSchema);

/** GET /bookings?email=: the signed-in user's own bookings (the server refuses any other email). */
export async function fetchBookings(email: string, signal?: AbortSignal): Promise<Booking[]> {
  return bookingListSchema.parse(await api.get("bookings", { searchParams: { email }, signal }).json());
}

export const bookingsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: bookingKeys.list(email),
    queryFn: ({ signal }) => fetchBookings(email, signal),
  });

export interface BookingResult {
  booking: Booking;
  /** False when the server answered with the booking this user already had (200, not 201). */
  created: boolean;
}

/** POST /bookings: the server takes the booker from the session and the rest from the tutorial. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateBookingBody): Promise<BookingResult> => {
      const response = await api.post("bookings", { json: body, headers: idempotencyHeaders() });
      const { booking } = createBookingResponseSchema.parse(await response.json());
      return { booking, created: response.status === 201 };
    },
    onSuccess: ({ booking }) => {
      queryClient.setQueryData<Booking[]>(bookingKeys.list(booking.email), (old) =>
        old && !old.some((b) => b._id === booking._id) ? [booking, ...old] : old,
      );
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
