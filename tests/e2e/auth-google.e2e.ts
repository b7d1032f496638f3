import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serveGapiStandIn } from "./support/gapi-stand-in.js";
import { chromiumForFile, expectAccessible } from "./support/journey.js";

/**
 * Sign In with Google by popup, against the Auth emulator (STACK.md "Identity"): the popup is the
 * emulator's own account chooser; only Google's gapi loader script is served by the test.
 */

const openTab = chromiumForFile();

/** A phone's browser: where Firebase would load Google's script at every start-up if allowed to. */
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

describe("Sign In with Google", () => {
  it("loads Google's script on the Login screen only, ready before the tap (not on other pages)", async () => {
    const tab = await openTab({ userAgent: PHONE_UA });
    const { page, context } = tab;
    await serveGapiStandIn(context);
    const gapiRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith("https://apis.google.com/")) gapiRequests.push(r.url());
    });
    // A device where someone signed in (a visitor's page does not load Firebase at all), each
    // page loaded without the client configuration an earlier one kept.
    await context.addInitScript(() => {
      localStorage.setItem("isLoggedIn", "true");
      localStorage.removeItem("tutornest-client-config");
    });
    for (const path of ["/", "/find-tutors"]) {
      await page.goto(path);
      // Sign-in has started on this page: the client configuration it needs was fetched and kept.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("tutornest-client-config")))
        .not.toBeNull();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      expect(gapiRequests, path).toEqual([]);
    }
    await page.goto("/login");
    await expect.poll(() => gapiRequests.length).toBeGreaterThan(0);
  });

  it("signs in through the provider's popup, lands on My Tutorials with the Google name, and logs out", async () => {
    const tab = await openTab();
    const { page, context } = tab;
    await serveGapiStandIn(context);
    // The emulator's chooser asks a CDN for its styles; nothing leaves the machine.
    await context.route(/^https:\/\/(?!apis\.google\.com\/js\/api\.js)/, (route) => route.abort());
    const email = `google-${randomUUID().slice(0, 8)}@example.com`;

    // Google's script is loaded for the popup, never at start-up (it would cost every page load).
    const gapiRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith("https://apis.google.com/")) gapiRequests.push(r.url());
    });
    await page.goto("/login");
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Sign In with Google" }).click();
    const failed = page.getByRole("dialog", { name: "Error!" }).getByText("Google login failed.");
    const first = await Promise.race([popupOpened, failed.waitFor().then(() => null)]);
    if (first === null)
      throw new Error(`'Google login failed.' instead of the popup; console: ${errors.join(" | ")}`);
    const popup = first;
    await popup.waitForLoadState("domcontentloaded");
    expect(new URL(popup.url()).pathname).toBe("/emulator/auth/handler");
    expect(new URL(popup.url()).searchParams.get("providerId")).toBe("google.com");
    expect(gapiRequests.length).toBeGreaterThan(0);
    await popup.locator("#add-account-button").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#display-name-input").fill("Gina Google");
    await popup.locator("#sign-in").click();

    await page.waitForURL("**/my-tutorials");
    await page.getByTestId("nav-avatar").waitFor();
    await page.getByText("No tutorial found.", { exact: true }).waitFor();
    await expect.poll(() => popup.isClosed()).toBe(true);
    // The server session is this Google account's.
    const session = await page.request.get("/api/session");
    expect(session.status()).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    await expectAccessible(page, "signed in with Google");

    await page.getByTestId("nav-avatar").click();
    await page.waitForURL("**/profile");
    await page.getByRole("region", { name: "About" }).getByText("Gina Google", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    expect((await page.request.get("/api/session")).status()).toBe(401);
  });
});
