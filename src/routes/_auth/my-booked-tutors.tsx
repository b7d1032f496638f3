import { createFileRoute } from "@tanstack/react-router";
import { bookingsQueryOptions } from "../../features/bookings/api.js";
import { MyBookedTutorsPage } from "../../features/bookings/components/my-booked-tutors-page.js";

export const Route = createFileRoute("/_auth/my-booked-tutors")({
  loader: ({ context: { queryClient, auth } }) => {
    const { user } = auth;
    if (user?.email) void queryClient.prefetchQuery(bookingsQueryOptions(user));
  },
  component: MyBookedTutorsPage,
});
