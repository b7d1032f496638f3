import "fake-indexeddb/auto";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { MyBookedTutorsPage } from "../../../../src/features/bookings/components/my-booked-tutors-page.js";
import { expectErrorDialog } from "../../support/error-dialog.js";
import { amina } from "../../support/fixtures.js";
import { answerApi, bare } from "../../support/network.js";
import { closeMessage, renderPage } from "../../support/render-page.js";

afterEach(() => {
  closeMessage();
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

describe("My Booked Tutors", () => {
  it("GET /bookings failing says 'Failed to fetch booked tutors' in the Error! dialog and on the page", async () => {
    authStore.set({ user: amina, loading: false });
    const calls = answerApi(() => bare(500));
    await renderPage(MyBookedTutorsPage);
    await expectErrorDialog("Failed to fetch booked tutors");
    expect(calls.map((c) => `${c.method} ${c.url}${c.search}`)).toEqual([
      `GET /api/bookings?email=${encodeURIComponent(amina.email ?? "")}`,
    ]);
    expect(screen.getAllByText("Failed to fetch booked tutors").length).toBe(2);
  });
});
