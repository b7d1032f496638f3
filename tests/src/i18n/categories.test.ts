import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { CATEGORIES } from "../../../contract/index.js";
import { activateLocale } from "../../../src/i18n/catalogs.js";
import { CATEGORY_NAMES, categoryName, isCategory } from "../../../src/i18n/categories.js";

afterEach(async () => {
  await activateLocale("en");
});

describe("category names", () => {
  it("name each of the nine by its own title in English", () => {
    expect(Object.keys(CATEGORY_NAMES)).toEqual(CATEGORIES.map((c) => c.title));
    for (const { title } of CATEGORIES) expect(categoryName(title, i18n)).toBe(title);
  });

  it("are translated, whatever the case of the address; another language stays as written", async () => {
    await activateLocale("bn");
    expect(categoryName("Math", i18n)).toBe("গণিত");
    expect(categoryName("general knowledge", i18n)).toBe("সাধারণ জ্ঞান");
    expect(categoryName("Spanish", i18n)).toBe("Spanish");
    expect([isCategory("math"), isCategory("Spanish")]).toEqual([true, false]);
    await activateLocale("ar");
    expect(categoryName("Arabic", i18n)).toBe("العربية");
  });
});
