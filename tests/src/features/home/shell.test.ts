import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IMAGE_SIZES, responsiveImage } from "../../../../contract/index.js";
import { SLIDES } from "../../../../src/features/home/components/hero-carousel.js";
import { FIND_TUTORS_HEADING } from "../../../../src/features/tutorials/components/find-tutors-page.js";

/**
 * index.html paints Home's first slide and Find Tutors' heading before the app runs. What it paints
 * must be what the app then shows, or the screen would change under the reader's eyes.
 */
const html = readFileSync("index.html", "utf8");

function template(id: string): HTMLTemplateElement {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const found = doc.getElementById(id);
  if (!(found instanceof HTMLTemplateElement)) throw new Error(`no <template id="${id}"> in index.html`);
  return found;
}

describe("the shell painted before the app", () => {
  it("Home: the carousel's first slide, its caption and the headline", () => {
    const home = template("shell-home").content;
    // The same candidates and sizes as the app's slide, or the browser would fetch a second width.
    const img = home.querySelector("img");
    const slide = responsiveImage(SLIDES[0].src, IMAGE_SIZES.slide);
    expect(slide.srcSet).toBeTruthy();
    expect([img?.getAttribute("src"), img?.getAttribute("srcset"), img?.getAttribute("sizes")]).toEqual([
      slide.src,
      slide.srcSet,
      slide.sizes,
    ]);
    expect(img?.getAttribute("fetchpriority")).toBe("high");
    const texts = [...home.querySelectorAll("p")].map((p) => p.textContent?.trim());
    expect(texts[0]?.toLowerCase()).toBe(SLIDES[0].caption.toLowerCase());
    expect(texts[1]).toBe("Tutor Matching & Learning Platform");
  });

  it("Find Tutors: the page's heading", () => {
    const find = template("shell-find-tutors").content;
    expect(find.querySelector("p")?.textContent?.trim()).toBe(FIND_TUTORS_HEADING);
  });

  it("is hidden from assistive technology (the app's own page replaces it)", () => {
    for (const id of ["shell-home", "shell-find-tutors"]) {
      expect(template(id).content.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    }
  });
});
