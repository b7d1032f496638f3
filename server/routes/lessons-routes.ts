import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  isLessonDuration,
  lessonIdParamsSchema,
  lessonPatchSchema,
  lessonSchema,
  lessonsQuerySchema,
  lessonsSchema,
  MESSAGES,
  SLOTS_RANGE_MAX_DAYS,
  slotsQuerySchema,
  slotsSchema,
} from "../../contract/index.js";
import { badRequest, HttpError, notFound } from "../http-error.js";
import type { Clock } from "../lessons/clock.js";
import { lessonCalendar } from "../lessons/ics.js";
import { requireUser } from "../plugins/session.js";
import type { Repositories } from "../repositories/index.js";
import { signedIn } from "./guards.js";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["lessons"];
const DAY_MS = 24 * 60 * 60 * 1000;
export const LESSON_NOT_FOUND = "Lesson not found";
export const SLOTS_RANGE_MESSAGE = `\`to\` must be after \`from\`, at most ${SLOTS_RANGE_MAX_DAYS} days later.`;

export interface LessonsRoutesOptions {
  repos: Repositories;
  clock: Clock;
  /** PUBLIC_ORIGIN: its host names the calendar events (a UID that stays the same). */
  publicOrigin?: string;
}

/** Slots, lessons and their changes, and the calendar file (docs/product.md, API). */
export const lessonsRoutes: FastifyPluginAsyncZod<LessonsRoutesOptions> = async (app, opts) => {
  const { repos, clock } = opts;
  const fixedHost = opts.publicOrigin ? new URL(opts.publicOrigin).host : undefined;

  app.get(
    "/tutorials/:id/slots",
    {
      schema: {
        tags,
        description: `Free times of the tutorial's tutor in [from, to) (at most ${SLOTS_RANGE_MAX_DAYS} days), UTC, ascending.`,
        params: z.object({ id: lessonIdParamsSchema.shape.id }),
        querystring: slotsQuerySchema,
        response: { 200: slotsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      const span = to.getTime() - from.getTime();
      if (span <= 0 || span > SLOTS_RANGE_MAX_DAYS * DAY_MS) throw badRequest(SLOTS_RANGE_MESSAGE);
      const durationMinutes = request.query.duration;
      if (!isLessonDuration(durationMinutes)) throw badRequest("Lessons last 30 or 60 minutes");
      const slots = await repos.lessons.slots(request.params.id, { from, to, durationMinutes }, clock());
      if (!slots) throw notFound(MESSAGES.tutorialNotFound);
      return slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));
    },
  );

  app.get(
    "/lessons",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description:
          "The caller's lessons as learner or tutor, soonest first (at most 500); `from` keeps those not over by then.",
        querystring: lessonsQuerySchema,
        response: { 200: lessonsSchema, ...errors },
      },
    },
    async (request) => repos.lessons.list(requireUser(request).uid, request.query, clock()),
  );

  app.patch(
    "/lessons/:id",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description:
          "Confirm or decline (the tutor, a request), or cancel (either side; a learner up to 12 hours before).",
        params: lessonIdParamsSchema,
        body: lessonPatchSchema,
        response: { 200: lessonSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const now = clock();
      const outcome = await repos.lessons.transition(request.params.id, me.uid, request.body, now);
      if (outcome.kind === "not_found") throw notFound(LESSON_NOT_FOUND);
      if (outcome.kind === "refused") {
        throw new HttpError(outcome.status === 403 ? "FORBIDDEN" : "CONFLICT", outcome.message);
      }
      // A declined or cancelled lesson frees its time in the hours filter (docs/decisions.md).
      await repos.freeHours.refreshOfTutorial(outcome.lesson.tutorId, now);
      return outcome.lesson;
    },
  );

  app.get(
    "/lessons/:id/calendar.ics",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description: "The lesson as an iCalendar file (one VEVENT, times in UTC), for either side.",
        params: lessonIdParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const now = clock();
      const found = await repos.lessons.find(request.params.id, me.uid, now);
      if (!found) throw notFound(LESSON_NOT_FOUND);
      const { lesson, side } = found;
      const other = side === "tutor" ? lesson.learnerName : lesson.tutorName;
      const status =
        lesson.status === "requested"
          ? "TENTATIVE"
          : lesson.status === "confirmed" || lesson.status === "completed"
            ? "CONFIRMED"
            : "CANCELLED";
      const body = lessonCalendar({
        lessonId: lesson._id,
        host: fixedHost ?? request.hostname,
        start: new Date(lesson.start),
        end: new Date(lesson.end),
        summary: `${lesson.language} lesson with ${other}`,
        description: lesson.reason ?? undefined,
        status,
        stamp: now,
      });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="lesson-${lesson._id}.ics"`)
        .send(body);
    },
  );
};
