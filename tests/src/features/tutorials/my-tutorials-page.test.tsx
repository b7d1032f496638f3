import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { tutorialKeys } from "../../../../src/features/tutorials/api.js";
import { MyTutorialsPage } from "../../../../src/features/tutorials/components/my-tutorials-page.js";
import { amina, tutorial } from "../../support/fixtures.js";
import { closeMessage, renderPage, testQueryClient } from "../../support/render-page.js";

beforeEach(() => authStore.set({ user: amina, loading: false }));
afterEach(() => {
  closeMessage();
  cleanup();
  authStore.set({ user: null, loading: true });
});

function withMine(count: number) {
  const queryClient = testQueryClient();
  const items = Array.from({ length: Math.min(count, 6) }, (_, i) => tutorial(i + 1));
  queryClient.setQueryData(tutorialKeys.list({ userId: amina.uid, page: 1 }), {
    items,
    total: count,
    page: 1,
    pageCount: Math.max(1, Math.ceil(count / 6)),
  });
  return queryClient;
}

const Page = () => <MyTutorialsPage page={1} onPageChange={() => {}} />;

describe("My Tutorials", () => {
  it("says 'No tutorial found.' when there are none", async () => {
    await renderPage(Page, withMine(0));
    expect(await screen.findByText("No tutorial found.")).toBeTruthy();
  });

  it("shows each card's poster, description, language, price and reviews, with edit, delete and review", async () => {
    await renderPage(Page, withMine(2));
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    const card = within(cards[0]);
    expect(card.getByRole("heading").textContent).toContain("Amina Rahman");
    expect(card.getByText(/Tutorial number 1\./)).toBeTruthy();
    expect(card.getByText("English")).toBeTruthy();
    expect(card.getByText("$15.00")).toBeTruthy();
    expect(card.getByText("1 review")).toBeTruthy();
    expect(card.getByRole("link", { name: /Edit/ }).getAttribute("href")).toBe(
      `/edit-tutorial/${tutorial(1)._id}`,
    );
    expect(card.getByRole("button", { name: /Delete/ })).toBeTruthy();
  });

  it("disables the review-increase button for the owner and says why", async () => {
    await renderPage(Page, withMine(1));
    const review = await screen.findByRole("button", { name: /Review English tutorial/ });
    expect(review.hasAttribute("disabled")).toBe(true);
    const reason = document.getElementById(review.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("You cannot review your own tutorial.");
  });

  it("asks before deleting, with the specification's texts", async () => {
    await renderPage(Page, withMine(1));
    fireEvent.click(await screen.findByRole("button", { name: /Delete/ }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Are you sure?");
    expect(dialog.textContent).toContain("This tutorial will be permanently deleted!");
    expect(within(dialog).getByRole("button", { name: "Yes, delete it!" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("pages when there are more than 6", async () => {
    await renderPage(Page, withMine(8));
    expect((await screen.findAllByRole("article")).length).toBe(6);
    expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Page 2" })).toBeTruthy();
  });
});
