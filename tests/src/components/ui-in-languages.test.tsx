import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "../../../contract/index.js";
import { ConfirmDialog } from "../../../src/components/ui/confirm-dialog.js";
import { ImagePicker } from "../../../src/components/ui/image-picker.js";
import { MessageDialog } from "../../../src/components/ui/message-dialog.js";
import { closeMessage, showError, showSuccess } from "../../../src/components/ui/message-store.js";
import { Pagination } from "../../../src/components/ui/pagination.js";
import { LoadingText } from "../../../src/components/ui/status.js";
import { activateLocale } from "../../../src/i18n/catalogs.js";
import { englishLeft } from "../support/english-left.js";

/**
 * The shared components drawn in Bangla and Arabic show no English of their own (docs/decisions.md,
 * "Languages"): what is left of their texts and names, once the caller's words are taken out, has
 * no Latin letter. A word added to them without its translations fails here.
 */
afterEach(async () => {
  act(() => closeMessage());
  cleanup();
  await act(() => activateLocale("en"));
});

/** What the screens using these components pass them (translated there, not here). */
const CALLERS_WORDS = ["Tutorial image", "Delete tutorial?", "It cannot be undone.", "Delete", "Not saved"];

const PICTURE = "https://images.example/tutorial.jpg";

describe.each<Locale>(["bn", "ar"])("the shared components in %s", (locale) => {
  it("pagination: its landmark, Prev, Next and every page's name and number", async () => {
    await act(() => activateLocale(locale));
    render(<Pagination page={2} pageCount={12} onPageChange={() => {}} />);
    expect(englishLeft(CALLERS_WORDS)).toEqual([]);
    const current = screen.getByRole("button", { current: "page" });
    expect(current.textContent).toBe(locale === "bn" ? "২" : "٢");
    expect(current.getAttribute("aria-label")).toMatch(locale === "bn" ? /২$/ : /٢$/);
  });

  it("the image picker: empty, uploading, and with a picture to change or remove", async () => {
    await act(() => activateLocale(locale));
    const picker = (previewUrl: string | null, progress: number | null) => (
      <ImagePicker
        label="Tutorial image"
        previewUrl={previewUrl}
        progress={progress}
        onSelect={() => {}}
        onClear={() => {}}
      />
    );
    const { rerender } = render(picker(null, null));
    expect(englishLeft(CALLERS_WORDS)).toEqual([]);
    rerender(picker(PICTURE, 0.45));
    expect(screen.getByRole("progressbar").getAttribute("aria-label")).not.toMatch(/[A-Za-z]/);
    expect(screen.getByRole("status").textContent).toContain(locale === "bn" ? "৪৫" : "٤٥");
    expect(englishLeft(CALLERS_WORDS)).toEqual([]);
    rerender(picker(PICTURE, null));
    expect(screen.getAllByRole("button").length).toBeGreaterThan(0);
    expect(englishLeft(CALLERS_WORDS)).toEqual([]);
  });

  it("the confirm dialog's own Cancel", async () => {
    await act(() => activateLocale(locale));
    render(
      <ConfirmDialog
        open
        title="Delete tutorial?"
        description="It cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {}}
      />,
    );
    await screen.findByRole("alertdialog");
    expect(englishLeft(CALLERS_WORDS)).toEqual([]);
  });

  it("the message dialog: an error's title and OK, a success's OK", async () => {
    await act(() => activateLocale(locale));
    render(<MessageDialog />);
    act(() => showError("Not saved"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector("h2")?.textContent).toBe(locale === "bn" ? "ত্রুটি!" : "خطأ!");
    expect(englishLeft(CALLERS_WORDS)).toEqual([]);
    fireEvent.click(screen.getByRole("button"));
    act(() => showSuccess("Not saved"));
    await screen.findByRole("dialog");
    expect(englishLeft(CALLERS_WORDS)).toEqual([]);
  });

  it("the loading text without a screen's own words", async () => {
    await act(() => activateLocale(locale));
    render(<LoadingText />);
    expect(screen.getByRole("status").textContent).not.toBe("");
    expect(englishLeft([])).toEqual([]);
  });
});

describe("on an Arabic screen", () => {
  it("the pagination's chevrons turn to point the reading way", async () => {
    await act(() => activateLocale("ar"));
    render(<Pagination page={2} pageCount={3} onPageChange={() => {}} />);
    const chevrons = screen.getByRole("navigation").querySelectorAll("button > svg");
    expect(chevrons).toHaveLength(2);
    for (const chevron of chevrons) expect(chevron.getAttribute("class")).toContain("rtl:-scale-x-100");
  });

  it("a message's title given by the screen stays as given", async () => {
    await act(() => activateLocale("ar"));
    render(<MessageDialog />);
    act(() => showError("تعذّر الحفظ", "عنوان"));
    const dialog = await screen.findByRole("dialog", { name: "عنوان" });
    expect(dialog.textContent).toContain("تعذّر الحفظ");
  });
});
