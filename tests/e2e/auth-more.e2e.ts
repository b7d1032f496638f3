import { describe, expect, inject, it } from "vitest";
import { signUp } from "../support/identity.js";
import {
  chromiumForFile,
  expectAccessible,
  expectMessage,
  holdRequest,
  PASSWORD,
} from "./support/journey.js";

/** Login (show/hide, Forgot Password, errors), logout and the protected routes: docs/product.md, Screens. */

const openTab = chromiumForFile();

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The e-mails the Auth emulator would have sent. */
async function oobCodes(): Promise<OobCode[]> {
  const res = await fetch(`http://${inject("emulatorHost")}/emulator/v1/projects/demo-tutornest/oobCodes`);
  return ((await res.json()) as { oobCodes: OobCode[] }).oobCodes;
}

describe("signing up and in", () => {
  it("Login: show/hide password, the error, Forgot Password's reset e-mail, the avatar to /profile, and logout", async () => {
    const tab = await openTab();
    const { page } = tab;
    const person = await signUp("Login Learner");

    await page.goto("/login");
    await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
    // Show / hide password.
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("WrongPass1");
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    expect(await password.inputValue()).toBe("WrongPass1");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("link", { name: "Register" }).waitFor();
    await page.getByRole("button", { name: "Sign In with Google" }).waitFor();
    await expectAccessible(page, "login");

    await page.getByLabel("Email").fill(person.email);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectMessage(page, "Error!", "Invalid email or password.");

    // Forgot Password: a real reset screen; the provider sends (records) the e-mail.
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByRole("heading", { level: 1, name: "Forgot Password" }).waitFor();
    await expectAccessible(page, "forgot password");
    await page.getByLabel("Email").fill(person.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("If an account exists for that email, a reset link is on its way.").waitFor();
    await expectAccessible(page, "forgot password, sent");
    await expect
      .poll(async () => (await oobCodes()).filter((c) => c.email === person.email).map((c) => c.requestType))
      .toEqual(["PASSWORD_RESET"]);
    await page.getByRole("link", { name: "Back to Login" }).click();
    await page.waitForURL("**/login");

    // Login goes to My Tutorials; the generic avatar opens the profile; Logout returns to /login.
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL("**/my-tutorials");
    // Signed in, the menu holds every link, the current one highlighted.
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    // The menu's code loads on first open.
    await menu.waitFor();
    expect(await menu.getByRole("link").allTextContents()).toEqual([
      "Home",
      "Find tutors",
      "Add Tutorials",
      "My Tutorials",
      "My booked tutors",
      "My lessons",
      "Availability",
      "Saved tutors",
      "My Profile",
    ]);
    expect(await menu.getByRole("link", { name: "My Tutorials" }).getAttribute("aria-current")).toBe("page");
    await expectAccessible(page, "signed-in menu");
    await page.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "hidden" });
    const avatar = page.getByTestId("nav-avatar");
    expect(await avatar.locator("img").getAttribute("src")).toBe("/img/default-avatar.svg");
    await avatar.click();
    await page.waitForURL("**/profile");
    await page.getByRole("heading", { level: 1, name: "My Profile" }).waitFor();
    // At 390 px Logout is an icon button named for screen readers.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("isLoggedIn"))).toBe("false");
    await page.goto("/my-tutorials");
    await page.waitForURL("**/login?redirect=*");
  });

  it("sends a signed-out visitor of any protected page to /login ('Checking authentication...' first) and back after sign-in", async () => {
    const tab = await openTab();
    const { page, baseURL } = tab;
    const [tutorial] = (await (await fetch(`${baseURL}/api/tutorials?limit=1`)).json()) as { _id: string }[];
    const id = tutorial?._id ?? "";

    // While the provider's first answer is pending, the page says so: on a device whose login
    // flag is set (a visitor's page knows at once that nobody is signed in), here one whose
    // provider session has gone.
    // A visitor's page does not start the provider: no client configuration is asked for.
    const configAsked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/config") configAsked.push(page.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    expect(configAsked).toEqual([]);
    await page.evaluate(() => localStorage.setItem("isLoggedIn", "true"));
    const held = await holdRequest(page, "GET", /^\/api\/config$/);
    await page.goto("/my-booked-tutors");
    await held.arrived;
    await page.getByText("Checking authentication...", { exact: true }).waitFor();
    await expectAccessible(page, "checking authentication");
    await held.release();
    await page.waitForURL((u) => u.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/my-booked-tutors");
    expect(await page.evaluate(() => localStorage.getItem("isLoggedIn"))).toBe("false");

    for (const path of [
      "/add-tutorials",
      "/my-tutorials",
      "/profile",
      "/update-profile",
      `/tutor/${id}`,
      `/edit-tutorial/${id}`,
    ]) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === "/login");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe(path);
    }

    // Signing in from there returns to the page asked for.
    const user = await signUp("Returning Learner");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(`**/edit-tutorial/${id}`);
    // Not the owner: refused and sent home.
    await expectMessage(page, "Access Denied", "You are not allowed to edit this tutorial");
    await page.waitForURL((u) => u.pathname === "/");

    await page.goto("/my-booked-tutors");
    await page.getByRole("heading", { level: 1, name: "My Booked Tutors" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/my-booked-tutors");
  });
});
