import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../support/identity.js";
import { axeViolations } from "./support/axe.js";
import { type Browser, openBrowser } from "./support/browser.js";
import { conversationWith, newMessagePerson, recordPerson, sendByApi } from "./support/messages.js";
import { goOffline, OFFLINE_SAVED, signIn, waitForServiceWorker, waitUntilSaved } from "./support/offline.js";
import { startProxy, type TestProxy } from "./support/proxy.js";

/**
 * Conversations and their messages once seen open offline (docs/product.md, Offline): the list
 * and a conversation read from the device's saved data after a reload with no network at all.
 */
let proxy: TestProxy;
let b: Browser;
beforeAll(async () => {
  proxy = await startProxy();
  b = await openBrowser({ args: proxy.chromiumArgs });
});
afterAll(async () => {
  await b?.close();
  await proxy?.close();
});

describe("messages once seen, offline", () => {
  it("the list and a conversation open from saved data, with their words, ticks and names", async () => {
    const { page, context, baseURL } = b;
    const learner = await signUp("Offline Reader");
    const asLearner = await recordPerson(baseURL, learner);
    const tutor = await newMessagePerson(baseURL, "Offline Tutor");
    const { _id: id } = await conversationWith(asLearner.api, tutor.user.uid);
    await sendByApi(asLearner.api, id, "Can you help with IELTS writing?");
    const last = await sendByApi(tutor.api, id, "Yes — bring one essay on Friday.");

    await signIn(page, { email: learner.email, password: "Secret123" });
    await page.goto("/messages");
    await page.getByRole("link", { name: /Offline Tutor/ }).click();
    const bubble = (text: string) => page.getByTestId("message").filter({ hasText: text });
    await bubble(last.text).waitFor();
    await waitForServiceWorker(page);
    await waitUntilSaved(page, `"thread","${id}"`, `"conversations"`, last.text);

    await goOffline(context, proxy);
    await page.goto("/messages");
    await page.getByText(OFFLINE_SAVED).waitFor();
    await page.getByRole("link", { name: /Offline Tutor/ }).waitFor();
    await page.goto(`/messages/${id}`);
    await bubble(last.text).waitFor();
    const own = bubble("Can you help with IELTS writing?");
    await expect.poll(() => own.getByText(/^(Sent|Read)$/).count()).toBe(1);
    await page.getByRole("heading", { level: 2, name: "Offline Tutor" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
