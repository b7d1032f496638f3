import "fake-indexeddb/auto";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../contract/index.js";
import { FindTutorsPage } from "../../../../src/features/tutorials/components/find-tutors-page.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import {
  SAVED_SCREEN_KEY,
  SAVED_SCREEN_MAX_CHARS,
  type SavedScreen,
} from "../../../../src/lib/saved-screen.js";
import { tutorial } from "../../support/fixtures.js";
import { answerApi } from "../../support/network.js";
import { renderPage } from "../../support/render-page.js";

/**
 * Find Tutors saves itself as the screen the next visit paints before the app runs
 * (src/lib/saved-screen.ts), and index.html's copy of the offline line is the app's own.
 */
afterEach(async () => {
  await act(() => activateLocale("en"));
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function answerList() {
  answerApi(
    () =>
      new Response(JSON.stringify([tutorial(1)]), {
        status: 200,
        headers: { "content-type": "application/json", [TOTAL_COUNT_HEADER]: "1" },
      }),
  );
}

/** Find Tutors inside a <main id="main">, as the app's frame draws it. */
const open = (q: string, page = 1) =>
  renderPage(() => (
    <main id="main">
      <FindTutorsPage
        filters={{}}
        onFilters={() => {}}
        q={q}
        page={page}
        onSearch={() => {}}
        onPageChange={() => {}}
      />
    </main>
  ));

const saved = () => JSON.parse(localStorage.getItem(SAVED_SCREEN_KEY) ?? "null") as SavedScreen | null;

describe("Find Tutors as the saved screen", () => {
  it("is saved once its list is drawn from the server's answer: the page's <main>, under /find-tutors", async () => {
    answerList();
    await open("");
    await screen.findByRole("heading", { name: "Amina Rahman" });
    await waitFor(() => expect(saved()).not.toBeNull(), { timeout: 3000 });
    expect(saved()?.path).toBe("/find-tutors");
    const main = new DOMParser().parseFromString(saved()?.html ?? "", "text/html").querySelector("main");
    expect(main?.id).toBe("main");
    expect(main?.querySelector("article h2")?.textContent).toBe("Amina Rahman");
  });

  it("fits a full first page of rated tutors with long descriptions, in Bangla, within the saved screen's size", async () => {
    await act(() => activateLocale("bn"));
    const rated = Array.from({ length: 6 }, (_, i) =>
      tutorial(i + 1, {
        rating: 4.7,
        ratingCount: 1234,
        review: 1300,
        description: "দীর্ঘ বর্ণনা ".repeat(200),
      }),
    );
    answerApi(
      () =>
        new Response(JSON.stringify(rated), {
          status: 200,
          headers: { "content-type": "application/json", [TOTAL_COUNT_HEADER]: "6" },
        }),
    );
    await open("");
    await waitFor(() => expect(document.querySelectorAll("main article")).toHaveLength(6));
    await waitFor(() => expect(saved()).not.toBeNull(), { timeout: 3000 });
    expect(saved()?.html.length).toBeLessThanOrEqual(SAVED_SCREEN_MAX_CHARS);
  });

  it("is not saved from a search, nor from another page of the list", async () => {
    answerList();
    await open("english");
    await screen.findByRole("heading", { name: "Amina Rahman" });
    cleanup();
    await open("", 2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(saved()).toBeNull();
  });

  it("is saved again in another language once chosen, so that the next visit paints that one", async () => {
    answerList();
    await open("");
    await screen.findByRole("heading", { name: "Amina Rahman" });
    await waitFor(() => expect(saved()).not.toBeNull(), { timeout: 3000 });
    await act(() => activateLocale("bn"));
    await waitFor(() => expect(saved()?.html).toContain("নতুন ভাষা শিখতে অনলাইন শিক্ষক খুঁজে দেখুন"));
  });
});
