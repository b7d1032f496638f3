// @vitest-environment node
import { describe, expect, it } from "vitest";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { renderPage } from "../../../../src/startup/render-page.js";

/**
 * Home as the server paints it (docs/decisions.md, "How a page starts"), in Bangla and Arabic:
 * the same components, so the page is in the language from the first paint, digits included, and
 * the Arabic carousel is laid out right to left before the app runs.
 */
const answers = {
  "/api/stats/tutorials": { body: { totalTutors: 4321, totalReviews: 5, totalLanguages: 6 } },
  "/api/stats/users": { body: { totalUsers: 8765 } },
};
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("Home painted in each language", () => {
  it("in Bangla: its texts, Bangla digits and category names", async () => {
    try {
      const page = await renderPage({ url: "/", answers, locale: "bn" });
      const home = main(page.html);
      expect(page.head).toMatchObject({ lang: "bn", dir: "ltr" });
      for (const text of ["সঠিক শিক্ষক খোঁজা ও শেখার প্ল্যাটফর্ম", "আমাদের পরিসংখ্যান", "৪,৩২১", "৮,৭৬৫", "গণিত"])
        expect(home).toContain(text);
      expect(home).not.toContain("Our Statistics");
    } finally {
      await activateLocale("en");
    }
  });

  it("in Arabic: its texts, Arabic-Indic digits, the carousel right to left", async () => {
    try {
      const page = await renderPage({ url: "/", answers, locale: "ar" });
      const home = main(page.html);
      expect(page.head).toMatchObject({ lang: "ar", dir: "rtl" });
      for (const text of ["إحصاءاتنا", "٤٬٣٢١", "٨٬٧٦٥", "الرياضيات", "الشريحة التالية"])
        expect(home).toContain(text);
      expect(home).toMatch(/<div dir="rtl" class="overflow-hidden">/);
      expect(home).not.toContain("Browse by Category");
    } finally {
      await activateLocale("en");
    }
  });
});
