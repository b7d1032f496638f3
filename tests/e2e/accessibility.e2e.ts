import type { Browser as Chromium, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { signUp, type TestUser } from "../support/identity.js";
import { logIn } from "./support/accounts.js";
import { expectAccessible, launchChromium, newTab, PASSWORD } from "./support/journey.js";
import {
  conversationList,
  conversationWith,
  newMessagePerson,
  recordPerson,
  sendByApi,
} from "./support/messages.js";
import { personWithContent } from "./support/person-with-content.js";

/**
 * axe-core on every screen, filled with data, in both themes, on a phone (390 px) and a desktop
 * (1280 px). The journeys check their transient states (dialogs, forms with errors, inline editing)
 * at 390 px in the light theme; this file covers the rest.
 */

let chromium: Chromium;
let person: TestUser;
let own: Tutorial;
let other: Tutorial;
/** A conversation of the person's: the other person wrote, the person answered, the other wrote again. */
let conversationId: string;
/** Someone with no conversation, for Messages when empty. */
let nobody: TestUser;
beforeAll(async () => {
  chromium = await launchChromium();
  const baseURL = inject("baseURL");
  ({ person, own, other } = await personWithContent(baseURL, "Axe Person"));
  const [friend, me] = await Promise.all([
    newMessagePerson(baseURL, "Axe Friend"),
    recordPerson(baseURL, person),
  ]);
  ({ _id: conversationId } = await conversationWith(friend.api, person.uid));
  await sendByApi(friend.api, conversationId, "Hello! Is https://example.com/syllabus still right?");
  await sendByApi(me.api, conversationId, "Yes, it is. Shall we start on Monday?");
  await sendByApi(friend.api, conversationId, "Monday works for me.");
  nobody = await signUp("Axe Nobody");
});
afterAll(() => chromium?.close());

interface Screen {
  path: () => string;
  /** Something that shows the screen has its content. */
  ready: (page: Page) => Locator;
}

const h1 = (name: string) => (page: Page) => page.getByRole("heading", { level: 1, name, exact: true });
const SIGNED_IN: Screen[] = [
  { path: () => "/", ready: (p) => p.getByTestId("stat-Total Tutors").filter({ hasNotText: /^0$/ }) },
  { path: () => "/find-tutors", ready: (p) => p.getByRole("main").getByRole("article").first() },
  { path: () => "/find-tutors/English", ready: (p) => p.getByRole("main").getByRole("article").first() },
  { path: () => `/tutor/${other._id}`, ready: (p) => p.getByText("You have booked this tutor.") },
  {
    path: () => `/tutor/${own._id}`,
    ready: (p) => p.getByText("This is your own tutorial, so you cannot book it."),
  },
  { path: () => "/add-tutorials", ready: h1("Add a Tutorial") },
  { path: () => `/edit-tutorial/${own._id}`, ready: h1("Edit Tutorial") },
  { path: () => "/my-tutorials", ready: (p) => p.getByRole("main").getByRole("article") },
  { path: () => "/my-booked-tutors", ready: (p) => p.getByRole("main").getByRole("article") },
  { path: () => "/profile", ready: (p) => p.getByText("University of Rajshahi · 2012") },
  { path: () => "/update-profile", ready: (p) => p.getByLabel("Headline") },
  { path: () => `/see-profile/${person.uid}`, ready: (p) => p.getByText("Rajshahi College · 2013-2020") },
  { path: () => "/see-profile", ready: h1("No tutor ID provided") },
  { path: () => "/see-profile/nobody-here", ready: h1("Profile not found") },
  { path: () => "/pending-changes", ready: (p) => p.getByRole("heading", { level: 1 }) },
  { path: () => "/saved-tutors", ready: h1("Saved tutors") },
  { path: () => "/no-such-page", ready: h1("Page not found") },
  { path: () => "/categories", ready: h1("Browse by Category") },
  { path: () => "/messages", ready: (p) => conversationList(p).getByRole("link").first() },
  {
    path: () => `/messages/${conversationId}`,
    ready: (p) => p.locator('li[data-testid="message"]').getByText("Monday works for me."),
  },
];
const SIGNED_OUT: Screen[] = [
  { path: () => "/login", ready: h1("Login") },
  { path: () => "/register", ready: h1("Register") },
  { path: () => "/forgot-password", ready: h1("Forgot Password") },
];

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

/**
 * Switches the theme with the navigation bar's toggle, like a person (before the app has drawn the
 * bar, index.html answers the painted one); where the bar has no room for it (under 360 px) it is in
 * the phone menu (docs/decisions.md, "The top bar").
 */
async function switchTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  if ((await isDark(page)) === (theme === "dark")) return;
  const name = `Switch to ${theme} theme`;
  const onBar = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name });
  if (await onBar.isVisible()) {
    await onBar.click();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name }).click();
    if (await menu.isVisible()) await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
  }
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains("dark") === dark,
    theme === "dark",
  );
  // Colours fade to the new theme: check them once they have arrived.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === "finished"),
  );
}

/** axe in each of `themes`, starting with the one the page has now. */
async function inThemes(page: Page, where: string, themes: readonly ("light" | "dark")[]): Promise<void> {
  const now = (await isDark(page)) ? "dark" : "light";
  const order: ("light" | "dark")[] = themes.includes(now)
    ? [now, ...themes.filter((t) => t !== now)]
    : [...themes];
  for (const theme of order) {
    await switchTheme(page, theme);
    await expectAccessible(page, `${where} (${theme})`);
  }
}

for (const { width, themes } of [
  { width: 390, themes: ["dark"] as const },
  { width: 1280, themes: ["light", "dark"] as const },
]) {
  describe(`every screen at ${width} px (${themes.join(" and ")})`, () => {
    it("has no axe violations, signed in and signed out, dialogs and menu open", async () => {
      const tab = await newTab(chromium, { width, height: width > 800 ? 900 : 844 });
      const { page } = tab;
      // Whatever any screen runs must stay inside the Content-Security-Policy (no eval, no stray
      // inline script): every violation is recorded, on every page, and must be none.
      const violations: string[] = [];
      await page.exposeFunction("reportCspViolation", (v: string) => violations.push(v));
      await tab.context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          const report = (window as unknown as { reportCspViolation: (v: string) => void })
            .reportCspViolation;
          report(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      try {
        await logIn(page, { email: person.email, password: PASSWORD });
        await page.waitForURL("**/my-tutorials");
        for (const screen of SIGNED_IN) {
          const path = screen.path();
          await page.goto(path, { waitUntil: "commit" });
          await screen.ready(page).first().waitFor();
          await inThemes(page, `${path} at ${width} px`, themes);
          if (path === "/my-tutorials") {
            // Dialogs cover the theme toggle: checked in the theme the page has.
            await page.getByRole("button", { name: "Delete Bangla tutorial" }).click();
            await page.getByRole("alertdialog").waitFor();
            await expectAccessible(page, `delete confirmation at ${width} px`);
            await page.getByRole("button", { name: "Cancel" }).click();
          }
          if (path.startsWith("/messages/")) {
            await page.getByRole("button", { name: "Block", exact: true }).click();
            await page.getByRole("alertdialog").waitFor();
            await expectAccessible(page, `block confirmation at ${width} px`);
            await page.getByRole("button", { name: "Cancel" }).click();
          }
        }
        if (width < 1280) {
          await page.getByRole("button", { name: "Open menu" }).click();
          await page
            .getByRole("dialog", { name: "Menu" })
            .getByRole("link", { name: "My Profile" })
            .waitFor();
          await expectAccessible(page, "signed-in menu");
          await page.getByRole("button", { name: "Close menu" }).click();
        }
        await page.getByRole("button", { name: "Logout" }).click();
        await page.waitForURL("**/login");
        for (const screen of SIGNED_OUT) {
          const path = screen.path();
          await page.goto(path, { waitUntil: "commit" });
          await screen.ready(page).waitFor();
          await inThemes(page, `${path} at ${width} px`, themes);
        }
        // An error dialog over a list (once the app knows nobody is signed in).
        await page.goto("/find-tutors", { waitUntil: "commit" });
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).waitFor();
        await page
          .getByRole("link", { name: /^View Details/ })
          .first()
          .click();
        await page.getByRole("dialog", { name: "Error!" }).waitFor();
        await expectAccessible(page, `error dialog at ${width} px`);
        await page.getByRole("dialog", { name: "Error!" }).getByRole("button", { name: "OK" }).click();
        // Messages of someone who has none yet.
        await logIn(page, { email: nobody.email, password: PASSWORD });
        await page.goto("/messages", { waitUntil: "commit" });
        await page.getByRole("main").getByText("No messages yet.", { exact: true }).waitFor();
        await inThemes(page, `/messages with none at ${width} px`, themes);
        expect(violations).toEqual([]);
      } finally {
        await tab.context.close();
      }
    });
  });
}
