import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import {
  type ChatMessage,
  type Conversation,
  conversationSchema,
  conversationsSchema,
  IDEMPOTENCY_HEADER,
  type MessagesPage,
  messagesPageSchema,
} from "../../contract/index.js";
import type { SignedIn, TestApp } from "./test-app.js";

/** Records `who` as a user (POST /users, as the app does at sign-in): a person others may message. */
export async function recorded(
  t: TestApp,
  who: SignedIn,
  fields: { displayName?: string; photoURL?: string } = {},
): Promise<SignedIn> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/users",
    headers: who.headers,
    payload: { uid: who.uid, email: who.email, displayName: who.name, ...fields },
  });
  if (res.statusCode !== 200) throw new Error(`POST /api/users: ${res.statusCode} ${res.body}`);
  return who;
}

/** `n` signed-in, recorded people. */
export function people(t: TestApp, ...names: string[]): Promise<SignedIn[]> {
  return Promise.all(names.map(async (name) => recorded(t, await t.user(name))));
}

export function start(
  t: TestApp,
  who: SignedIn,
  withUid: string,
  tutorialId?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: "/api/conversations",
    headers: who.headers,
    payload: { with: withUid, ...(tutorialId ? { tutorialId } : {}) },
  });
}

/** The conversation of `who` with `other` (new or existing), as `who` sees it. */
export async function conversationOf(t: TestApp, who: SignedIn, other: SignedIn): Promise<Conversation> {
  const res = await start(t, who, other.uid);
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`POST /api/conversations: ${res.statusCode} ${res.body}`);
  }
  return conversationSchema.parse(res.json());
}

/** POST /conversations/{id}/messages with a fresh Idempotency-Key, unless `key` is given (null: none). */
export function send(
  t: TestApp,
  who: SignedIn | null,
  conversationId: string,
  text: unknown,
  key: string | null = randomUUID(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: `/api/conversations/${conversationId}/messages`,
    headers: { ...(who?.headers ?? {}), ...(key === null ? {} : { [IDEMPOTENCY_HEADER]: key }) },
    payload: { text } as object,
  });
}

/** Sends and expects it stored (201). */
export async function sent(
  t: TestApp,
  who: SignedIn,
  conversationId: string,
  text: string,
): Promise<ChatMessage> {
  const res = await send(t, who, conversationId, text);
  if (res.statusCode !== 201) throw new Error(`send: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function pageRes(t: TestApp, who: SignedIn | null, conversationId: string, query = "") {
  return t.app.inject({
    method: "GET",
    url: `/api/conversations/${conversationId}/messages${query}`,
    headers: who?.headers ?? {},
  });
}

export async function page(
  t: TestApp,
  who: SignedIn,
  conversationId: string,
  query = "",
): Promise<MessagesPage> {
  const res = await pageRes(t, who, conversationId, query);
  if (res.statusCode !== 200) throw new Error(`page: ${res.statusCode} ${res.body}`);
  return messagesPageSchema.parse(res.json());
}

export function read(t: TestApp, who: SignedIn | null, conversationId: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/conversations/${conversationId}/read`,
    headers: who?.headers ?? {},
  });
}

export function block(t: TestApp, who: SignedIn | null, conversationId: string, on = true) {
  return t.app.inject({
    method: on ? "PUT" : "DELETE",
    url: `/api/conversations/${conversationId}/block`,
    headers: who?.headers ?? {},
  });
}

export async function list(t: TestApp, who: SignedIn): Promise<Conversation[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/conversations", headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`GET /api/conversations: ${res.statusCode} ${res.body}`);
  return conversationsSchema.parse(res.json());
}

export async function unreadTotal(t: TestApp, who: SignedIn): Promise<number> {
  const res = await t.app.inject({ method: "GET", url: "/api/messages/unread", headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`GET /api/messages/unread: ${res.statusCode} ${res.body}`);
  return res.json().unread;
}

/** Every row of the messages' tables, to prove a refusal changed nothing. */
export async function stored(t: TestApp): Promise<string> {
  const db = t.database.db;
  const [conversations, members, messages, events] = await Promise.all([
    db.selectFrom("conversations").selectAll().orderBy("id").execute(),
    db.selectFrom("conversation_members").selectAll().orderBy("conversation_id").orderBy("uid").execute(),
    db.selectFrom("messages").selectAll().orderBy("seq").execute(),
    db.selectFrom("notifications").selectAll().orderBy("seq").execute(),
  ]);
  return JSON.stringify({ conversations, members, messages, events });
}
