import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import {
  loginFormSchema,
  PASSWORD_RULE_MESSAGE,
  registerFormSchema,
  updateProfileBodySchema,
} from "../../../../contract/index.js";
import { knownValidationTexts, validationText } from "../../../../src/features/auth/validation-texts.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";

afterEach(() => activateLocale("en"));

const issues = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe("the sign-in forms' checks", () => {
  it("are the contract's English texts, word for word", () => {
    for (const [text, message] of knownValidationTexts()) expect(i18n._(message)).toBe(text);
  });

  it("every text the login and register schemas can say is known", () => {
    const said = [
      ...issues(registerFormSchema.safeParse({ name: "", email: "x", password: "abc" })),
      ...issues(registerFormSchema.safeParse({ name: "A\u0000", email: "a@b.example", password: "Secret1" })),
      ...issues(loginFormSchema.safeParse({ email: "", password: "" })),
    ];
    expect(said.length).toBe(6);
    for (const text of said) expect(knownValidationTexts().has(text)).toBe(true);
  });

  it("are shown in the screen's language; English as they are; an unknown text as it is", async () => {
    expect(validationText(PASSWORD_RULE_MESSAGE, i18n)).toBe(PASSWORD_RULE_MESSAGE);
    await activateLocale("bn");
    expect(validationText(PASSWORD_RULE_MESSAGE, i18n)).not.toBe(PASSWORD_RULE_MESSAGE);
    expect(validationText(PASSWORD_RULE_MESSAGE, i18n)).not.toMatch(/[A-Za-z]/);
    expect(validationText("A rule added later.", i18n)).toBe("A rule added later.");
    expect(validationText(undefined, i18n)).toBeUndefined();
  });

  it("zod's own words for a length past the maximum: kept in English, translated with the language's digits", async () => {
    const [tooLong] = issues(
      registerFormSchema.safeParse({ name: "x".repeat(121), email: "a@b.example", password: "Secret1" }),
    );
    const [tooMany] = issues(
      updateProfileBodySchema.safeParse({ name: "A", skills: Array.from({ length: 51 }, (_, i) => `s${i}`) }),
    );
    expect(validationText(tooLong as string, i18n)).toBe(tooLong);
    expect(validationText(tooMany as string, i18n)).toBe(tooMany);
    await activateLocale("bn");
    expect(validationText(tooLong as string, i18n)).toBe("সর্বোচ্চ ১২০টি অক্ষর লেখা যায়।");
    await activateLocale("ar");
    expect(validationText(tooMany as string, i18n)).toBe("يجب ألا يتجاوز عدد العناصر ٥٠.");
  });
});
