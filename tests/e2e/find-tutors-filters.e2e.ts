import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Tutorial } from "../../contract/index.js";
import { chromiumForFile, expectAccessible } from "./support/journey.js";

/**
 * Find Tutors' filters (docs/product.md, Find Tutors): beside the list on a wide screen, a sheet
 * on a phone; in the address, so reload and a shared link keep them.
 */
const openTab = chromiumForFile();

/** The tutor names of the cards shown, in order. */
const namesOn = (page: Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 }).allTextContents();

/** The first page of the list as the API answers it for `query`. */
async function pageFromApi(baseURL: string, query: string): Promise<Tutorial[]> {
  const res = await fetch(`${baseURL}/api/tutorials?limit=6&offset=0&${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Tutorial[];
}

async function namesFromApi(baseURL: string, query: string): Promise<string[]> {
  return (await pageFromApi(baseURL, query)).map((t) => t.userName);
}

/** The rating each card shows, read from its name ('Rated 4.7 out of 5'); null for 'New'. */
const ratingsOn = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("article")
    .evaluateAll((cards) =>
      cards.map((card) => {
        const label = card.querySelector('[role="img"][aria-label^="Rated "]')?.getAttribute("aria-label");
        return label ? Number(/^Rated ([\d.]+) out of 5$/.exec(label)?.[1]) : null;
      }),
    );

describe("Find Tutors' filters", () => {
  it("on a wide screen sit beside the list, narrow it and sort it, and live in the address", async () => {
    const { page, baseURL } = await openTab({ width: 1280 });
    await page.goto("/find-tutors");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByLabel("Sort by").selectOption("rating");
    await page.waitForURL((u) => u.searchParams.get("sort") === "rating");
    // A choice is kept in the address, then drawn from it (so click, not check).
    await filters.getByRole("radio", { name: "4+" }).click();
    await page.waitForURL((u) => u.searchParams.get("minRating") === "4");
    await expect.poll(() => filters.getByRole("radio", { name: "4+" }).isChecked()).toBe(true);
    const url = new URL(page.url());
    expect(url.searchParams.get("sort")).toBe("rating");
    expect(url.searchParams.get("minRating")).toBe("4");
    // The cards are the API's answer to the same query: in rating order, each with at least four stars.
    const fromApi = await pageFromApi(baseURL, "sort=rating&minRating=4");
    const expected = fromApi.map((t) => t.userName);
    expect(expected.length).toBeGreaterThan(1);
    const apiRatings = fromApi.map((t) => t.rating);
    for (const r of apiRatings) expect(r).toBeGreaterThanOrEqual(4);
    expect(apiRatings).toEqual([...apiRatings].sort((a, b) => (b ?? 0) - (a ?? 0)));
    await expect.poll(() => namesOn(page)).toEqual(expected);
    const shown = await ratingsOn(page);
    expect(shown).toEqual(apiRatings.map((r) => Math.round((r ?? 0) * 10) / 10));
    for (const r of shown) expect(r).toBeGreaterThanOrEqual(4);
    expect(shown).toEqual([...shown].sort((a, b) => (b ?? 0) - (a ?? 0)));
    await expectAccessible(page, "Find Tutors with filters beside the list");

    // A reload keeps them; 'Clear filters' empties the address and the list is whole again.
    await page.reload();
    expect(await filters.getByRole("radio", { name: "4+" }).isChecked()).toBe(true);
    expect(await filters.getByLabel("Sort by").inputValue()).toBe("rating");
    // On a wide screen the filters need no button.
    expect(await page.getByRole("button", { name: /^Filters/ }).isVisible()).toBe(false);
    await expect.poll(() => namesOn(page)).toEqual(expected);
    await filters.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForURL((u) => !u.searchParams.has("sort") && !u.searchParams.has("minRating"));
    await expect.poll(() => namesOn(page)).toEqual(await namesFromApi(baseURL, ""));
  });

  it("on a phone open as a sheet from 'Filters', which counts them, and give the focus back", async () => {
    const { page } = await openTab({ width: 390 });
    await page.goto("/find-tutors?minRating=4.5&maxPrice=30");
    const open = page.getByRole("button", { name: "Filters, 2 set" });
    await open.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    expect(await sheet.getByRole("radio", { name: "4.5+" }).isChecked()).toBe(true);
    expect(await sheet.getByLabel("Max price").inputValue()).toBe("30");
    await expectAccessible(page, "Find Tutors' filters as a sheet");
    // The aside is not shown on a phone: the sheet is the only panel.
    expect(await page.getByRole("complementary", { name: "Filters" }).isVisible()).toBe(false);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    // Its × closes it, and the focus is back on 'Filters'.
    await sheet.getByRole("button", { name: "Close" }).click();
    await sheet.waitFor({ state: "detached" });
    await expect.poll(focused).toBe("Filters, 2 set");
    expect(await open.textContent()).toContain("Filters (2)");
    // 'Show tutors' closes it as well, after a choice that goes to the address.
    await open.click();
    await sheet.getByRole("radio", { name: "4+" }).click();
    await page.waitForURL((u) => u.searchParams.get("minRating") === "4");
    await sheet.getByRole("button", { name: "Show tutors" }).click();
    await sheet.waitFor({ state: "detached" });
    await expect.poll(focused).toBe("Filters, 2 set");
  });
});
