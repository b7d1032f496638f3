import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_UNANSWERED_MESSAGES, MESSAGES_PAGE, type Tutorial } from "../../contract/index.js";
import { signUp } from "../support/identity.js";
import { DEMO_TUTOR } from "./support/accounts.js";
import { apiSession } from "./support/api-session.js";
import { type Browser, openBrowser } from "./support/browser.js";
import {
  chromiumForFile,
  expectAccessible,
  expectMessage,
  PASSWORD,
  signedIn,
  tutorialOfNewTutor,
} from "./support/journey.js";
import {
  atEnd,
  bubble,
  bubbleSide,
  bubbles,
  bubbleTexts,
  composer,
  conversationList,
  conversationOnServer,
  conversationWith,
  expectTick,
  messagesLink,
  messagesOnServer,
  newMessagePerson,
  recordPerson,
  scroller,
  sendByApi,
  writeAndEnter,
} from "./support/messages.js";
import { goOffline, goOnline, outboxRows, signIn, waitForServiceWorker } from "./support/offline.js";
import { startProxy, type TestProxy } from "./support/proxy.js";

/**
 * Messages between two people, end to end (docs/product.md, "`/messages` Messages and
 * `/messages/{id}` a conversation" and "Messages between people"; docs/decisions.md, "Messages"):
 * two people in two browsers of their own, the live stream, the outbox's one send per message in
 * the order written (docs/decisions.md, "Exactly once" and "Offline"), blocking, the refusals, and
 * the list and the conversation on a phone and a wide screen.
 */

const tab = chromiumForFile();
let proxy: TestProxy | undefined;
let proxied: Browser | undefined;
const profiles: string[] = [];
afterEach(async () => {
  await proxied?.close();
  proxied = undefined;
  await proxy?.close();
  proxy = undefined;
  for (const dir of profiles.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const unique = () => randomUUID().slice(0, 6);
const BLOCKED = "You cannot message this person.";
const AWAIT_ANSWER = "Wait for an answer before sending more.";

/** The newest tutorial of a demo tutor. */
async function tutorialOf(baseURL: string, uid: string): Promise<Tutorial> {
  const [t] = (await (await fetch(`${baseURL}/api/tutorials?userId=${uid}&limit=1`)).json()) as Tutorial[];
  if (!t) throw new Error(`no tutorial of ${uid}`);
  return t;
}

/** Presses 'Message' on the open Tutor Details or profile; returns the conversation's id once it is open. */
async function pressMessage(page: Page): Promise<string> {
  await page.getByRole("main").getByRole("button", { name: "Message", exact: true }).click();
  await page.waitForURL((u) => /^\/messages\/[^/]+$/.test(u.pathname));
  return new URL(page.url()).pathname.split("/")[2] ?? "";
}

/** With TN_SHOTS_DIR set, saves the page as it is now there: the states only these journeys reach, to be looked at. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.TN_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/**
 * The order a slow network can give the page's asks when a message arrives on screen: its unread
 * counts (GET /api/conversations and /api/messages/unread) are read by the server first, its read
 * of the conversation (POST …/read) after them, and the counts' answers, from before the read,
 * arrive after the read's.
 */
async function countsReadBeforeTheRead(page: Page): Promise<void> {
  const COUNTS = ["/api/conversations", "/api/messages/unread"];
  const fetched = new Set<string>();
  let bothFetched!: () => void;
  const counted = new Promise<void>((resolve) => {
    bothFetched = resolve;
  });
  let readAnswered!: () => void;
  const read = new Promise<void>((resolve) => {
    readAnswered = resolve;
  });
  await page.route(
    (u) => COUNTS.includes(u.pathname),
    async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const answer = await route.fetch();
      fetched.add(new URL(route.request().url()).pathname);
      if (fetched.size === COUNTS.length) bothFetched();
      await read;
      // The page may have given up on it meanwhile (asked again): nothing to answer then.
      await route.fulfill({ response: answer }).catch(() => undefined);
    },
  );
  await page.route(/\/api\/conversations\/[^/]+\/read$/, async (route) => {
    await counted;
    const answer = await route.fetch();
    await route.fulfill({ response: answer });
    readAnswered();
  });
}

/** Marks the page, so that a later look can tell it was never loaded again. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Resolves once the page's live connection (/api/events) has answered. */
const liveConnection = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events", { timeout: 30_000 });

describe("two people write to each other", () => {
  it("a learner asks a demo tutor from Tutor Details; the tutor sees it arrive, reads it (the learner's tick turns to Read) and answers with a link", async () => {
    const QUESTION = "Can you help with IELTS writing?";
    const ANSWER = "Yes! Start with https://example.com/ielts and send me an essay.";
    // The tutor, signed in in a browser of their own, sits on Messages.
    const tutorTab = await tab({ width: 1280, height: 900 });
    const tp = tutorTab.page;
    const tutorial = await tutorialOf(tutorTab.baseURL, DEMO_TUTOR.uid);
    await signIn(tp, DEMO_TUTOR);
    const live = liveConnection(tp);
    await tp.goto("/messages");
    await tp.getByRole("heading", { level: 1, name: "Messages" }).waitFor();
    await tp.getByText("Choose a conversation to read it here.").waitFor();
    await live;
    // What the demo tutor has unread already (the seed may have given them some), asked by the
    // tutor's own page: an answer the app received may belong to a page already navigated away
    // from, whose body the browser no longer holds.
    const before = await tp
      .evaluate(() => fetch("/api/messages/unread").then((r) => r.json() as Promise<{ unread: number }>))
      .then((a) => a.unread);
    const bar = (unread: number) =>
      tp.getByRole("navigation", { name: "Main" }).getByRole("link", {
        name: unread === 0 ? "Messages" : `Messages, ${unread} unread`,
        exact: true,
      });
    const countShown = async () =>
      (await tp.getByTestId("messages-count").count()) === 0
        ? 0
        : Number(await tp.getByTestId("messages-count").textContent());
    await bar(before).waitFor();
    expect(await countShown()).toBe(before);
    await markPage(tp);

    // The learner presses 'Message' on the tutor's details and writes (Shift+Enter is a new line).
    const { page } = await tab();
    const learner = await signedIn(page, `IELTS Learner ${unique()}`);
    await page.goto(`/tutor/${tutorial._id}`);
    await page.getByRole("main").getByRole("heading", { level: 1, name: tutorial.userName }).waitFor();
    const conversationId = await pressMessage(page);
    await page.getByRole("heading", { level: 2, name: tutorial.userName }).waitFor();
    await scroller(page).getByText("No messages here yet. Say hello!").waitFor();
    // Started with the tutor, from this tutorial.
    const started = await conversationOnServer(await apiSession(tutorTab.baseURL, learner), conversationId);
    expect([started.other.uid, started.tutorialId]).toEqual([DEMO_TUTOR.uid, tutorial._id]);
    const box = composer(page);
    expect(await box.getAttribute("placeholder")).toBe("Write a message");
    await box.fill("Hello");
    await box.press("Shift+Enter");
    expect(await box.inputValue()).toBe("Hello\n");
    expect(await bubbles(page).count()).toBe(0);
    await writeAndEnter(page, QUESTION);
    await expectTick(page, QUESTION, "Sent");
    expect(await bubbleSide(bubble(page, QUESTION))).toBe("right");
    await page.getByRole("button", { name: "Block", exact: true }).waitFor();

    // The tutor's screen, never reloaded: the conversation with its unread count, and the bar's.
    const row = conversationList(tp).getByRole("link").filter({ hasText: learner.name });
    await row.waitFor({ timeout: 20_000 });
    await row.getByText(QUESTION).waitFor();
    await row.getByText("1 unread message", { exact: true }).waitFor();
    expect(await row.locator("img").count()).toBe(1);
    expect(await row.locator("time").textContent()).toMatch(/\d{1,2}:\d{2}/);
    await bar(before + 1).waitFor();
    expect(await countShown()).toBe(before + 1);
    expect(await notReloaded(tp)).toBe(true);
    await expectAccessible(tp, "the tutor's Messages with a new conversation");

    // The tutor opens it: it is read, on both screens, without a reload.
    await row.click();
    await tp.waitForURL((u) => u.pathname === `/messages/${conversationId}`);
    await bubble(tp, QUESTION).waitFor();
    expect(await bubbleSide(bubble(tp, QUESTION))).toBe("left");
    await bar(before).waitFor();
    expect(await countShown()).toBe(before);
    await expect.poll(() => row.getByText(/unread message/).count()).toBe(0);
    await expectTick(page, QUESTION, "Read");

    // The tutor answers with a link; the learner sees it arrive, the link kept from passing standing.
    // The counts the learner's screen asks for when it arrives are read before the learner's read of
    // it, and answered after it.
    await countsReadBeforeTheRead(page);
    await writeAndEnter(tp, ANSWER);
    await bubble(page, ANSWER).waitFor({ timeout: 20_000 });
    const link = bubble(page, ANSWER).getByRole("link", { name: "https://example.com/ielts", exact: true });
    expect(await link.getAttribute("href")).toBe("https://example.com/ielts");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await bubbleSide(bubble(page, ANSWER))).toBe("left");
    // The learner has it on screen: read, and so the tutor's tick says; no unread count is left on
    // the learner's bar.
    await expectTick(tp, ANSWER, "Read");
    await messagesLink(page)
      .and(page.getByRole("link", { name: "Messages", exact: true }))
      .waitFor();
    expect(await page.getByTestId("messages-count").count()).toBe(0);
    expect(await bubbleTexts(page)).toEqual([QUESTION, ANSWER]);
    expect(await notReloaded(tp)).toBe(true);
    await expectAccessible(page, "the learner's conversation with a link");
    await expectAccessible(tp, "the tutor's conversation beside the list");
    await shot(tp, "journey-tutor-conversation-1280");
    await shot(page, "journey-learner-conversation-390");
  });

  it("messages written offline show at once as waiting, and reach the tutor once each, in the order written, on reconnect", async () => {
    proxy = await startProxy();
    proxied = await openBrowser({ args: proxy.chromiumArgs });
    const { page, context, baseURL } = proxied;
    const HELLO = "Bonjour! One question before I book.";
    const FIRST = "First, written offline.";
    const SECOND = "Second, written offline,\non two lines.";
    const t = await tutorialOfNewTutor(baseURL, `Offline Tutor ${unique()}`, {
      language: "French",
      price: 20,
      description: "French conversation, on the train or at home.",
    });
    const tutor = await recordPerson(baseURL, t.tutor);
    const learner = await signUp(`Offline Writer ${unique()}`);
    await signIn(page, { email: learner.email, password: PASSWORD });
    await page.goto(`/tutor/${t.tutorial._id}`);
    await page.getByRole("main").getByRole("heading", { level: 1, name: t.tutor.name }).waitFor();
    const conversationId = await pressMessage(page);
    await writeAndEnter(page, HELLO);
    await expectTick(page, HELLO, "Sent");
    await waitForServiceWorker(page);

    // The tutor has the conversation open in a browser of their own.
    const tp = (await tab({ width: 1280, height: 900 })).page;
    await signIn(tp, { email: t.tutor.email, password: PASSWORD });
    const live = liveConnection(tp);
    await tp.goto(`/messages/${conversationId}`);
    await bubble(tp, HELLO).waitFor();
    await live;

    // Offline: both show at once, waiting, in the order written; nothing reached the server.
    await goOffline(context, proxy);
    await writeAndEnter(page, FIRST);
    const box = composer(page);
    await box.fill("Second, written offline,");
    await box.press("Shift+Enter");
    await box.pressSequentially("on two lines.");
    await box.press("Enter");
    await expectTick(page, FIRST, "Waiting to send");
    await expectTick(page, SECOND, "Waiting to send");
    expect(await bubbleTexts(page)).toEqual([HELLO, FIRST, SECOND]);
    const rows = (await outboxRows(page)) as {
      id: string;
      kind: string;
      state: string;
      meta?: { text?: string };
    }[];
    expect(rows.map((r) => [r.kind, r.state, r.meta?.text])).toEqual([
      ["message-send", "pending", FIRST],
      ["message-send", "pending", SECOND],
    ]);
    await expectAccessible(page, "a conversation with messages waiting to send");
    await shot(page, "journey-waiting-to-send-390");
    expect((await messagesOnServer(tutor.api, conversationId)).map((m) => m.text)).toEqual([HELLO]);

    // Back online: sent, once each, in the order written; the tutor sees them arrive.
    await goOnline(context, proxy);
    await expect.poll(() => outboxRows(page), { timeout: 15_000 }).toEqual([]);
    await expect.poll(() => bubbleTexts(tp), { timeout: 15_000 }).toEqual([HELLO, FIRST, SECOND]);
    const stored = await messagesOnServer(tutor.api, conversationId);
    expect(stored.map((m) => [m.text, m.senderId])).toEqual([
      [HELLO, learner.uid],
      [FIRST, learner.uid],
      [SECOND, learner.uid],
    ]);
    // The tutor has them on screen: read.
    await expectTick(page, SECOND, "Read");
    await expectTick(page, FIRST, "Read");
    expect(await bubbleTexts(page)).toEqual([HELLO, FIRST, SECOND]);
    const sends = proxy.requests.filter(
      (r) => r.method === "POST" && r.path === `/api/conversations/${conversationId}/messages`,
    );
    expect(sends.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(sends.slice(1).map((r) => r.key)).toEqual(rows.map((r) => r.id));
    expect(new Set(sends.map((r) => r.key)).size).toBe(3);
  });

  it("messages written offline in an app closed meanwhile are sent once each, in order, when it is opened again online", async () => {
    proxy = await startProxy();
    const profileDir = mkdtempSync(path.join(os.tmpdir(), "tn-chromium-kept-"));
    profiles.push(profileDir);
    proxied = await openBrowser({ args: proxy.chromiumArgs, profileDir });
    const { page, context, baseURL } = proxied;
    const FIRST = "Written on the bus, with no signal.";
    const SECOND = "And this one just before closing the app.";
    const tutor = await newMessagePerson(baseURL, `Closed App Tutor ${unique()}`);
    const learner = await signUp(`Closed App Learner ${unique()}`);
    const conversation = await conversationWith(await apiSession(baseURL, learner), tutor.user.uid);
    await signIn(page, { email: learner.email, password: PASSWORD });
    await page.goto(`/messages/${conversation._id}`);
    await page.getByRole("heading", { level: 2, name: tutor.user.name }).waitFor();
    await scroller(page).getByText("No messages here yet. Say hello!").waitFor();
    await waitForServiceWorker(page);

    await goOffline(context, proxy);
    await writeAndEnter(page, FIRST);
    await writeAndEnter(page, SECOND);
    await expectTick(page, SECOND, "Waiting to send");
    const keys = (await outboxRows(page)).map((r) => r.id);
    expect(keys).toHaveLength(2);

    // The app (the whole browser) is closed; the network comes back while it is.
    await proxied.close();
    proxied = undefined;
    proxy.restore();
    expect(await messagesOnServer(tutor.api, conversation._id)).toEqual([]);

    // Opened again, online.
    proxied = await openBrowser({ args: proxy.chromiumArgs, profileDir });
    const again = proxied.page;
    await again.goto(`/messages/${conversation._id}`);
    await expect
      .poll(async () => (await messagesOnServer(tutor.api, conversation._id)).map((m) => m.text), {
        timeout: 20_000,
      })
      .toEqual([FIRST, SECOND]);
    await expectTick(again, FIRST, "Sent");
    await expectTick(again, SECOND, "Sent");
    expect(await bubbleTexts(again)).toEqual([FIRST, SECOND]);
    await expect.poll(() => outboxRows(again)).toEqual([]);
    const sends = proxy.requests.filter(
      (r) => r.method === "POST" && r.path === `/api/conversations/${conversation._id}/messages`,
    );
    expect(sends.map((r) => [r.key, r.status])).toEqual([
      [keys[0], 201],
      [keys[1], 201],
    ]);
  });
});

describe("refusals", () => {
  it("a tutor blocks the learner: the learner's message is not sent, the composer gives way after a reload, the API says 403; after Unblock the learner writes again", async () => {
    const HELLO = "Hello, are lessons on Saturdays possible?";
    const REFUSED = "Are you there?";
    const THANKS = "Thanks! Saturday at ten?";
    const tutorTab = await tab({ width: 1280, height: 900 });
    const tp = tutorTab.page;
    const baseURL = tutorTab.baseURL;
    const tutorUser = await signedIn(tp, `Blocking Tutor ${unique()}`);
    const tutor = await recordPerson(baseURL, tutorUser);
    const { page } = await tab();
    const learner = await recordPerson(baseURL, await signedIn(page, `Blocked Learner ${unique()}`));
    const { _id: conversationId } = await conversationWith(learner.api, tutorUser.uid);
    await sendByApi(learner.api, conversationId, HELLO);
    await page.goto(`/messages/${conversationId}`);
    await expectTick(page, HELLO, "Sent");

    // The tutor blocks, after a question.
    await tp.goto(`/messages/${conversationId}`);
    await bubble(tp, HELLO).waitFor();
    await tp.getByRole("button", { name: "Block", exact: true }).click();
    const confirm = tp.getByRole("alertdialog", { name: `Block ${learner.user.name}?` });
    await confirm.waitFor();
    await expectAccessible(tp, "the block confirmation");
    await shot(tp, "journey-block-confirmation-1280");
    await confirm.getByRole("button", { name: "Block", exact: true }).click();
    await confirm.waitFor({ state: "hidden" });
    await tp.getByRole("button", { name: "Unblock", exact: true }).waitFor();
    await tp
      .getByText("You blocked this person. They cannot send you messages until you unblock them.")
      .waitFor();
    // The tutor may still write.
    await composer(tp).waitFor();
    await expect
      .poll(async () => (await conversationOnServer(tutor.api, conversationId)).blocked)
      .toEqual({ byMe: true, byThem: false });

    // The learner's page, not reloaded yet, still has the composer: what is written there is refused.
    await writeAndEnter(page, REFUSED);
    const refused = bubble(page, REFUSED);
    await refused.getByRole("alert").getByText(`Not sent: ${BLOCKED}`, { exact: true }).waitFor();
    await refused.getByRole("button", { name: "Try again" }).waitFor();
    await refused.getByRole("button", { name: "Delete" }).waitFor();
    expect((await outboxRows(page)).map((r) => [r.kind, r.state, r.error])).toEqual([
      ["message-send", "failed", BLOCKED],
    ]);

    // After a reload the composer gives way to the sentence; the refused message stays until deleted.
    await page.reload();
    await page.getByText(BLOCKED, { exact: true }).waitFor();
    expect(await composer(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Send" }).count()).toBe(0);
    await refused.getByRole("alert").waitFor();
    await expectAccessible(page, "a conversation the other person blocked, with a refused message");
    await shot(page, "journey-blocked-refused-390");
    const direct = await learner.api.call("POST", `/api/conversations/${conversationId}/messages`, {
      text: "Through the API, then.",
    });
    expect(direct).toEqual({ status: 403, body: { error: BLOCKED, code: "BLOCKED" } });
    await refused.getByRole("button", { name: "Delete" }).click();
    await refused.waitFor({ state: "detached" });
    expect(await outboxRows(page)).toEqual([]);
    expect(await bubbleTexts(page)).toEqual([HELLO]);

    // Unblocked: the learner writes again, and the tutor sees it arrive.
    await tp.getByRole("button", { name: "Unblock", exact: true }).click();
    await tp.getByRole("button", { name: "Block", exact: true }).waitFor();
    await expect
      .poll(async () => (await conversationOnServer(tutor.api, conversationId)).blocked)
      .toEqual({ byMe: false, byThem: false });
    await page.reload();
    await writeAndEnter(page, THANKS);
    await expectTick(page, THANKS, "Sent");
    await bubble(tp, THANKS).waitFor({ timeout: 20_000 });
    expect((await messagesOnServer(tutor.api, conversationId)).map((m) => m.text)).toEqual([HELLO, THANKS]);
  });

  it(`the message after ${MAX_UNANSWERED_MESSAGES} nobody answered is not sent and says why; once the tutor answers, Try again sends it`, async () => {
    const { page, baseURL } = await tab();
    const tutor = await newMessagePerson(baseURL, `Quiet Tutor ${unique()}`);
    const learner = await signedIn(page, `Eager Learner ${unique()}`);
    const { _id: conversationId } = await conversationWith(
      await apiSession(baseURL, learner),
      tutor.user.uid,
    );
    await page.goto(`/messages/${conversationId}`);
    await page.getByRole("heading", { level: 2, name: tutor.user.name }).waitFor();
    const questions = Array.from({ length: MAX_UNANSWERED_MESSAGES + 1 }, (_, i) => `Question ${i + 1}?`);
    for (const q of questions.slice(0, -1)) {
      await writeAndEnter(page, q);
      await expectTick(page, q, "Sent");
    }
    const last = questions.at(-1) ?? "";
    await writeAndEnter(page, last);
    const refused = bubble(page, last);
    await refused.getByRole("alert").getByText(`Not sent: ${AWAIT_ANSWER}`, { exact: true }).waitFor();
    await refused.getByRole("button", { name: "Delete" }).waitFor();
    expect((await outboxRows(page)).map((r) => [r.state, r.error, r.attempts])).toEqual([
      ["failed", AWAIT_ANSWER, 1],
    ]);
    await expectAccessible(page, "a conversation with a message not sent");
    await shot(page, "journey-awaiting-answer-390");
    expect(await messagesOnServer(tutor.api, conversationId)).toHaveLength(MAX_UNANSWERED_MESSAGES);

    // The tutor answers; the learner sees it arrive and sends the refused one again.
    const ANSWER = "Sorry for the wait — yes, I can help.";
    await sendByApi(tutor.api, conversationId, ANSWER);
    await bubble(page, ANSWER).waitFor({ timeout: 20_000 });
    await refused.getByRole("button", { name: "Try again" }).click();
    await expectTick(page, last, "Sent");
    expect(await refused.getByRole("alert").count()).toBe(0);
    await expect.poll(() => outboxRows(page)).toEqual([]);
    expect(await bubbleTexts(page)).toEqual([...questions.slice(0, -1), ANSWER, last]);
    expect((await messagesOnServer(tutor.api, conversationId)).map((m) => m.text)).toEqual([
      ...questions.slice(0, -1),
      ANSWER,
      last,
    ]);
  });
});

describe("the screens", () => {
  it("on a phone the list and a conversation are a screen each; on a wide screen they are side by side", async () => {
    const { page, baseURL } = await tab({ width: 390, height: 844 });
    const me = await recordPerson(baseURL, await signedIn(page, `Layout Learner ${unique()}`));
    await page.goto("/messages");
    await page.getByRole("main").getByText("No messages yet.", { exact: true }).waitFor();
    await expectAccessible(page, "Messages with no conversation at 390 px");

    // Two conversations: one the other person wrote last (unread), one the learner wrote last.
    const ayesha = await newMessagePerson(baseURL, `Ayesha Tutor ${unique()}`);
    const bilal = await newMessagePerson(baseURL, `Bilal Tutor ${unique()}`);
    const withAyesha = await conversationWith(ayesha.api, me.user.uid);
    await sendByApi(ayesha.api, withAyesha._id, "Welcome! When would you like to start?");
    const withBilal = await conversationWith(me.api, bilal.user.uid);
    await sendByApi(me.api, withBilal._id, "Is Tuesday evening free?");

    await page.reload();
    const list = conversationList(page);
    const rows = list.getByRole("link");
    await rows.nth(1).waitFor();
    // Latest activity first.
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(bilal.user.name);
    await rows.nth(0).getByText("You: Is Tuesday evening free?").waitFor();
    const ayeshaRow = rows.nth(1);
    expect(await ayeshaRow.textContent()).toContain(ayesha.user.name);
    await ayeshaRow.getByText("Welcome! When would you like to start?").waitFor();
    await ayeshaRow.getByText("1 unread message", { exact: true }).waitFor();
    expect(await page.getByText("Choose a conversation to read it here.").isVisible()).toBe(false);
    await expectNoSidewaysScroll(page, "Messages at 390 px");
    await expectAccessible(page, "Messages with conversations at 390 px");

    // A conversation is a screen of its own, with a way back to the list.
    await ayeshaRow.click();
    await page.waitForURL((u) => u.pathname === `/messages/${withAyesha._id}`);
    await bubble(page, "Welcome! When would you like to start?").waitFor();
    await page.getByRole("heading", { level: 2, name: ayesha.user.name }).waitFor();
    expect(await list.isVisible()).toBe(false);
    await expectNoSidewaysScroll(page, "a conversation at 390 px");
    await expectAccessible(page, "a conversation at 390 px");
    await page.getByRole("link", { name: "All messages" }).click();
    await page.waitForURL((u) => u.pathname === "/messages");
    await list.waitFor();
    await expect.poll(() => ayeshaRow.getByText(/unread message/).count()).toBe(0);

    // Wide: the list and, beside it, the invitation to choose; then the conversation chosen.
    await page.setViewportSize({ width: 1280, height: 900 });
    const choose = page.getByText("Choose a conversation to read it here.");
    await choose.waitFor();
    expect(await beside(list, choose)).toBe(true);
    await expectAccessible(page, "Messages at 1280 px");
    await rows.nth(0).click();
    await page.waitForURL((u) => u.pathname === `/messages/${withBilal._id}`);
    const own = bubble(page, "Is Tuesday evening free?");
    await own.waitFor();
    expect(await list.isVisible()).toBe(true);
    expect(await rows.nth(0).getAttribute("aria-current")).toBe("page");
    expect(await beside(list, scroller(page))).toBe(true);
    expect(await page.getByRole("link", { name: "All messages" }).isVisible()).toBe(false);
    expect(await bubbleSide(own)).toBe("right");
    await expectNoSidewaysScroll(page, "a conversation at 1280 px");
    await expectAccessible(page, "a conversation beside the list at 1280 px");
  });

  it("a long conversation opens at its newest message, loads earlier ones in place, and offers 'New messages' only when scrolled up", async () => {
    const { page, baseURL } = await tab({ width: 390, height: 844 });
    const tutor = await newMessagePerson(baseURL, `Chatty Tutor ${unique()}`);
    const learnerUser = await signedIn(page, `Patient Learner ${unique()}`);
    const learner = await apiSession(baseURL, learnerUser);
    const { _id: conversationId } = await conversationWith(learner, tutor.user.uid);
    // Two more than a page, taking turns (the limits on unanswered messages and on a minute's allow it).
    const total = MESSAGES_PAGE + 2;
    for (let n = 1; n <= total; n++) {
      await sendByApi(n % 2 === 1 ? learner : tutor.api, conversationId, `Line ${n}`);
    }

    await page.goto(`/messages/${conversationId}`);
    await bubble(page, `Line ${total}`).waitFor();
    expect(await bubbles(page).count()).toBe(MESSAGES_PAGE);
    expect((await bubbleTexts(page))[0]).toBe("Line 3");
    await expect.poll(() => atEnd(page)).toBe(true);
    // The day above the first message of the day.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat(undefined, { weekday: "long", day: "numeric", month: "long" }).format(
        new Date(),
      ),
    );
    const days = scroller(page).getByRole("heading", { level: 3 });
    expect(await days.allTextContents()).toEqual([today]);

    // Earlier messages: the lines on screen stay where they were.
    const loadEarlier = page.getByRole("button", { name: "Load earlier messages" });
    await loadEarlier.scrollIntoViewIfNeeded();
    const line3 = bubble(page, "Line 3");
    const before = (await line3.boundingBox())?.y ?? 0;
    await loadEarlier.click();
    await expect.poll(() => bubbles(page).count()).toBe(total);
    expect((await bubbleTexts(page)).slice(0, 3)).toEqual(["Line 1", "Line 2", "Line 3"]);
    await loadEarlier.waitFor({ state: "detached" });
    expect(Math.abs(((await line3.boundingBox())?.y ?? 0) - before)).toBeLessThan(4);
    expect(await days.allTextContents()).toEqual([today]);

    // Scrolled up: a new message waits under 'New messages'; the view does not move.
    await sendByApi(tutor.api, conversationId, "Line 33, while you read");
    const newMessages = page.getByRole("button", { name: "New messages" });
    await newMessages.waitFor({ timeout: 20_000 });
    expect(await bubbles(page).count()).toBe(total + 1);
    expect(Math.abs(((await line3.boundingBox())?.y ?? 0) - before)).toBeLessThan(4);
    expect(await atEnd(page)).toBe(false);
    await expectAccessible(page, "a conversation scrolled up with New messages");
    await shot(page, "journey-new-messages-390");
    await newMessages.click();
    await expect.poll(() => atEnd(page)).toBe(true);
    await newMessages.waitFor({ state: "detached" });

    // At the end, a new message keeps the view at the end, with no button.
    await sendByApi(tutor.api, conversationId, "Line 34, at the end");
    await bubble(page, "Line 34, at the end").waitFor({ timeout: 20_000 });
    await expect.poll(() => atEnd(page)).toBe(true);
    expect(await newMessages.count()).toBe(0);
  });

  it("'Message' on a public profile: signed out it says one must log in; signed in it opens the conversation; none on one's own tutorial", async () => {
    const visitor = (await tab()).page;
    await visitor.goto(`/see-profile/${DEMO_TUTOR.uid}`);
    await visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).waitFor();
    await visitor.getByRole("main").getByRole("button", { name: "Message", exact: true }).click();
    await expectMessage(visitor, "Error!", "You must be logged in to send messages.");

    const { page, baseURL } = await tab();
    const own = await tutorialOfNewTutor(baseURL, `Profile Tutor ${unique()}`, {
      language: "Urdu",
      price: 15,
      description: "Urdu poetry, one ghazal a week.",
    });
    await signIn(page, { email: own.tutor.email, password: PASSWORD });
    await page.goto(`/tutor/${own.tutorial._id}`);
    await page.getByText("This is your own tutorial, so you cannot book it.").waitFor();
    expect(await page.getByRole("main").getByRole("button", { name: "Message", exact: true }).count()).toBe(
      0,
    );

    await page.goto("/see-profile/demo-tutor-james");
    await page.getByRole("main").getByRole("heading", { level: 1, name: "James Carter" }).waitFor();
    const conversationId = await pressMessage(page);
    await page.getByRole("heading", { level: 2, name: "James Carter" }).waitFor();
    await composer(page).waitFor();
    const tutorApi = await apiSession(baseURL, own.tutor);
    const started = await conversationOnServer(tutorApi, conversationId);
    expect([started.other.uid, started.tutorialId]).toEqual(["demo-tutor-james", null]);
  });
});

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${where}: the page's width`).toBeLessThanOrEqual(innerWidth + 0.5);
}

/** Both are shown, the second wholly after the first along the line (to its right, left to right). */
async function beside(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) return false;
  return b.x >= a.x + a.width && b.y < a.y + a.height && a.y < b.y + b.height;
}
