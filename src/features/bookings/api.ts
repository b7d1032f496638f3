import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type Booking,
  bookingSchema,
  type CreateBookingBody,
  createBookingResponseSchema,
} from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { QueuedWrite, sendWrite } from "../../offline/runtime.js";

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

/** Shows a booking the server confirmed at once, before the list is fetched again. */
export function addBookingToCache(queryClient: QueryClient, booking: Booking): void {
  queryClient.setQueryData<Booking[]>(bookingKeys.list(booking.email), (old) =>
    old && !old.some((b) => b._id === booking._id) ? [booking, ...old] : old,
  );
}

export interface BookingResult {
  booking: Booking;
  /** False when the server answered with the booking this user already had (200, not 201). */
  created: boolean;
}

/**
 * POST /bookings through the outbox (DESIGN §5): the server takes the booker from the session and
 * the rest from the tutorial. Offline, the booking waits in the outbox (a QueuedWrite).
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      body: CreateBookingBody & { tutorName?: string },
    ): Promise<BookingResult | QueuedWrite> => {
      const { tutorName, ...json } = body;
      const answer = await sendWrite({
        kind: "booking",
        method: "POST",
        path: "/api/bookings",
        body: json,
        summary: `Book ${json.language ?? "a tutorial"}${tutorName ? ` with ${tutorName}` : ""}`,
        meta: {
          tutorId: json.tutorId,
          image: json.image ?? null,
          language: json.language ?? null,
          price: json.price ?? null,
          tutorEmail: json.tutorEmail ?? null,
        },
      });
      if (answer instanceof QueuedWrite) return answer;
      const { booking, created } = createBookingResponseSchema.parse(answer);
      return { booking, created: created ?? true };
    },
    onSuccess: (result) => {
      if (result instanceof QueuedWrite) return;
      addBookingToCache(queryClient, result.booking);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
