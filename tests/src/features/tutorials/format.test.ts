import { describe, expect, it } from "vitest";
import { DESCRIPTION_PREVIEW_CHARS } from "../../../../contract/index.js";
import { descriptionPreview, formatPrice, reviewLabel } from "../../../../src/features/tutorials/format.js";

describe("descriptionPreview (the first 120 characters)", () => {
  it("uses the contract's 120", () => {
    expect(DESCRIPTION_PREVIEW_CHARS).toBe(120);
  });

  it("keeps a description of exactly 120 characters whole, without an ellipsis", () => {
    const text = "a".repeat(120);
    expect(descriptionPreview(text)).toBe(text);
  });

  it("cuts a longer one to its first 120 characters and marks the cut with '…'", () => {
    const text = `${"b".repeat(120)}CUT`;
    const preview = descriptionPreview(text);
    expect(preview).toBe(`${"b".repeat(120)}…`);
    expect(preview).not.toContain("C");
  });

  it("does not leave a space before the ellipsis", () => {
    const text = `${"c".repeat(119)} and more words after the limit`;
    expect(descriptionPreview(text)).toBe(`${"c".repeat(119)}…`);
  });

  it("counts an emoji as one character and never splits it", () => {
    const text = `${"🙂".repeat(121)}`;
    const preview = descriptionPreview(text);
    expect(Array.from(preview)).toHaveLength(121);
    expect(preview.endsWith("🙂…")).toBe(true);
  });

  it("leaves short text alone", () => {
    expect(descriptionPreview("  Short.  ")).toBe("Short.");
  });
});

describe("formatPrice and reviewLabel", () => {
  it("shows money with two decimals", () => {
    expect(formatPrice(12.5)).toBe("$12.50");
    expect(formatPrice(0)).toBe("$0.00");
  });
  it("says review or reviews", () => {
    expect(reviewLabel(1)).toBe("1 review");
    expect(reviewLabel(0)).toBe("0 reviews");
  });
});
