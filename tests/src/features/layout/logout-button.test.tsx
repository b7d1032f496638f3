import "fake-indexeddb/auto";
import { i18n } from "@lingui/core";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { LOGOUT_TEXTS } from "../../../../src/features/auth/components/logout-choice.js";
import { LogoutButton } from "../../../../src/features/layout/logout-button.js";
import { enqueue, list, removeAllOf } from "../../../../src/offline/index.js";
import { answerApi, json } from "../../support/network.js";
import { renderPage } from "../../support/render-page.js";

/** Writes still waiting at Logout: the person chooses to wait or to discard them. */
vi.mock("../../../../src/lib/firebase.js", () => ({
  loadAuth: async () => ({}),
  firebaseAuth: async () => ({ signOut: async () => {} }),
}));

const A = { uid: "uid-a", displayName: "A", email: "a@x.example", photoURL: null };
const write = { kind: "booking", method: "POST", path: "/api/bookings", body: {}, summary: "Book" } as const;

beforeEach(async () => {
  await removeAllOf(A.uid);
  authStore.set({ user: A, loading: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderWithWaiting(count: number) {
  for (let i = 0; i < count; i++) await enqueue({ ...write, uid: A.uid });
  const calls = answerApi(() => json(200, { success: true }));
  const view = await renderPage(() => <LogoutButton uid={A.uid} />);
  fireEvent.click(screen.getByRole("button", { name: "Logout" }));
  return { ...view, calls };
}

describe("Logout with writes waiting", () => {
  it("says how many would be lost, with Wait and Discard and log out", async () => {
    await renderWithWaiting(2);
    const dialog = await screen.findByRole("alertdialog", { name: "Changes not sent yet" });
    expect(dialog.textContent).toContain(
      "2 changes have not been sent yet. If you log out now, they will be lost.",
    );
    expect(LOGOUT_TEXTS.text(1, i18n)).toContain("1 change has not been sent yet");
    expect(screen.getByRole("button", { name: "Wait" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Discard and log out" })).toBeTruthy();
  });

  it("Wait keeps the person signed in and the writes queued", async () => {
    const { calls } = await renderWithWaiting(1);
    fireEvent.click(await screen.findByRole("button", { name: "Wait" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(authStore.get().user?.uid).toBe(A.uid);
    expect(await list()).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it("Discard and log out deletes the writes, then signs out", async () => {
    const { calls, router } = await renderWithWaiting(2);
    fireEvent.click(await screen.findByRole("button", { name: "Discard and log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(authStore.get().user).toBeNull();
    expect(await list()).toEqual([]);
    expect(calls.map((c) => c.url)).toEqual(["/api/logout"]);
  });

  it("logs out without asking when nothing waits", async () => {
    const { router } = await renderWithWaiting(0);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(authStore.get().user).toBeNull();
  });
});
