import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import useEmblaCarousel from "embla-carousel-react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CATEGORIES, type Locale } from "../../../../contract/index.js";
import { HeroCarousel } from "../../../../src/features/home/components/hero-carousel.js";
import { HomePage } from "../../../../src/features/home/components/home-page.js";
import { StatisticsBand } from "../../../../src/features/home/components/statistics-band.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { statsKeys } from "../../../../src/lib/query-keys.js";
import { Route as CategoriesRoute } from "../../../../src/routes/categories.js";
import { englishLeft } from "../../support/english-left.js";
import { renderPage, testQueryClient } from "../../support/render-page.js";

/**
 * Home and the /categories screen drawn in Bangla and Arabic show no English of the app's own
 * (docs/decisions.md, "Languages"), and the carousel runs the way the language reads.
 */
vi.mock("embla-carousel-react", async (importOriginal) => {
  const real = await importOriginal<typeof import("embla-carousel-react")>();
  return { ...real, default: vi.fn(real.default) };
});

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
afterEach(async () => {
  cleanup();
  await act(() => activateLocale("en"));
});

/** The brand stays in every language. */
const NOT_APP_TEXT = ["TutorNest"];

function withStats(stats: {
  totalTutors: number;
  totalReviews: number;
  totalLanguages: number;
  totalUsers: number;
}) {
  const queryClient = testQueryClient();
  const { totalUsers, ...tutorials } = stats;
  queryClient.setQueryData(statsKeys.tutorials(), tutorials);
  queryClient.setQueryData(statsKeys.users(), { totalUsers });
  return queryClient;
}

function CategoriesScreen() {
  const Screen = CategoriesRoute.options.component;
  if (!Screen) throw new Error("/categories has no component");
  return <Screen />;
}

describe.each<Locale>(["bn", "ar"])("Home and /categories in %s", (locale) => {
  it("Home has no English of the app's own", async () => {
    await act(() => activateLocale(locale));
    await renderPage(
      HomePage,
      withStats({ totalTutors: 12, totalReviews: 3, totalLanguages: 2, totalUsers: 1 }),
    );
    await screen.findByRole("heading", { level: 1 });
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
  });

  it("/categories has no English of the app's own, its title included; addresses keep the English title", async () => {
    await act(() => activateLocale(locale));
    await renderPage(CategoriesScreen);
    await screen.findByRole("heading", { level: 1 });
    expect(document.title).toMatch(/ — TutorNest$/);
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(
      CATEGORIES.map((c) => `/find-tutors/${encodeURIComponent(c.title)}`),
    );
  });
});

describe("Home's words in each language", () => {
  it("categories are named as the glossary names them", async () => {
    await act(() => activateLocale("bn"));
    await renderPage(CategoriesScreen);
    const links = await screen.findAllByRole("link");
    expect(links.slice(0, 3).map((l) => l.textContent)).toEqual(["ইংরেজি", "গণিত", "পদার্থবিজ্ঞান"]);
    cleanup();
    await act(() => activateLocale("ar"));
    await renderPage(CategoriesScreen);
    const arabic = await screen.findAllByRole("link");
    expect(arabic.at(-1)?.textContent).toBe("المعلومات العامة");
    expect(arabic[1]?.textContent).toBe("الرياضيات");
  });

  it("statistics: the language's digits, and the word under each number by its plural rules", async () => {
    const stats = { totalTutors: 3, totalReviews: 11, totalLanguages: 2, totalUsers: 1234 };
    await act(() => activateLocale("ar"));
    await renderPage(StatisticsBand, withStats(stats));
    const tile = (key: string) => screen.getByTestId(`stat-${key}`);
    const label = (key: string) => tile(key).nextElementSibling?.textContent;
    expect(tile("Total Tutors").textContent).toBe("٣");
    expect(label("Total Tutors")).toBe("معلمين");
    expect(tile("Total Reviews").textContent).toBe("١١");
    expect(label("Total Reviews")).toBe("تقييمًا");
    expect(label("Languages")).toBe("لغتان");
    expect(tile("Total Users").textContent).toBe("١٬٢٣٤");
    cleanup();
    await act(() => activateLocale("bn"));
    await renderPage(StatisticsBand, withStats(stats));
    expect(tile("Total Users").textContent).toBe("১,২৩৪");
    expect(label("Total Tutors")).toBe("মোট শিক্ষক");
  });
});

describe("the carousel's direction", () => {
  const lastDirection = () => vi.mocked(useEmblaCarousel).mock.lastCall?.[0]?.direction;
  const viewport = () => document.querySelector("section > div[dir]");
  /** Lets embla (its frames run on the fake clock) catch up; well short of autoplay's 6 seconds. */
  const settle = () => act(() => vi.advanceTimersByTimeAsync(50));
  const dot = (name: string) => screen.getByRole("button", { name }).getAttribute("aria-current");

  async function hero() {
    vi.useFakeTimers();
    const rendered = renderPage(HeroCarousel);
    await vi.advanceTimersByTimeAsync(0);
    await rendered;
    await settle();
  }
  afterEach(() => {
    vi.useRealTimers();
  });

  it("follows the language, without a reload, and keeps the slide shown", async () => {
    await hero();
    expect(lastDirection()).toBe("ltr");
    expect(viewport()?.getAttribute("dir")).toBe("ltr");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    await settle();
    expect(dot("Go to slide 2")).toBe("true");

    await act(() => activateLocale("ar"));
    await settle();
    expect(lastDirection()).toBe("rtl");
    expect(viewport()?.getAttribute("dir")).toBe("rtl");
    // Rebuilt the other way, on the slide it was on.
    expect(dot("الانتقال إلى الشريحة ٢")).toBe("true");

    await act(() => activateLocale("en"));
    await settle();
    expect(lastDirection()).toBe("ltr");
    expect(dot("Go to slide 2")).toBe("true");
  });

  it("in Arabic the left arrow key goes forward, the reading way; the chevrons point it", async () => {
    await act(() => activateLocale("ar"));
    await hero();
    const region = screen.getByRole("region");
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    await settle();
    expect(dot("الانتقال إلى الشريحة ٢")).toBe("true");
    fireEvent.keyDown(region, { key: "ArrowRight" });
    await settle();
    expect(dot("الانتقال إلى الشريحة ١")).toBe("true");
    for (const name of ["الشريحة السابقة", "الشريحة التالية"]) {
      const chevron = screen.getByRole("button", { name }).querySelector("svg");
      expect(chevron?.getAttribute("class")).toContain("rtl:-scale-x-100");
    }
  });

  it("in English the right arrow key goes forward", async () => {
    await hero();
    fireEvent.keyDown(screen.getByRole("region"), { key: "ArrowRight" });
    await settle();
    expect(dot("Go to slide 2")).toBe("true");
  });
});
