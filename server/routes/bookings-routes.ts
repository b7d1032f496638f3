import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  bookingSchema,
  createBookingBodySchema,
  createBookingResponseSchema,
  listBookingsQuerySchema,
  MESSAGES,
  OWN_BOOKING_MESSAGE,
} from "../../contract/index.js";
import { badRequest, forbidden, notFound } from "../http-error.js";
import { requireUser } from "../plugins/session.js";
import type { Repositories } from "../repositories/index.js";
import { signedIn } from "./guards.js";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["bookings"];

/** Bookings: the booker is the session's user; everything else comes from the tutorial. */
export const bookingsRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.post(
    "/bookings",
    {
      preValidation: signedIn,
      config: { validationMessage: MESSAGES.bookingFailed },
      schema: {
        tags,
        description:
          "Book a tutorial. Only tutorId is read from the body; a repeat answers the existing booking (200).",
        body: createBookingBodySchema,
        response: { 200: createBookingResponseSchema, 201: createBookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      if (!me.email) throw badRequest("Your account has no email address, so it cannot book.");
      const result = await repos.bookings.create({ userId: me.uid, email: me.email }, request.body.tutorId);
      if (result.kind === "not_found") throw notFound(MESSAGES.tutorialNotFound);
      // Decision: booking is what a learner does with somebody else's tutorial. A tutor booking
      // their own tutorial would only add a meaningless row to "My booked tutors", so it is
      // refused (403), like reviewing one's own tutorial.
      if (result.kind === "own") throw forbidden(OWN_BOOKING_MESSAGE);
      const created = result.kind === "created";
      const body = {
        acknowledged: true as const,
        insertedId: result.booking._id,
        booking: result.booking,
        created,
      };
      return reply.status(result.kind === "created" ? 201 : 200).send(body);
    },
  );

  app.get(
    "/bookings",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description:
          "The bookings the caller made (by uid); `email` must be the caller's own, any other is refused.",
        querystring: listBookingsQuerySchema,
        response: { 200: z.array(bookingSchema), ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      if (!me.email || me.email.toLowerCase() !== request.query.email.toLowerCase()) {
        throw forbidden(MESSAGES.ownBookingsOnly);
      }
      // The e-mail only guards the documented parameter (docs/product.md, API); the rows are the caller's by uid.
      return repos.bookings.listByUser(me.uid);
    },
  );
};
