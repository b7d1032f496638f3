import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../../contract/index.js";
import { EntryList } from "../../../../src/features/profile/components/entry-list.js";
import { InlineTextField } from "../../../../src/features/profile/components/inline-text-field.js";
import {
  educationError,
  experienceError,
  fieldError,
} from "../../../../src/features/profile/components/validation.js";
import { INVALID_VALUE, profileText } from "../../../../src/features/profile/validation-texts.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";

/**
 * The contract's checks of the profile's fields (English, as the server says them) are said in the
 * language on screen where My Profile refuses a value before sending it (docs/decisions.md, "Typed
 * text, checks and prices in three languages").
 */
afterEach(async () => {
  cleanup();
  await act(() => activateLocale("en"));
});

/** Each check, what is typed to meet it, and how Bangla and Arabic say it. */
const FIELD_CHECKS: [field: "name" | "email" | "headline", typed: string, bn: string, ar: string][] = [
  ["name", " ", "নাম খালি রাখা যাবে না।", "لا يمكن ترك الاسم فارغًا."],
  ["email", "not an address", "একটি সঠিক ইমেইল ঠিকানা লিখুন।", "أدخل عنوان بريد إلكتروني صحيحًا."],
  ["headline", "x".repeat(161), "সর্বোচ্চ ১৬০টি অক্ষর লেখা যায়।", "يجب ألا يتجاوز عدد الأحرف ١٦٠."],
];

function refusedInline(field: string, typed: string): string | null {
  const onSave = vi.fn(async () => {});
  render(
    <InlineTextField
      label="Field"
      editLabel="Edit"
      value="Before"
      onSave={onSave}
      validate={fieldError(field as "name")}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Edit" }));
  const input = screen.getByRole("textbox");
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: "Enter" });
  expect(onSave).not.toHaveBeenCalled();
  return screen.getByRole("alert").textContent;
}

/** An entry added with its one required field left empty. */
function refusedEntry(noun: "education" | "experience"): string | null {
  const onAdd = vi.fn(async () => {});
  const key = noun === "education" ? "degree" : "role";
  render(
    <EntryList<{ _id: string }>
      noun={noun}
      entries={[]}
      fields={[{ key, label: msg`Field`, required: true }]}
      valuesOf={() => ({ [key]: "" })}
      nameOf={(e) => e._id}
      summary={(e) => <p>{e._id}</p>}
      validate={noun === "education" ? educationError : experienceError}
      onAdd={onAdd}
      onUpdate={async () => {}}
      onDelete={async () => {}}
    />,
  );
  fireEvent.click(screen.getByRole("button"));
  const add = document.querySelector('form button[type="submit"]');
  if (!add) throw new Error("no add button");
  fireEvent.click(add);
  expect(onAdd).not.toHaveBeenCalled();
  return screen.getByRole("alert").textContent;
}

describe.each<[Locale, 2 | 3]>([
  ["bn", 2],
  ["ar", 3],
])("the profile's checks in %s", (locale, column) => {
  it.each(FIELD_CHECKS)("%s: the contract's text is said in the language", async (...check) => {
    await act(() => activateLocale(locale));
    expect(refusedInline(check[0], check[1])).toBe(check[column]);
  });

  it("an education entry without its degree, an experience without its role", async () => {
    await act(() => activateLocale(locale));
    expect(refusedEntry("education")).toBe(locale === "bn" ? "ডিগ্রি লেখা আবশ্যক।" : "الدرجة العلمية مطلوبة.");
    cleanup();
    expect(refusedEntry("experience")).toBe(locale === "bn" ? "পদ লেখা আবশ্যক।" : "المنصب مطلوب.");
  });

  it("the form's own word for a refusal naming no rule", async () => {
    await act(() => activateLocale(locale));
    expect(profileText(INVALID_VALUE, i18n)).not.toMatch(/[A-Za-z]/);
  });
});
