import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale, Profile } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { profileKeys } from "../../../../src/features/profile/api.js";
import { ProfilePage } from "../../../../src/features/profile/components/profile-page.js";
import {
  SeeProfileMessage,
  SeeProfilePage,
} from "../../../../src/features/profile/components/see-profile-page.js";
import { UpdateProfilePage } from "../../../../src/features/profile/components/update-profile-page.js";
import { PROFILE_TEXTS } from "../../../../src/features/profile/texts.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { tutorialKeys } from "../../../../src/lib/query-keys.js";
import { englishLeft } from "../../support/english-left.js";
import { amina, profileOf, tutorial } from "../../support/fixtures.js";
import { PageRequest } from "../../support/page-request.js";
import { closeMessage, renderPage, testQueryClient } from "../../support/render-page.js";

/**
 * The profile screens drawn in Bangla and Arabic show no English of the app's own (docs/decisions.md,
 * "Languages"); what people wrote stays as written, isolated, and prices and counts are in the
 * language's digits.
 */
beforeEach(() => {
  vi.stubGlobal("Request", PageRequest);
});
afterEach(async () => {
  closeMessage();
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
  await act(() => activateLocale("en"));
});

const profile: Profile = profileOf(amina, {
  headline: "IELTS coach",
  location: "Dhaka",
  bio: "I teach English.",
  skills: ["English", "IELTS"],
  education: [{ _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a01", degree: "BA", school: "SOAS", year: "2019" }],
  experience: [
    {
      _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a02",
      role: "Tutor",
      company: "British Council",
      duration: "2019-2023",
      description: "Speaking classes",
    },
  ],
});
const tutorials = [tutorial(1, { price: 25 }), tutorial(2, { language: "Math" })];

/** What people wrote (and the brand, file formats, key names): not the app's own words. */
const NOT_APP_TEXT = [
  "TutorNest",
  profile.name,
  profile.email,
  profile.headline,
  profile.location,
  profile.bio,
  ...profile.skills,
  "BA",
  "SOAS",
  "Tutor",
  "British Council",
  "Speaking classes",
  "English",
  "Math",
  "US$",
  /\b(JPEG|PNG|WebP|GIF|AVIF|Enter|Shift|Escape|at)\b/g,
];

function cache() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(profileKeys.detail(amina.uid), profile);
  queryClient.setQueryData(profileKeys.saved(amina.uid), profile);
  queryClient.setQueryData(tutorialKeys.list({ userId: amina.uid, page: 1 }), {
    items: tutorials,
    total: 5,
    page: 1,
    pageCount: 1,
  });
  return queryClient;
}

const SCREENS: [string, () => ReactElement | null][] = [
  ["My Profile", () => <ProfilePage />],
  ["Update Profile", () => <UpdateProfilePage />],
  ["a public profile", () => <SeeProfilePage userId={amina.uid} />],
  ["a profile not found", () => <SeeProfileMessage text={PROFILE_TEXTS.notFound} />],
];

describe.each<Locale>(["bn", "ar"])("the profile screens in %s", (locale) => {
  it.each(SCREENS)("%s has no English of the app's own", async (_, Screen) => {
    authStore.set({ user: amina, loading: false });
    await act(() => activateLocale(locale));
    await renderPage(Screen, cache());
    await screen.findAllByRole("heading", { level: 1 });
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
  });

  it("My Profile's forms and empty lists have no English of the app's own", async () => {
    authStore.set({ user: amina, loading: false });
    await act(() => activateLocale(locale));
    const queryClient = cache();
    queryClient.setQueryData(profileKeys.detail(amina.uid), profileOf(amina));
    await renderPage(ProfilePage, queryClient);
    const education = within(screen.getByRole("region", { name: locale === "bn" ? "শিক্ষা" : "التعليم" }));
    fireEvent.click(
      education.getByRole("button", { name: locale === "bn" ? "শিক্ষাগত তথ্য যোগ করুন" : "إضافة مؤهل دراسي" }),
    );
    fireEvent.click(education.getByRole("button", { name: locale === "bn" ? "যোগ করুন" : "إضافة" }));
    fireEvent.click(
      screen.getByRole("button", { name: locale === "bn" ? "বায়ো সম্পাদনা করুন" : "تعديل النبذة الشخصية" }),
    );
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
  });
});

describe("what people wrote on a profile in Arabic", () => {
  it("is isolated: the avatar's name, the skills' names, the texts in their own direction", async () => {
    authStore.set({ user: amina, loading: false });
    await act(() => activateLocale("ar"));
    await renderPage(ProfilePage, cache());
    const avatar = screen.getByRole("img", { name: /Amina Rahman/ });
    expect(avatar.getAttribute("alt")).toBe("صورة الملف الشخصي لـ\u2068Amina Rahman\u2069");
    expect(screen.getByRole("button", { name: "إزالة المهارة \u2068IELTS\u2069" })).toBeTruthy();
    for (const text of ["IELTS coach", "I teach English.", "BA", "SOAS · 2019"]) {
      for (const el of screen.getAllByText(text)) expect(el.getAttribute("dir"), text).toBe("auto");
    }
  });
});

describe("a public profile's tutorials", () => {
  it("show prices and the count of the others in the language's digits", async () => {
    await act(() => activateLocale("bn"));
    await renderPage(() => <SeeProfilePage userId={amina.uid} />, cache());
    const list = screen.getByRole("region", { name: "টিউটোরিয়াল" });
    expect(list.textContent).toContain("২৫.০০\u00a0US$");
    expect(list.textContent).toContain("আরও ৩টি");
  });
});

describe("an error kept on screen", () => {
  it("is said again in the language chosen after it appeared", async () => {
    authStore.set({ user: amina, loading: false });
    await renderPage(ProfilePage, cache());
    fireEvent.click(screen.getByRole("button", { name: "Edit name" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("Name cannot be empty.");
    await act(() => activateLocale("bn"));
    expect(screen.getByRole("alert").textContent).toBe("নাম খালি রাখা যাবে না।");
  });
});
