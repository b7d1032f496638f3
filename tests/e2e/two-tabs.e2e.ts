import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signUp } from "../support/identity.js";
import { demoTutorials, logIn } from "./support/accounts.js";
import { apiSession } from "./support/api-session.js";
import { chromiumForFile, PASSWORD } from "./support/journey.js";
import { everythingSaved, outboxRows, savedBookingsOf, savedQueries } from "./support/offline.js";

/**
 * Every tab of the app follows a sign-out made in another (docs/decisions.md, "A shared device"):
 * none keeps the person's data in memory, so none writes it back to the device.
 */
const openTab = chromiumForFile();

describe("two tabs of the app", () => {
  it("a logout in one tab leaves nothing of the person that the other tab writes back, and the next person sees none of it", async () => {
    const { context, page: tabA, baseURL } = await openTab({ width: 1280 });
    const ada = await signUp("Two Tabs Ada");
    const ben = await signUp("Two Tabs Ben");
    const [tutorial] = await demoTutorials(baseURL, 1);
    const server = await apiSession(baseURL, ada);
    expect((await server.call("POST", "/api/bookings", { tutorId: tutorial._id })).status).toBe(201);
    const adaBooking = (page: Page) =>
      page.getByRole("button", { name: `Review ${tutorial.language} tutor` });

    // Ada opens her bookings in two tabs.
    await logIn(tabA, { email: ada.email, password: PASSWORD });
    await tabA.waitForURL((u) => u.pathname === "/my-tutorials");
    await tabA.goto("/my-booked-tutors");
    await adaBooking(tabA).waitFor();
    const tabB = await context.newPage();
    await tabB.goto("/my-booked-tutors");
    await adaBooking(tabB).waitFor();
    await expect.poll(() => everythingSaved(tabB), { timeout: 10_000 }).toContain(ada.email);
    // Saved as hers: under her key, her bookings under her uid.
    expect(await savedQueries(tabB)).toContain(savedBookingsOf(ada.uid));

    // She logs out in tab A. Tab B's data then changes (Find Tutors loads), and it saves as when
    // it is hidden.
    await tabA.getByRole("button", { name: "Logout" }).click();
    await tabA.waitForURL("**/login");
    await tabB.getByRole("link", { name: "Find tutors" }).first().click();
    await tabB.waitForURL("**/find-tutors");
    await tabB.locator('main a[href^="/tutor/"]').first().waitFor();
    await tabB.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await tabB.waitForTimeout(1000);
    // Tab B shows her signed out, without a reload.
    await tabB.getByRole("link", { name: "Login" }).waitFor({ timeout: 5_000 });

    // Read in a fresh page: nothing of Ada anywhere on the device.
    await tabA.close();
    await tabB.close();
    const fresh = await context.newPage();
    await fresh.goto("/find-tutors");
    await fresh.getByRole("link", { name: "Login" }).waitFor();
    const saved = await everythingSaved(fresh);
    for (const trace of [ada.email, ada.uid, ada.name]) expect(saved).not.toContain(trace);
    expect(await outboxRows(fresh)).toEqual([]);

    // Ben signs in on the same device: none of Ada's data, and his own saved under his name only.
    await logIn(fresh, { email: ben.email, password: PASSWORD });
    await fresh.waitForURL((u) => u.pathname === "/my-tutorials");
    await fresh.goto("/my-booked-tutors");
    await fresh.getByText("No bookings found.").waitFor({ timeout: 30_000 });
    expect(await adaBooking(fresh).count()).toBe(0);
    await expect.poll(() => everythingSaved(fresh), { timeout: 10_000 }).toContain(ben.uid);
    const stored = await everythingSaved(fresh);
    for (const trace of [ada.email, ada.uid, ada.name]) expect(stored).not.toContain(trace);
  });
});
