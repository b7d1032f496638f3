import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { ChatMessage, Conversation, MessagesPage } from "../../../contract/index.js";
import { signUp, type TestUser } from "../../support/identity.js";
import { type ApiSession, apiSession } from "./api-session.js";

/**
 * Messages between two people in the journeys (docs/product.md, "Messages between people"): people arranged through the API, their
 * conversations and messages, and the parts of the screens the journeys read.
 */

/** A person of the API: their account, their own session, and their user record. */
export interface MessagePerson {
  user: TestUser;
  api: ApiSession;
}

/**
 * Records `user` as the app does at sign-in (POST /api/users): only a person with a user record
 * or a profile can be written to.
 */
export async function recordPerson(baseURL: string, user: TestUser): Promise<MessagePerson> {
  const api = await apiSession(baseURL, user);
  const res = await api.call("POST", "/api/users", {
    uid: user.uid,
    email: user.email,
    displayName: user.name,
  });
  if (res.status !== 200) throw new Error(`POST /api/users: ${res.status} ${JSON.stringify(res.body)}`);
  return { user, api };
}

/** A new account, recorded, with its own API session. */
export async function newMessagePerson(baseURL: string, name: string): Promise<MessagePerson> {
  return recordPerson(baseURL, await signUp(name));
}

/** POST /api/conversations as `from`: the pair's conversation, new or existing. */
export async function conversationWith(from: ApiSession, withUid: string): Promise<Conversation> {
  const res = await from.call("POST", "/api/conversations", { with: withUid });
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`POST /api/conversations: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as Conversation;
}

/** POST /api/conversations/{id}/messages as `from` (with its own Idempotency-Key); expects it stored. */
export async function sendByApi(
  from: ApiSession,
  conversationId: string,
  text: string,
): Promise<ChatMessage> {
  const res = await from.call("POST", `/api/conversations/${conversationId}/messages`, { text });
  if (res.status !== 201) throw new Error(`send: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ChatMessage;
}

/** The newest page of the conversation as `who` reads it through the API, oldest first. */
export async function messagesOnServer(who: ApiSession, conversationId: string): Promise<ChatMessage[]> {
  const res = await who.call("GET", `/api/conversations/${conversationId}/messages?limit=50`);
  if (res.status !== 200) throw new Error(`GET messages: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as MessagesPage).items;
}

/** `who`'s view of one conversation (GET /api/conversations). */
export async function conversationOnServer(who: ApiSession, conversationId: string): Promise<Conversation> {
  const res = await who.call("GET", "/api/conversations");
  const found = (res.body as Conversation[]).find((c) => c._id === conversationId);
  if (!found) throw new Error(`conversation ${conversationId} is not in the list`);
  return found;
}

/** The bubbles of the conversation open on the page, oldest first. */
export const bubbles = (page: Page): Locator => page.locator('li[data-testid="message"]');

/** The one bubble whose text is exactly `text` (a bubble also holds its time and tick). */
export const bubble = (page: Page, text: string): Locator =>
  bubbles(page).filter({ has: page.locator("p[dir=auto]").getByText(text, { exact: true }) });

/** The words of every bubble, oldest first. */
export function bubbleTexts(page: Page): Promise<string[]> {
  return bubbles(page).evaluateAll((items) =>
    items.map((li) => li.querySelector("p[dir=auto]")?.textContent ?? ""),
  );
}

/** The state an own message's tick names for screen readers, by the visually hidden text. */
export const tick = (b: Locator, name: "Waiting to send" | "Sent" | "Read"): Locator =>
  b.locator(".sr-only", { hasText: new RegExp(`^${name}$`) });

/** Waits until the bubble with `text` names `name` as its tick. */
export async function expectTick(page: Page, text: string, name: "Waiting to send" | "Sent" | "Read") {
  await tick(bubble(page, text), name).waitFor({ state: "attached" });
  expect(await bubble(page, text).count(), `bubbles of "${text}"`).toBe(1);
}

/** The composer's box, by its label. */
export const composer = (page: Page): Locator => page.getByRole("textbox", { name: "Write a message" });

/** Writes `text` in the composer and sends it with Enter, like a person. */
export async function writeAndEnter(page: Page, text: string): Promise<void> {
  const box = composer(page);
  await box.fill(text);
  await box.press("Enter");
  await expect.poll(() => box.inputValue()).toBe("");
}

/** The list of conversations (a navigation named 'Messages'). */
export const conversationList = (page: Page): Locator => page.getByRole("navigation", { name: "Messages" });

/** The top bar's Messages link, whatever its count. */
export const messagesLink = (page: Page): Locator =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Messages(, \d+ unread)?$/ });

/**
 * Which side of its line a bubble sits at. One's own messages sit at the end of the line: the
 * right in a left-to-right language, the left in Arabic.
 */
export function bubbleSide(b: Locator): Promise<"left" | "right" | "full"> {
  return b.evaluate((li) => {
    const line = li.getBoundingClientRect();
    const box = (li.firstElementChild ?? li).getBoundingClientRect();
    if (box.width >= line.width - 1) return "full";
    return box.left - line.left < line.right - box.right ? "left" : "right";
  });
}

/** The conversation's scrolling region (named 'Messages'). */
export const scroller = (page: Page): Locator => page.getByRole("region", { name: "Messages" });

/** Whether the conversation shows its end (its newest message). */
export function atEnd(page: Page): Promise<boolean> {
  return scroller(page).evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 2);
}
