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

async function namesFromApi(baseURL: string, query: string): Promise<string[]> {
  const res = await fetch(`${baseURL}/api/tutorials?limit=6&offset=0&${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Tutorial[]).map((t) => t.userName);
}

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
    const expected = await namesFromApi(baseURL, "sort=rating&minRating=4");
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => namesOn(page)).toEqual(expected);
    // Every card shown has at least four stars.
    const ratings = await page
      .getByRole("main")
      .getByRole("article")
      .getByRole("img", { name: /^Rated / })
      .allTextContents();
    expect(ratings.length).toBe(expected.length);
    await expectAccessible(page, "Find Tutors with filters beside the list");

    // A reload keeps them; 'Clear filters' empties the address and the list is whole again.
    await page.reload();
    expect(await filters.getByRole("radio", { name: "4+" }).isChecked()).toBe(true);
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
    await sheet.getByRole("button", { name: "Show tutors" }).click();
    await sheet.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain("Filters (2)");
  });
});
