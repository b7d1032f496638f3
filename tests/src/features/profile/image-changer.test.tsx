import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { profileKeys } from "../../../../src/features/profile/api.js";
import { ProfilePage } from "../../../../src/features/profile/components/profile-page.js";
import { amina, profileOf } from "../../support/fixtures.js";
import { answerApi, answerUploads, bare, type UploadAnswer } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { closeMessage, renderPage, testQueryClient } from "../../support/render-page.js";

/**
 * The profile page's picture changers (cover and photo): upload, then save the URL through the
 * outbox. Profile page errors show inline in red (role="alert"), not in a dialog.
 */
const profile = profileOf(amina);

let restoreXhr: (() => void) | undefined;
withOutbox();
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
beforeEach(() => authStore.set({ user: amina, loading: false }));
afterEach(async () => {
  closeMessage();
  cleanup();
  restoreXhr?.();
  restoreXhr = undefined;
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

/** Chooses a picture for the cover (first file input) or the photo (second). */
async function choosePicture(which: "banner" | "avatar", upload: UploadAnswer) {
  restoreXhr = answerUploads(upload).restore;
  const calls = answerApi(() => bare(400));
  const queryClient = testQueryClient();
  queryClient.setQueryData(profileKeys.detail(amina.uid), profile);
  const { container } = await renderPage(ProfilePage, queryClient);
  const [banner, avatar] = container.querySelectorAll<HTMLInputElement>('input[type="file"]');
  const file = new File(["png"], "me.png", { type: "image/png" });
  await act(async () => {
    fireEvent.change(which === "banner" ? banner : avatar, { target: { files: [file] } });
  });
  return calls;
}

describe("Profile picture changers: failures shown inline", () => {
  it.each(["avatar", "banner"] as const)(
    "saving the uploaded %s's URL failing says 'Failed to save image URL'",
    async (which) => {
      const calls = await choosePicture(which, {
        body: { success: true, data: { url: "/uploads/me.webp" } },
      });
      const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
      expect(alert.textContent).toBe("Failed to save image URL");
      expect(alert.className).toContain("text-red-700");
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`PATCH /api/profile/${amina.uid}/${which}`]);
      expect(calls[0].body).toEqual(
        which === "avatar" ? { avatarUrl: "/uploads/me.webp" } : { bannerUrl: "/uploads/me.webp" },
      );
    },
  );

  it("an upload answered 2xx without data.url says 'Image upload failed!' and saves nothing", async () => {
    const calls = await choosePicture("avatar", { status: 201, body: { success: true } });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toBe("Image upload failed!");
    expect(calls).toEqual([]);
  });
});
