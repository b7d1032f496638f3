import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { tutorialFormSchema, UNSAFE_TEXT_MESSAGE } from "../../../../contract/index.js";
import { fieldText, knownFieldTexts, saveErrorText } from "../../../../src/features/tutorials/field-texts.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { ApiError } from "../../../../src/lib/api-client.js";

afterEach(async () => {
  await activateLocale("en");
});

/** Every text the tutorial form's schema can answer with, by giving it each kind of wrong value. */
function schemaTexts(): Set<string> {
  const wrong: Record<string, unknown>[] = [
    {},
    { language: 1, price: "x", description: 2 },
    { language: " ", price: -1, description: " " },
    { language: "x".repeat(61), price: 1e9, description: "x".repeat(5001) },
    { language: "a\u0000b", price: 1.234, description: "a\u0000b" },
  ];
  const texts = new Set<string>();
  for (const value of wrong) {
    const result = tutorialFormSchema.safeParse(value);
    for (const issue of result.error?.issues ?? []) texts.add(issue.message);
  }
  return texts;
}

describe("the tutorial form's checks in the screen's language", () => {
  it("knows every text the contract's schema says, each with its own English as its source", () => {
    const texts = schemaTexts();
    expect(texts.size).toBeGreaterThanOrEqual(12);
    expect(texts).toContain(UNSAFE_TEXT_MESSAGE);
    for (const text of texts) expect(knownFieldTexts().has(text), text).toBe(true);
    for (const [english, message] of knownFieldTexts()) expect(i18n._(message)).toBe(english);
  });

  it("says a known text in Bangla and Arabic, and an unknown one as it is", async () => {
    expect(fieldText(undefined, i18n)).toBeUndefined();
    await activateLocale("bn");
    expect(fieldText("Price is required.", i18n)).toBe("মূল্য দিতে হবে।");
    expect(fieldText("A rule added later.", i18n)).toBe("A rule added later.");
    await activateLocale("ar");
    expect(fieldText("Price cannot be negative.", i18n)).toBe("لا يمكن أن يكون السعر سالبًا.");
  });

  it("a save the server refuses with one of these checks is said as the form says it", async () => {
    await activateLocale("bn");
    const refused = new ApiError("Price cannot be negative.", 400, "VALIDATION");
    expect(saveErrorText(refused, "fallback", i18n)).toBe("মূল্য ঋণাত্মক হতে পারে না।");
    const other = new ApiError("Some other refusal.", 400, "VALIDATION", true);
    expect(saveErrorText(other, "fallback", i18n)).toBe("fallback");
  });
});
