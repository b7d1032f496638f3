import "fake-indexeddb/auto";
import { useLingui } from "@lingui/react/macro";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../../src/i18n/catalogs.js";
import { chooseLocale } from "../../../src/i18n/locale.js";
import { pageHead } from "../../../src/i18n/page-head.js";
import { usePageTitle } from "../../../src/lib/page-title.js";

/**
 * The tab's title and the page's description follow the language on screen (docs/decisions.md,
 * "Languages"): a screen without a title of its own shows the app's title in the new language at
 * once, a screen with one draws its own again, and leaving it restores the app's title in the
 * language of that moment, not the one the tab had before.
 */
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await act(() => activateLocale("en"));
});

function MyLessons() {
  const { t } = useLingui();
  usePageTitle(t`My lessons`);
  return null;
}

const meta = () => {
  let el = document.querySelector('meta[name="description"]');
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute("name", "description");
    document.head.append(el);
  }
  return el;
};

describe("the tab's title in the language on screen", () => {
  it("is the app's title in the new language on a screen without its own, with the description", async () => {
    meta().setAttribute("content", "English description");
    const english = pageHead().title;
    await act(() => chooseLocale("bn"));
    expect(document.title).toBe(pageHead().title);
    expect(document.title).not.toBe(english);
    expect(document.title).toMatch(/[\u0980-\u09ff]/);
    expect(meta().getAttribute("content")).toBe(pageHead().description);
    expect(meta().getAttribute("content")).toMatch(/[\u0980-\u09ff]/);
  });

  it("is the screen's own, redrawn in the new language, and the app's in that language after leaving", async () => {
    const { unmount } = render(<MyLessons />);
    expect(document.title).toBe("My lessons — TutorNest");
    await act(() => chooseLocale("ar"));
    expect(document.title).toMatch(/^[\u0600-\u06ff ]+ — TutorNest$/);
    unmount();
    expect(document.title).toBe(pageHead().title);
    expect(document.title).toMatch(/[\u0600-\u06ff]/);
  });
});
