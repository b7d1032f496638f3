import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  blockedSchema,
  chatMessageSchema,
  conversationSchema,
  conversationsSchema,
  IDEMPOTENCY_HEADER,
  idParamsSchema,
  MESSAGES,
  messageBodySchema,
  messagesPageSchema,
  messagesQuerySchema,
  startConversationBodySchema,
  unreadSchema,
} from "../../contract/index.js";
import { badRequest, HttpError, notFound } from "../http-error.js";
import { requireUser } from "../plugins/session.js";
import { CONVERSATIONS_LIMIT } from "../repositories/conversations-repository.js";
import type { Repositories } from "../repositories/index.js";
import { signedIn } from "./guards.js";

const tags = ["messages"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const NOT_A_MESSAGE_HERE = "before must be a message of this conversation.";
const KEY_HEADER = IDEMPOTENCY_HEADER.toLowerCase();

/** To anyone but its two people a conversation does not exist. */
const noSuchConversation = () => notFound(MESSAGES.conversationNotFound);

/** A refusal that passes with time: the seconds to wait go in Retry-After. */
function waitFirst(reply: FastifyReply, seconds: number, error: HttpError): HttpError {
  reply.header("retry-after", String(seconds));
  return error;
}

/**
 * Every message is sent with an Idempotency-Key (the idempotency plugin stores it exactly once):
 * without one it is refused before anything else is looked at, and nothing is stored.
 */
async function keyRequired(request: FastifyRequest): Promise<void> {
  if (request.headers[KEY_HEADER] === undefined) throw badRequest(MESSAGES.messageKeyRequired);
}

/**
 * Messages between two people (docs/product.md, Messages between people): a conversation per pair,
 * read and written only by its two people, its messages in the order the server received them, the
 * limits counted from the database and the events riding the notifications log
 * (docs/decisions.md, Messages). Every identity comes from the session.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.get(
    "/conversations",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description: `The caller's conversations, latest activity first, at most ${CONVERSATIONS_LIMIT}: the other person, the tutorial, the last message, the unread count and both block flags.`,
        response: { 200: conversationsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => repos.conversations.list(requireUser(request).uid),
  );

  app.post(
    "/conversations",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description:
          "Start a conversation `with` a person (optionally naming the tutorial it starts from): 201 the new one, " +
          "200 the pair's existing one as it is. 400 with oneself; 404 an unknown person or tutorial; " +
          "429 NEW_CONVERSATIONS_LIMIT (with Retry-After) past the new conversations of a day.",
        body: startConversationBodySchema,
        response: { 200: conversationSchema, 201: conversationSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const { with: other, tutorialId } = request.body;
      if (other === me.uid) throw badRequest(MESSAGES.messageYourself);
      const started = await repos.conversations.start(me.uid, other, tutorialId);
      if (started.kind === "unknown_person") throw notFound(MESSAGES.personNotFound);
      if (started.kind === "unknown_tutorial") throw notFound(MESSAGES.tutorialNotFound);
      if (started.kind === "limit") {
        throw waitFirst(
          reply,
          started.retryAfter,
          new HttpError("NEW_CONVERSATIONS_LIMIT", MESSAGES.newConversationsLimit),
        );
      }
      return reply.status(started.kind === "created" ? 201 : 200).send(started.conversation);
    },
  );

  app.get(
    "/conversations/:id/messages",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description:
          "A page of the conversation's messages, oldest first: the newest ones, or those just before `before` " +
          "(a message id of this conversation, exclusive; any other id is 400), `limit` 1–50 (default 30); " +
          "`hasMore` when older ones remain.",
        params: idParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await repos.messages.page(request.params.id, requireUser(request).uid, request.query);
      if (page.kind === "not_found") throw noSuchConversation();
      if (page.kind === "bad_before") throw badRequest(NOT_A_MESSAGE_HERE);
      return page.page;
    },
  );

  app.post(
    "/conversations/:id/messages",
    {
      preValidation: [signedIn, keyRequired],
      schema: {
        tags,
        description:
          "Send `{ text }` (1–2000 characters after trimming) with a required Idempotency-Key (the same key " +
          "twice stores one message). 403 BLOCKED when the other person blocked the caller; 429 AWAITING_ANSWER " +
          "past 5 messages the other never answered; 429 RATE_LIMITED (with Retry-After) past 30 messages a minute.",
        params: idParamsSchema,
        body: messageBodySchema,
        response: { 201: chatMessageSchema, ...errors, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const sent = await repos.messages.send(request.params.id, requireUser(request).uid, request.body.text);
      if (sent.kind === "not_found") throw noSuchConversation();
      if (sent.kind === "blocked") throw new HttpError("BLOCKED", MESSAGES.cannotMessage);
      if (sent.kind === "awaiting_answer") throw new HttpError("AWAITING_ANSWER", MESSAGES.awaitAnswer);
      if (sent.kind === "rate_limited") {
        throw waitFirst(reply, sent.retryAfter, new HttpError("RATE_LIMITED", MESSAGES.rateLimited));
      }
      return reply.status(201).send(sent.message);
    },
  );

  app.post(
    "/conversations/:id/read",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description:
          "The caller opened the conversation: the other person's messages so far are read, the caller's unread " +
          "count of it is 0, and the other gets a `message-read` event when something was newly read.",
        params: idParamsSchema,
        response: { 200: unreadSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await repos.messages.read(request.params.id, requireUser(request).uid)))
        throw noSuchConversation();
      return { unread: 0 };
    },
  );

  for (const [method, blocked] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/conversations/:id/block",
      preValidation: signedIn,
      schema: {
        tags,
        description: blocked
          ? "Block the other person: they can no longer send messages here (the caller still can)."
          : "Unblock the other person: they can send messages here again.",
        params: idParamsSchema,
        response: { 200: blockedSchema, ...errors },
      },
      handler: async (request) => {
        const changed = await repos.conversations.setBlocked(
          request.params.id,
          requireUser(request).uid,
          blocked,
        );
        if (!changed) throw noSuchConversation();
        return { blocked };
      },
    });
  }

  app.get(
    "/messages/unread",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description: "The caller's unread messages over all their conversations.",
        response: { 200: unreadSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ unread: await repos.conversations.unreadTotal(requireUser(request).uid) }),
  );
};
