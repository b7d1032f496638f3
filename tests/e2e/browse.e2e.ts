import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { chromiumForFile, expectAccessible, expectMessage } from "./support/journey.js";

/**
 * Anonymous browsing (docs/product.md, Screens): home, categories, Find Tutors, public profiles,
 * not-found, theme.
 */

const CATEGORIES = [
  "English",
  "Math",
  "Physics",
  "Chemistry",
  "Biology",
  "Computer",
  "Arabic",
  "Bangla",
  "General Knowledge",
];

const openTab = chromiumForFile();

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

/** The tutor names of the cards shown, in order. */
async function cardNames(page: Page): Promise<string[]> {
  return cards(page).getByRole("heading", { level: 2 }).allTextContents();
}

async function apiPage(baseURL: string, query: string): Promise<{ items: Tutorial[]; total: number }> {
  const res = await fetch(`${baseURL}/api/tutorials?${query}`);
  return { items: (await res.json()) as Tutorial[], total: Number(res.headers.get("x-total-count")) };
}

/** The characters of a text as read (graphemes): a Bangla letter with its signs is one. */
function graphemes(text: string): string[] {
  return Array.from(
    new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text),
    (s) => s.segment,
  );
}

/** A card's preview: the first 120 characters as read (graphemes) of the description (docs/product.md, Find Tutors). */
function preview(description: string): string {
  const chars = graphemes(description.trim());
  return chars.length <= 120 ? description.trim() : `${chars.slice(0, 120).join("").trimEnd()}…`;
}

describe("a visitor who is not signed in", () => {
  it("sees the home page: carousel, marquee, live statistics, categories, methods, why choose us and footer", async () => {
    const tab = await openTab();
    const { page, baseURL } = tab;
    await page.goto("/");
    const main = page.getByRole("main");

    // Carousel: 4 slides under the headline; the controls move between them.
    await main.getByRole("heading", { level: 1, name: "Tutor Matching & Learning Platform" }).waitFor();
    const slides = page.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(4);
    await page.getByRole("button", { name: "Go to slide 3" }).click();
    await expect.poll(() => slides.nth(2).getAttribute("aria-hidden")).toBe("false");
    expect(await slides.nth(0).getAttribute("aria-hidden")).toBe("true");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => slides.nth(3).getAttribute("aria-hidden")).toBe("false");

    // The scrolling line, one pass every 8 seconds.
    const marquee = main.getByText("Very faster get your home master", { exact: true });
    await marquee.waitFor();
    const animation = await marquee.evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect(animation.name).not.toBe("none");
    expect(animation.duration).toBe("8s");

    // 'Our Statistics': the four tiles show the server's numbers.
    await main.getByRole("heading", { name: "Our Statistics" }).waitFor();
    const tutorials = (await (await fetch(`${baseURL}/api/stats/tutorials`)).json()) as {
      totalTutors: number;
      totalReviews: number;
      totalLanguages: number;
    };
    const users = (await (await fetch(`${baseURL}/api/stats/users`)).json()) as { totalUsers: number };
    expect(tutorials.totalTutors).toBeGreaterThanOrEqual(30);
    expect(tutorials.totalLanguages).toBeGreaterThanOrEqual(9);
    expect(users.totalUsers).toBeGreaterThanOrEqual(4);
    const tiles = {
      "Total Tutors": tutorials.totalTutors,
      "Total Reviews": tutorials.totalReviews,
      Languages: tutorials.totalLanguages,
      "Total Users": users.totalUsers,
    };
    for (const [label, value] of Object.entries(tiles)) {
      await expect
        .poll(() => page.getByTestId(`stat-${label}`).textContent())
        .toBe(value.toLocaleString("en-US"));
      await main.getByText(label, { exact: true }).waitFor();
    }

    // 'Browse by Category': nine cards, each to /find-tutors/{title}.
    const grid = main.getByRole("region", { name: "Browse by Category" });
    const links = grid.getByRole("link");
    expect(await links.allTextContents()).toEqual(CATEGORIES);
    for (const [i, title] of CATEGORIES.entries()) {
      expect(await links.nth(i).getAttribute("href")).toBe(`/find-tutors/${encodeURIComponent(title)}`);
    }
    expect(await grid.locator("img").count()).toBe(9);

    const methods = main.getByRole("region", { name: "Tutoring Method" });
    for (const [title, text] of [
      ["Home Tutoring", /personalized learning at home/i],
      ["Online Tutoring", /flexible learning from anywhere/i],
      ["Crash Program", /fast-track your exam prep/i],
      ["Batch Tutoring", /group learning, better results/i],
    ] as const) {
      await methods.getByRole("heading", { name: title, exact: true }).waitFor();
      await methods.getByText(text).waitFor();
    }
    const why = main.getByRole("region", { name: "Why choose us" });
    expect(await why.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "24/7 Live Support",
      "Fast Responsive",
      "Safe Community",
      "Better Than Others",
    ]);

    // Footer: Quick Links, Follow Us (four empty social links), Contact Us, Our Address.
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("region", { name: "Quick Links" }).getByRole("link");
    expect(await quick.allTextContents()).toEqual([
      "Find Tutors",
      "Add Tutorials",
      "My Tutorials",
      "My Booked Tutors",
    ]);
    expect(await quick.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/find-tutors",
      "/add-tutorials",
      "/my-tutorials",
      "/my-booked-tutors",
    ]);
    expect(await footer.getByRole("region", { name: "Follow Us" }).getByRole("link").count()).toBe(4);
    const contact = footer.getByRole("region", { name: "Contact Us" });
    await contact.getByRole("link", { name: "+880 1700-000000" }).waitFor();
    await contact.getByRole("link", { name: "support@tutornest.example" }).waitFor();
    await footer
      .getByRole("region", { name: "Our Address" })
      .getByText(/Dhaka.*Bangladesh/)
      .waitFor();
    await footer.getByText(`© ${new Date().getFullYear()} TutorNest Learning Ltd.`).waitFor();

    // Signed out, the bar offers Login and the theme toggle.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "TutorNest" }).waitFor();
    await nav.getByRole("link", { name: "Login", exact: true }).waitFor();
    await nav.getByRole("button", { name: "Switch to dark theme" }).waitFor();
    await expectAccessible(page, "home (390 px, light)");

    // A category card opens that category's tutors, and only those.
    await grid.getByRole("link", { name: "Math" }).click();
    await page.waitForURL("**/find-tutors/Math");
    await main.getByRole("heading", { level: 1, name: "Math Tutors" }).waitFor();
    await cards(page).first().waitFor();
    const { items, total } = await apiPage(baseURL, "language=math&limit=6");
    expect(total).toBeGreaterThanOrEqual(4);
    expect(items.every((t) => t.language.toLowerCase() === "math")).toBe(true);
    // The cards after the first two mount a frame or two later (TutorialResults).
    await expect.poll(() => cardNames(page)).toEqual(items.map((t) => t.userName));
    for (const card of await cards(page).all()) {
      await card.getByText("Math", { exact: true }).waitFor();
      await card.getByRole("link", { name: /^View Details/ }).waitFor();
    }
    await expectAccessible(page, "category page");
  });

  it("searches Find Tutors on the server, pages 6 at a time, and is told to log in for details", async () => {
    const tab = await openTab();
    const { page, baseURL } = tab;
    await page.goto("/find-tutors");
    const main = page.getByRole("main");
    await main
      .getByRole("heading", {
        level: 1,
        name: "Explore Online Tutors and teachers for learning a new language",
      })
      .waitFor();
    await cards(page).first().waitFor();

    // Page 1 is the server's first 6, each card with name, language, reviews and a 120-char preview.
    const first = await apiPage(baseURL, "limit=6&offset=0");
    const pageCount = Math.ceil(first.total / 6);
    expect(pageCount).toBeGreaterThanOrEqual(6);
    await expect.poll(() => cardNames(page)).toEqual(first.items.map((t) => t.userName));
    const t0 = first.items[0] as Tutorial;
    const card0 = cards(page).first();
    await card0.getByText(t0.language, { exact: true }).waitFor();
    await card0.getByText(`${t0.review} ${t0.review === 1 ? "review" : "reviews"}`).waitFor();
    expect(
      await card0
        .locator("p")
        .filter({ hasText: preview(t0.description) })
        .count(),
    ).toBe(1);
    const long = first.items.find((t) => graphemes(t.description).length > 120);
    if (long) {
      const shown = await cards(page)
        .nth(first.items.indexOf(long))
        .getByText(preview(long.description), { exact: true })
        .textContent();
      expect(graphemes(shown?.replace(/…$/, "") ?? "").length).toBeLessThanOrEqual(120);
    }
    await expectAccessible(page, "Find Tutors page 1");

    // Paging: Prev / numbered / Next; the list scrolls back to the top. The app has drawn the page
    // (the painted one's buttons are inert and replaced when it takes over).
    await page.waitForFunction(() => !document.querySelector("#root [inert]"));
    const pager = main.getByRole("navigation", { name: "Tutor pages" });
    const prev = pager.getByRole("button", { name: "Prev" });
    const next = pager.getByRole("button", { name: "Next" });
    expect(await prev.isDisabled()).toBe(true);
    expect(
      await pager.getByRole("button", { name: "Page 1", exact: true }).getAttribute("aria-current"),
    ).toBe("page");
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next.click();
    await page.waitForURL(/page=2/);
    const second = await apiPage(baseURL, "limit=6&offset=6");
    await expect.poll(() => cardNames(page)).toEqual(second.items.map((t) => t.userName));
    expect(second.items.map((t) => t._id)).not.toContain(t0._id);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await pager.getByRole("button", { name: "Page 3", exact: true }).click();
    await page.waitForURL(/page=3/);
    const third = await apiPage(baseURL, "limit=6&offset=12");
    await expect.poll(() => cardNames(page)).toEqual(third.items.map((t) => t.userName));
    expect(await cards(page).count()).toBe(6);
    expect(
      await pager.getByRole("button", { name: "Page 3", exact: true }).getAttribute("aria-current"),
    ).toBe("page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await prev.click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => cardNames(page)).toEqual(second.items.map((t) => t.userName));

    // Search runs on the server (q=…) and its answer is what the cards show.
    const search = main.getByRole("searchbox", { name: "Search by language" });
    const asked = page.waitForRequest((r) => new URL(r.url()).searchParams.get("q") === "arabic");
    await search.fill("arabic");
    await asked;
    await page.waitForURL(/q=arabic/);
    const found = await apiPage(baseURL, "q=arabic&limit=6");
    expect(found.items.length).toBeGreaterThan(0);
    await expect.poll(() => cardNames(page)).toEqual(found.items.map((t) => t.userName));
    expect(found.items.some((t) => t.language === "Arabic")).toBe(true);

    await search.fill("zzqx no such language");
    await main.getByText("No tutors found for this language.", { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(0);
    await expectAccessible(page, "Find Tutors, nothing found");

    // A seeded tutor's cards (the search reads tutor names too): the newest cards may be those of
    // a tutor another test file made through the API alone (tests/e2e/support/lessons.ts), who has
    // no public profile; View Profile then rightly shows none.
    await search.fill("Amina Rahman");
    await page.waitForURL(/q=Amina/);
    await expect
      .poll(async () => cards(page).first().getByRole("heading", { level: 2 }).textContent())
      .toBe("Amina Rahman");
    const firstCard = cards(page).first();
    const tutorName = "Amina Rahman";
    // View Details needs a signed-in user.
    await firstCard.getByRole("link", { name: /^View Details/ }).click();
    await expectMessage(page, "Error!", "You must be logged in to See Details.", {
      axe: "error dialog",
    });
    expect(new URL(page.url()).pathname).toBe("/find-tutors");

    // View Profile is open to everyone.
    await firstCard.getByRole("link", { name: /^View Profile/ }).click();
    await page.waitForURL("**/see-profile/**");
    await main.getByRole("heading", { level: 1, name: tutorName }).waitFor();
    for (const section of ["About", "Experience", "Education", "Skills", "Tutorials"]) {
      await main.getByRole("heading", { level: 2, name: section, exact: true }).waitFor();
    }
    await expectAccessible(page, "public profile");
  });

  it("uses the phone menu with the active link highlighted, and gets the not-found page", async () => {
    const tab = await openTab();
    const { page } = tab;
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Tutor Matching & Learning Platform" }).waitFor();

    // At 390 px the links live in the hamburger menu; signed out it holds Home and Find tutors only.
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Find tutors", exact: true }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    // The menu's code loads on first open.
    await menu.waitFor();
    expect(await menu.getByRole("link").allTextContents()).toEqual(["Home", "Find tutors"]);
    const home = menu.getByRole("link", { name: "Home" });
    const find = menu.getByRole("link", { name: "Find tutors" });
    expect(await home.getAttribute("aria-current")).toBe("page");
    expect(await find.getAttribute("aria-current")).toBeNull();
    const background = (l: typeof home) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(home)).not.toBe(await background(find));
    await expectAccessible(page, "phone menu");
    await find.click();
    await page.waitForURL("**/find-tutors");
    await menu.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await find.getAttribute("aria-current")).toBe("page");
    expect(await home.getAttribute("aria-current")).toBeNull();
    await page.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "hidden" });
    // Keyboard users are back where they were: on the menu button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Open menu");

    // The spec's 'categories' route: the 9 categories, each opening its list.
    await page.goto("/categories");
    await page.getByRole("heading", { level: 1, name: "Browse by Category" }).waitFor();
    expect(await page.getByRole("main").getByRole("link").count()).toBe(9);
    await page.getByRole("main").getByRole("link", { name: "Physics" }).click();
    await page.waitForURL("**/find-tutors/Physics");

    // Any other address: the not-found page, with its way home.
    await page.goto("/no/such/page");
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    await expectAccessible(page, "not-found page");
    await page.getByRole("link", { name: "Go Back Home" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.getByRole("heading", { level: 1, name: "Tutor Matching & Learning Platform" }).waitFor();
  });

  it("keeps the chosen theme across a reload, dark from the first frame", async () => {
    const tab = await openTab();
    const { page, context } = tab;
    // Records the root's classes at the first animation frame, i.e. before the first paint.
    await context.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrameDark: boolean }).firstFrameDark =
          document.documentElement.classList.contains("dark");
      });
    });
    const firstFrameDark = () =>
      page
        .waitForFunction(
          () => (window as unknown as { firstFrameDark?: boolean }).firstFrameDark !== undefined,
        )
        .then(() => page.evaluate(() => (window as unknown as { firstFrameDark: boolean }).firstFrameDark));
    const rootIsDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));

    await page.goto("/");
    expect(await firstFrameDark()).toBe(false);
    expect(await rootIsDark()).toBe(false);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
    expect(await rootIsDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    expect(await firstFrameDark()).toBe(true);
    await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
    await page.getByTestId("stat-Total Tutors").filter({ hasNotText: /^0$/ }).waitFor();
    await expectAccessible(page, "home (390 px, dark)");

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.reload();
    expect(await firstFrameDark()).toBe(false);
    await page.getByRole("button", { name: "Switch to dark theme" }).waitFor();
    expect(await rootIsDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
});
