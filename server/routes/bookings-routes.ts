import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  bookingOrLessonBodySchema,
  bookingSchema,
  createBookingResponseSchema,
  createLessonResponseSchema,
  isLessonDuration,
  listBookingsQuerySchema,
  MESSAGES,
  OUTSIDE_AVAILABILITY_MESSAGE,
  OWN_BOOKING_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from "../../contract/index.js";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../http-error.js";
import type { Clock } from "../lessons/clock.js";
import { requireUser } from "../plugins/session.js";
import type { Repositories } from "../repositories/index.js";
import { signedIn } from "./guards.js";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["bookings"];
const created = z.union([createLessonResponseSchema, createBookingResponseSchema]);

/**
 * Bookings: the booker is the session's user; everything else comes from the tutorial. With
 * `start`, the booking is a lesson (docs/product.md, Lessons); without, the untimed booking (docs/product.md, Bookings).
 */
export const bookingsRoutes: FastifyPluginAsyncZod<{ repos: Repositories; clock: Clock }> = async (
  app,
  { repos, clock },
) => {
  app.post(
    "/bookings",
    {
      preValidation: signedIn,
      config: { validationMessage: MESSAGES.bookingFailed },
      schema: {
        tags,
        description:
          "Book a tutorial. Only tutorId (and, for a lesson, start and durationMinutes) is read from the body; " +
          "an untimed repeat answers the existing booking (200); a lesson's time taken is 409 SLOT_TAKEN; " +
          "a lesson past the learner's caps on waiting requests is 429 REQUESTS_WAITING.",
        body: bookingOrLessonBodySchema,
        response: {
          200: createBookingResponseSchema,
          201: created,
          409: apiErrorSchema,
          429: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      if (!me.email) throw badRequest("Your account has no email address, so it cannot book.");
      const { tutorId, start, durationMinutes = 60 } = request.body;
      if (start !== undefined && isLessonDuration(durationMinutes)) {
        const learner = { uid: me.uid, email: me.email, name: me.name?.trim() || me.email };
        const when = { tutorialId: tutorId, start: new Date(start), durationMinutes };
        const now = clock();
        const lesson = await repos.lessons.create(learner, when, now);
        if (lesson.kind === "not_found") throw notFound(MESSAGES.tutorialNotFound);
        if (lesson.kind === "own") throw forbidden(OWN_BOOKING_MESSAGE);
        if (lesson.kind === "outside") throw conflict(OUTSIDE_AVAILABILITY_MESSAGE);
        if (lesson.kind === "taken") throw new HttpError("SLOT_TAKEN", SLOT_TAKEN_MESSAGE);
        if (lesson.kind === "capped") {
          const text = lesson.cap === "tutor" ? MESSAGES.waitingRequestsForTutor : MESSAGES.waitingRequests;
          throw new HttpError("REQUESTS_WAITING", text);
        }
        const booking = lesson.lesson;
        // The requested time is no longer free in the hours filter (docs/decisions.md).
        await repos.freeHours.refreshOfTutorial(tutorId, now);
        return reply
          .status(201)
          .send({ acknowledged: true, insertedId: booking._id, booking, created: true });
      }
      const result = await repos.bookings.create({ userId: me.uid, email: me.email }, tutorId);
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
