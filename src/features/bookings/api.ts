import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { type Booking, bookingSchema, type User } from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";
import { bookingKeys } from "../../lib/query-keys.js";
import type { BookingInput } from "../../offline/index.js";
import { useAuth } from "../auth/auth-store.js";
import { sendWrite, type WriteResult } from "../offline/send-write.js";

export { bookingKeys };

const bookingListSchema = z.array(bookingSchema);

/** GET /bookings?email=: the signed-in user's own bookings (the server refuses any other email). */
export async function fetchBookings(email: string, signal?: AbortSignal): Promise<Booking[]> {
  return bookingListSchema.parse(await api.get("bookings", { searchParams: { email }, signal }).json());
}

/**
 * The signed-in person's bookings, kept under their uid and asked of the server by their e-mail;
 * nothing is asked without a signed-in person who has an e-mail.
 */
export const bookingsQueryOptions = (user: Pick<User, "uid" | "email"> | null) =>
  queryOptions({
    queryKey: bookingKeys.list(user?.uid ?? ""),
    queryFn: ({ signal }) => fetchBookings(user?.email ?? "", signal),
    enabled: Boolean(user?.email),
  });

/** Shows a booking the server confirmed at once (to the person `uid`), before the list is fetched again. */
export function addBookingToCache(queryClient: QueryClient, uid: string, booking: Booking): void {
  queryClient.setQueryData<Booking[]>(bookingKeys.list(uid), (old) =>
    old && !old.some((b) => b._id === booking._id) ? [booking, ...old] : old,
  );
}

export interface BookingResult {
  booking: Booking;
  /** False when the server answered with the booking this user already had (200, not 201). */
  created: boolean;
}

/** POST /bookings through the outbox: offline, the booking waits there. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  const uid = useAuth().user?.uid;
  return useMutation({
    mutationFn: async (input: BookingInput): Promise<WriteResult<BookingResult>> => {
      const result = await sendWrite("booking", input);
      if (result.status === "queued") return result;
      const { booking, created } = result.data;
      return { status: "sent", data: { booking, created: created ?? true } };
    },
    onSuccess: (result) => {
      if (result.status === "queued") return;
      if (uid) addBookingToCache(queryClient, uid, result.data.booking);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
