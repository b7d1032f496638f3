import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { profileKeys } from "../../../../src/features/profile/api.js";
import { ProfilePage } from "../../../../src/features/profile/components/profile-page.js";
import { amina, profileOf } from "../../support/fixtures.js";
import { PageRequest } from "../../support/page-request.js";
import { renderPage, testQueryClient } from "../../support/render-page.js";

beforeEach(() => {
  authStore.set({ user: amina, loading: false });
  vi.stubGlobal("Request", PageRequest);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

describe("Profile page", () => {
  it("shows the profile with its defaults, an edit button per field and the links", async () => {
    const queryClient = testQueryClient();
    const profile = profileOf(amina, { headline: "IELTS coach", skills: ["English"] });
    queryClient.setQueryData(profileKeys.detail(amina.uid), profile);
    await renderPage(ProfilePage, queryClient);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("My Profile");
    for (const field of ["name", "headline", "location", "email", "bio"]) {
      expect(screen.getByRole("button", { name: `Edit ${field}` })).toBeTruthy();
    }
    expect(screen.getByRole("img", { name: "Amina Rahman's profile picture" }).getAttribute("src")).toBe(
      "/img/default-avatar.svg",
    );
    expect(screen.getByRole("link", { name: "Edit all fields" }).getAttribute("href")).toBe(
      "/update-profile",
    );
    expect(screen.getByRole("link", { name: "Public profile" }).getAttribute("href")).toBe(
      `/see-profile/${amina.uid}`,
    );
    expect(screen.getByRole("button", { name: "Change cover" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change photo" })).toBeTruthy();
  });

  it("a failed load says 'Failed to load profile data' in red and falls back to blank defaults", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: "x", code: "VALIDATION" }), { status: 400 })),
    );
    await renderPage(ProfilePage);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load profile data");
    // The account's own name and email, the rest blank.
    expect(screen.getAllByText("Amina Rahman").length).toBeGreaterThan(0);
    expect(screen.getByText("amina@tutornest.example")).toBeTruthy();
    expect(screen.getByText("No skills added yet.")).toBeTruthy();
  });
});
