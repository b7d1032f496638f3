import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SearchBox } from "../../../src/features/tutorials/components/search-box.js";
import { activateLocale } from "../../../src/i18n/catalogs.js";
import { typedDirection } from "../../../src/i18n/isolate.js";

/**
 * What a person types keeps its own direction (docs/decisions.md, "Languages"): a field holding
 * text takes that text's direction (`dir="auto"`), an empty one the screen's, so that its
 * placeholder reads the screen's way.
 */
afterEach(async () => {
  cleanup();
  document.documentElement.removeAttribute("dir");
  await act(() => activateLocale("en"));
});

describe("typedDirection", () => {
  it("is auto for text and absent for an empty field", () => {
    expect(typedDirection("Amina")).toBe("auto");
    expect(typedDirection("আমিনা")).toBe("auto");
    expect(typedDirection("")).toBeUndefined();
  });
});

describe("the search box on an Arabic screen", () => {
  it("reads the screen's way while empty and the typed text's way once typed in", async () => {
    await act(() => activateLocale("ar"));
    document.documentElement.dir = "rtl";
    render(<SearchBox value="" onSearch={() => undefined} />);
    const box = screen.getByRole("searchbox");
    expect(box.getAttribute("dir")).toBeNull();
    fireEvent.change(box, { target: { value: "English" } });
    expect(box.getAttribute("dir")).toBe("auto");
  });
});
