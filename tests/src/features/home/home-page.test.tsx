import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CATEGORIES, IMAGE_SIZES, MARQUEE_SECONDS, responsiveImage } from "../../../../contract/index.js";
import { CategoryGrid } from "../../../../src/features/home/components/category-grid.js";
import { TutoringMethods, WhyChooseUs } from "../../../../src/features/home/components/feature-sections.js";
import { HeroCarousel } from "../../../../src/features/home/components/hero-carousel.js";
import { HomePage } from "../../../../src/features/home/components/home-page.js";
import { MarqueeLine } from "../../../../src/features/home/components/marquee-line.js";
import { statsKeys } from "../../../../src/lib/query-keys.js";
import { renderPage, testQueryClient } from "../../support/render-page.js";

beforeAll(() => {
  // What embla-carousel needs from a browser.
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("ResizeObserver", Observer);
  vi.stubGlobal("IntersectionObserver", Observer);
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The hero on a fake clock; returns the index of the slide shown and a way to let time pass. */
async function heroOnAClock() {
  vi.useFakeTimers();
  const rendered = renderPage(HeroCarousel);
  await vi.advanceTimersByTimeAsync(0);
  await rendered;
  return {
    shown: () =>
      screen
        .getAllByRole("button", { name: /^Go to slide \d$/ })
        .findIndex((dot) => dot.getAttribute("aria-current") === "true"),
    elapse: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}

describe("Home", () => {
  it("carousel: the headline as the page's h1 over 4 slides, first image eager, the rest lazy", async () => {
    await renderPage(HeroCarousel);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Tutor Matching & Learning Platform");
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides).toHaveLength(4);
    const images = slides.map((s) => within(s).getByRole("img", { hidden: true }));
    expect(images.map((i) => i.getAttribute("src"))).toEqual(
      [1, 2, 3, 4].map((n) => `/carousel/slide-${n}.webp`),
    );
    expect(images.map((i) => i.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy", "lazy"]);
    expect(images[0].getAttribute("fetchpriority")).toBe("high");
    // Each slide in its widths, drawn as wide as its art covers (index.html's shell paints the same).
    for (const [n, i] of images.entries()) {
      const { srcSet } = responsiveImage(`/carousel/slide-${n + 1}.webp`, IMAGE_SIZES.slide);
      expect([i.getAttribute("srcset"), i.getAttribute("sizes")]).toEqual([srcSet, IMAGE_SIZES.slide]);
      expect(srcSet).toContain(`/carousel/slide-${n + 1}-1000.webp 1000w`);
    }
    for (const i of images)
      expect([i.getAttribute("width"), i.getAttribute("height")]).toEqual(["1600", "700"]);
    expect(screen.getByRole("link", { name: "Find tutors" }).getAttribute("href")).toBe("/find-tutors");
  });

  it("carousel: labelled controls, one dot per slide, and a pause button", async () => {
    await renderPage(HeroCarousel);
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Go to slide \d$/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeTruthy();
  });

  it("carousel: moves on every 6 seconds, holds while the pointer or the focus is on it, stops on Pause", async () => {
    const { shown, elapse } = await heroOnAClock();
    expect(shown()).toBe(0);
    await elapse(6000);
    expect(shown()).toBe(1);
    const hero = screen.getByRole("region", { name: "Tutor Matching & Learning Platform highlights" });
    fireEvent.mouseEnter(hero);
    await elapse(12_000);
    expect(shown()).toBe(1);
    fireEvent.mouseLeave(hero);
    await elapse(6000);
    expect(shown()).toBe(2);
    const nextButton = screen.getByRole("button", { name: "Next slide" });
    act(() => nextButton.focus());
    await elapse(12_000);
    expect(shown()).toBe(2);
    act(() => nextButton.blur());
    await elapse(6000);
    expect(shown()).toBe(3);
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    act(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
    await elapse(12_000);
    expect(shown()).toBe(3);
  });

  it("carousel: under reduced motion the slideshow starts paused", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = vi.fn((query: string) => ({
      ...matchMedia(query),
      matches: query === "(prefers-reduced-motion: reduce)",
    }));
    try {
      const { shown, elapse } = await heroOnAClock();
      expect(screen.getByRole("button", { name: "Play slideshow" })).toBeTruthy();
      await elapse(12_000);
      expect(shown()).toBe(0);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it("renders every section with the page: hero, marquee, statistics, categories, methods, why choose us", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(statsKeys.tutorials(), { totalTutors: 3, totalReviews: 4, totalLanguages: 2 });
    queryClient.setQueryData(statsKeys.users(), { totalUsers: 5 });
    await renderPage(HomePage, queryClient);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByText("Very faster get your home master")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Our Statistics",
      "Browse by Category",
      "Tutoring Method",
      "Why choose us",
    ]);
    expect(screen.getByTestId("stat-Total Users").textContent).toBe("5");
  });

  it("marquee: the product's line, one pass every 8 seconds, still under reduced motion", async () => {
    await renderPage(MarqueeLine);
    const line = screen.getByText("Very faster get your home master");
    expect(MARQUEE_SECONDS).toBe(8);
    expect(line.style.animationDuration).toBe("8s");
    expect(line.className).toContain("motion-reduce:animate-none");
  });

  it("categories: the 9 categories, each with its icon, linking to /find-tutors/{title}", async () => {
    await renderPage(() => <CategoryGrid />);
    expect(screen.getByRole("heading", { level: 2, name: "Browse by Category" })).toBeTruthy();
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(CATEGORIES.map((c) => c.title));
    expect(links.at(-1)?.getAttribute("href")).toBe("/find-tutors/General%20Knowledge");
    expect(links[0].getAttribute("href")).toBe("/find-tutors/English");
    const icons = links.map((l) => l.querySelector("img"));
    expect(icons.map((i) => i?.getAttribute("src"))).toEqual(CATEGORIES.map((c) => c.icon));
    for (const i of icons) expect(i?.getAttribute("loading")).toBe("lazy");
    // Raster in two widths, not SVG (an SVG image is drawn on the main thread: docs/decisions.md).
    expect(icons[1]?.getAttribute("srcset")).toBe(
      "/categories/math-112.webp 112w, /categories/math.webp 168w",
    );
    expect(icons[1]?.getAttribute("sizes")).toBe(IMAGE_SIZES.category);
  });

  it("the /categories screen is the same grid under the page's one h1", async () => {
    await renderPage(() => <CategoryGrid page />);
    expect(screen.getByRole("heading", { level: 1, name: "Browse by Category" })).toBeTruthy();
    expect(screen.getAllByRole("link")).toHaveLength(CATEGORIES.length);
  });

  it("tutoring methods and why choose us: headings and items word for word", async () => {
    await renderPage(() => (
      <>
        <TutoringMethods />
        <WhyChooseUs />
      </>
    ));
    const methods = screen.getByRole("region", { name: "Tutoring Method" });
    expect(
      within(methods)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Home Tutoring", "Online Tutoring", "Crash Program", "Batch Tutoring"]);
    expect(within(methods).getByText("Personalized learning at home")).toBeTruthy();
    expect(within(methods).getByText("Group learning, better results")).toBeTruthy();
    const why = screen.getByRole("region", { name: "Why choose us" });
    expect(
      within(why)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["24/7 Live Support", "Fast Responsive", "Safe Community", "Better Than Others"]);
  });
});
