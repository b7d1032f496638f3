import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../http-error.js";
import type { LiveHub } from "../notifications/live-hub.js";
import { sseStream } from "../notifications/sse-stream.js";
import { type FullCap, streamSlots } from "../notifications/stream-slots.js";
import { requireUser } from "../plugins/session.js";
import { signedIn } from "./guards.js";

export interface EventsRoutesOptions {
  hub: LiveHub;
  /** Comment line and session re-check interval. */
  heartbeatMs: number;
  /** Open streams on one instance per person, per network address and in all; one more is a 429. */
  maxStreamsPerUser: number;
  maxStreamsPerAddress: number;
  maxStreams: number;
}

const SEQ = /^[0-9]{1,15}$/;
const TOO_MANY: Record<FullCap, string> = {
  user: "Too many live connections are open. Close another tab of TutorNest and try again.",
  address: "Too many live connections are open from your network. Please try again later.",
  instance: "The server has too many live connections open. Please try again later.",
};
/** Seconds a refused client is asked to wait before it tries again. */
const RETRY_AFTER_SECONDS = 30;

/**
 * GET /api/events: Server-Sent Events of the caller's notifications and message events as they
 * happen, on whichever instance they are connected to (docs/decisions.md, Live notifications; docs/deploy.md for the
 * proxy settings a long-lived answer needs). A GET takes no Idempotency-Key, so no request
 * transaction is ever open here: the stream holds no database connection while it waits.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, opts) => {
  const { hub, heartbeatMs } = opts;
  const slots = streamSlots({
    perUser: opts.maxStreamsPerUser,
    perAddress: opts.maxStreamsPerAddress,
    perInstance: opts.maxStreams,
  });

  app.get(
    "/events",
    {
      preValidation: signedIn,
      schema: {
        tags: ["notifications"],
        description:
          "text/event-stream (id = sequence number) of `notification` events (data = a notification of the bell), " +
          "`message` events (data = a message to the caller) and `message-read` events (data = { conversationId, readAt }: " +
          "the other person read the caller's messages). " +
          "A reconnect with Last-Event-ID (header, or `lastEventId` in the query) first sends what came after it.",
        // No response schema: the 200 is a stream; 401 and 429 are the usual `{ error, code }`.
        querystring: z.object({
          lastEventId: z.string().regex(SEQ, "lastEventId must be a number").optional(),
        }),
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const slot = slots.take(me.uid, request.ip);
      if (!slot.taken) {
        reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        throw new HttpError("RATE_LIMITED", TOO_MANY[slot.full]);
      }
      // The header is what EventSource sends on its own reconnects; the query is for clients that cannot set one.
      const header = request.headers["last-event-id"];
      const fromHeader = typeof header === "string" && SEQ.test(header) ? header : undefined;
      const since = fromHeader ?? request.query.lastEventId;

      const stream = sseStream();
      const remove = hub.open(me.uid, stream, since === undefined ? undefined : Number(since));
      const heartbeat = setInterval(() => {
        if (!stream.comment("heartbeat")) return;
        app.stillSignedIn(request).then(
          (alive) => {
            if (!alive) stream.end();
          },
          (err: unknown) => request.log.warn({ err }, "could not re-check the session of an event stream"),
        );
      }, heartbeatMs);
      heartbeat.unref();
      const cleanup = () => {
        clearInterval(heartbeat);
        remove();
        slot.release();
        stream.end();
      };
      reply.raw.once("close", cleanup);
      stream.body.once("close", cleanup);

      return (
        reply
          .header("content-type", "text/event-stream; charset=utf-8")
          .header("cache-control", "no-store")
          // nginx (and proxies that follow it) would otherwise hold events back in a buffer.
          .header("x-accel-buffering", "no")
          // The stream is the last answer on its connection: when it ends (logout, shutdown) the
          // socket goes too, instead of idling in keep-alive and holding a closing server up.
          .header("connection", "close")
          .send(stream.body)
      );
    },
  );
};
