import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { IMAGE_SIZES, responsiveImage } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { TutorialCard } from "../../../../src/features/tutorials/components/tutorial-card.js";
import { amina, tutorial } from "../../support/fixtures.js";
import { closeMessage, renderPage } from "../../support/render-page.js";

afterEach(() => {
  closeMessage();
  cleanup();
  authStore.set({ user: null, loading: true });
});

const t = tutorial(7, { description: `${"x".repeat(120)}TAIL`, review: 4, userId: "demo-james" });
const Card = () => <TutorialCard tutorial={t} />;

describe("Find Tutors' card", () => {
  it("shows the name, language, reviews and the first 120 characters of the description", async () => {
    authStore.set({ user: null, loading: false });
    await renderPage(Card);
    const card = within(await screen.findByRole("article"));
    expect(card.getByRole("heading").textContent).toBe("Amina Rahman");
    expect(card.getByText("English")).toBeTruthy();
    expect(card.getByText("4 reviews")).toBeTruthy();
    expect(card.getByText(`${"x".repeat(120)}…`)).toBeTruthy();
    const img = card.getByRole("img") as HTMLImageElement;
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBeTruthy();
    expect(img.getAttribute("height")).toBeTruthy();
    expect(card.getByRole("link", { name: /View Profile/ }).getAttribute("href")).toBe(
      "/see-profile/demo-james",
    );
  });

  it("offers its upload in every width, AVIF first, sized as the card draws it; eager when first", async () => {
    authStore.set({ user: null, loading: false });
    const image = `/uploads/${"9f".repeat(32)}.webp`;
    const first = tutorial(8, { image });
    await renderPage(() => <TutorialCard tutorial={first} priority />);
    const img = within(await screen.findByRole("article")).getByRole("img");
    const expected = responsiveImage(image, IMAGE_SIZES.card);
    expect([img.getAttribute("srcset"), img.getAttribute("sizes")]).toEqual([
      expected.srcSet,
      IMAGE_SIZES.card,
    ]);
    const source = img.parentElement?.querySelector('source[type="image/avif"]');
    expect(source?.getAttribute("srcset")).toBe(expected.avifSrcSet);
    expect(source?.getAttribute("sizes")).toBe(IMAGE_SIZES.card);
    expect([img.getAttribute("loading"), img.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
  });

  it("signed out, View Details says 'You must be logged in to See Details.' and stays", async () => {
    authStore.set({ user: null, loading: false });
    const { router } = await renderPage(Card);
    fireEvent.click(await screen.findByRole("link", { name: /View Details/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Error!");
    expect(dialog.textContent).toContain("You must be logged in to See Details.");
    expect(router.state.location.pathname).toBe("/");
  });

  it("signed in, View Details opens /tutor/{id}", async () => {
    authStore.set({ user: amina, loading: false });
    const { router } = await renderPage(Card);
    fireEvent.click(await screen.findByRole("link", { name: /View Details/ }));
    await screen.findByText("Elsewhere");
    expect(router.state.location.pathname).toBe(`/tutor/${t._id}`);
  });
});
