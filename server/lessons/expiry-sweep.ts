import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FreeHoursRepository } from "../repositories/free-hours-repository.js";
import type { LessonsRepository } from "../repositories/lessons-repository.js";
import type { Clock } from "./clock.js";

export interface LessonExpiryOptions {
  lessons: Pick<LessonsRepository, "expireDue">;
  /** The hours filter's copies a day old are rewritten by the same sweep (docs/decisions.md). */
  freeHours?: Pick<FreeHoursRepository, "sweep">;
  clock: Clock;
  /** How often unanswered requests are expired even when nobody books or reads (default 60 s). */
  everyMs?: number;
}

/**
 * The periodic third of materialised expiry (docs/decisions.md, Lessons): bookings and reads
 * expire due requests themselves; this sweep catches those nobody touched, so the stored state
 * (and another instance's view of it) is never more than a minute late. Unref'd: it never keeps a
 * process alive, and it stops when the app closes.
 */
export const lessonExpiryPlugin = fp(async (app: FastifyInstance, opts: LessonExpiryOptions) => {
  const everyMs = opts.everyMs ?? 60_000;
  let running = false;
  async function sweep(): Promise<void> {
    if (running) return;
    running = true;
    try {
      const expired = await opts.lessons.expireDue(opts.clock());
      if (expired) app.log.info({ expired }, "expired unanswered lesson requests");
      const rewritten = await opts.freeHours?.sweep(opts.clock());
      if (rewritten) app.log.info({ rewritten }, "rewrote tutors' free hours");
    } catch (err) {
      app.log.warn({ err }, "could not expire lesson requests");
    } finally {
      running = false;
    }
  }
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => void sweep(), everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });
});
