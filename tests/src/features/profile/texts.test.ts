import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import {
  educationInputSchema,
  experienceInputSchema,
  MESSAGES,
  profileFieldPatchSchema,
  skillBodySchema,
  updateProfileBodySchema,
} from "../../../../contract/index.js";
import { knownValidationTexts } from "../../../../src/features/auth/validation-texts.js";
import { PROFILE_TEXTS } from "../../../../src/features/profile/texts.js";
import { bodyProblem, toUpdateBody } from "../../../../src/features/profile/update-profile-form.js";
import { knownProfileTexts, profileText } from "../../../../src/features/profile/validation-texts.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";

afterEach(() => activateLocale("en"));

const issues = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe("the profile's texts", () => {
  it("those the server says too are the contract's MESSAGES, word for word", () => {
    expect(i18n._(PROFILE_TEXTS.loginRequired)).toBe(MESSAGES.loginRequired);
    expect(i18n._(PROFILE_TEXTS.notFound)).toBe(MESSAGES.profileNotFound);
  });

  it("its checks are the contract's English texts, and every one the profile's schemas say is known", () => {
    for (const [text, message] of knownProfileTexts()) expect(i18n._(message)).toBe(text);
    const said = [
      ...issues(profileFieldPatchSchema.safeParse({ name: "" })),
      ...issues(profileFieldPatchSchema.safeParse({ email: "x" })),
      ...issues(educationInputSchema.safeParse({ degree: "" })),
      ...issues(experienceInputSchema.safeParse({ role: "" })),
      ...issues(skillBodySchema.safeParse({ skill: "" })),
      ...issues(
        updateProfileBodySchema.safeParse({ name: "", skills: ["x".repeat(61)], avatar: "javascript:x" }),
      ),
    ];
    expect(said.length).toBe(8);
    const known = (text: string) => knownProfileTexts().has(text) || knownValidationTexts().has(text);
    for (const text of said) expect(known(text), text).toBe(true);
  });

  it("are said in the screen's language, a check not known as it is", async () => {
    await activateLocale("ar");
    for (const text of knownProfileTexts().keys()) {
      expect(profileText(text, i18n)).not.toMatch(/[A-Za-z]/);
    }
    expect(profileText("A rule added later.", i18n)).toBe("A rule added later.");
  });

  it("Update Profile names the entry that breaks a rule, in the language's digits", async () => {
    const body = toUpdateBody(
      {
        name: "Amina",
        headline: "",
        location: "",
        bio: "",
        skills: "",
        education: `ok\n${"x".repeat(201)}`,
        experience: "",
        avatar: "",
      },
      "u1",
      "a@b.example",
    );
    expect(bodyProblem(body)).toBe("Education entry 2: Too big: expected string to have <=200 characters");
    await activateLocale("bn");
    expect(bodyProblem(body, i18n)).toBe("শিক্ষার ২ নম্বর এন্ট্রি: সর্বোচ্চ ২০০টি অক্ষর লেখা যায়।");
  });
});
