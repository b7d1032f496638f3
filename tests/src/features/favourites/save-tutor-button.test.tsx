import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { savedTutorsQueryOptions } from "../../../../src/features/favourites/api.js";
import { SavedTutorsPage } from "../../../../src/features/favourites/components/saved-tutors-page.js";
import { TutorialCard } from "../../../../src/features/tutorials/components/tutorial-card.js";
import { list } from "../../../../src/offline/index.js";
import { amina, tutorial } from "../../support/fixtures.js";
import { answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { closeMessage, renderPage, testQueryClient } from "../../support/render-page.js";

/** A card's heart and the Saved tutors screen (docs/product.md, Saved tutors). */
withOutbox();
const t = tutorial(3, { userId: "demo-james" });
const Card = () => <TutorialCard tutorial={t} />;
const signIn = () =>
  authStore.set({
    user: { uid: amina.uid, email: amina.email ?? null, displayName: "Amina", photoURL: null },
    loading: false,
  });

beforeEach(() => vi.spyOn(navigator, "onLine", "get").mockReturnValue(true));
afterEach(() => {
  closeMessage();
  cleanup();
  authStore.set({ user: null, loading: true });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const heart = () => within(screen.getByRole("article")).getByRole("button", { name: /^Save/ });

describe("a card's heart", () => {
  it("signed out, says 'You must be logged in to save tutors.' and sends nothing", async () => {
    authStore.set({ user: null, loading: false });
    const calls = answerApi(() => json(500, {}));
    await renderPage(Card);
    const button = heart();
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(button.getAttribute("aria-label")).toBe("Save tutor");
    fireEvent.click(button);
    expect((await screen.findByRole("dialog")).textContent).toContain(
      "You must be logged in to save tutors.",
    );
    expect(calls).toEqual([]);
  });

  it("signed in, saves with one PUT (an Idempotency-Key) and shows 'Saved', pressed; pressed again, unsaves", async () => {
    signIn();
    let saved: unknown[] = [];
    const calls = answerApi((call) => {
      if (call.method === "GET" && call.url === "/api/favourites") return json(200, saved);
      if (call.method === "PUT" && call.url === `/api/favourites/${t._id}`) {
        saved = [t];
        return json(200, { saved: true });
      }
      if (call.method === "DELETE" && call.url === `/api/favourites/${t._id}`) {
        saved = [];
        return json(200, { saved: false });
      }
      return json(404, { error: "Not found", code: "NOT_FOUND" });
    });
    await renderPage(Card);
    await waitFor(() => expect(calls.some((c) => c.url === "/api/favourites")).toBe(true));
    fireEvent.click(heart());
    const pressed = await screen.findByRole("button", { name: "Saved" });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.key).toBeTruthy();
    expect(put?.body).toBeUndefined();

    // One press at a time: the heart waits for the server's answer.
    await waitFor(() => expect((pressed as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pressed);
    const unpressed = await screen.findByRole("button", { name: "Save tutor" });
    expect(unpressed.getAttribute("aria-pressed")).toBe("false");
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("pressed before the identity provider has answered, waits for the answer, then saves", async () => {
    authStore.set({ user: null, loading: true });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    answerApi(() => Promise.reject(new TypeError("offline")));
    await renderPage(Card);
    fireEvent.click(heart());
    await new Promise((r) => setTimeout(r, 50));
    expect(await list()).toEqual([]);
    signIn();
    expect((await screen.findByRole("button", { name: "Saved" })).getAttribute("aria-pressed")).toBe("true");
    expect((await list()).map((i) => i.kind)).toEqual(["favourite-save"]);
  });

  it("pressed before the answer, and the answer is nobody: says 'You must be logged in to save tutors.'", async () => {
    authStore.set({ user: null, loading: true });
    const calls = answerApi(() => json(500, {}));
    await renderPage(Card);
    fireEvent.click(heart());
    authStore.set({ user: null, loading: false });
    expect((await screen.findByRole("dialog")).textContent).toContain(
      "You must be logged in to save tutors.",
    );
    expect(calls).toEqual([]);
  });

  it("offline, shows 'Saved' at once, marked as waiting, with the save in the outbox", async () => {
    signIn();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    answerApi(() => Promise.reject(new TypeError("offline")));
    const queryClient = testQueryClient();
    queryClient.setQueryData(savedTutorsQueryOptions(amina.uid).queryKey, []);
    await renderPage(Card, queryClient);
    fireEvent.click(heart());
    const pressed = await screen.findByRole("button", { name: "Saved" });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    expect(pressed.hasAttribute("data-waiting")).toBe(true);
    const items = await list();
    expect(items.map((i) => `${i.kind} ${i.method} ${i.path} ${i.summary}`)).toEqual([
      `favourite-save PUT /api/favourites/${t._id} Save English with Amina Rahman`,
    ]);
  });
});

describe("Saved tutors", () => {
  it("lists the saved tutorials as cards, most recently saved first, each with a pressed heart", async () => {
    signIn();
    const older = tutorial(4, { language: "Arabic" });
    answerApi((call) => (call.url === "/api/favourites" ? json(200, [t, older]) : json(404, {})));
    await renderPage(SavedTutorsPage);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Saved tutors");
    const cards = await screen.findAllByRole("article");
    expect(cards.map((c) => within(c).getByText(/English|Arabic/).textContent)).toEqual([
      "English",
      "Arabic",
    ]);
    for (const card of cards)
      expect(within(card).getByRole("button", { name: "Saved" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("says 'No saved tutors yet.' with a way to find some", async () => {
    signIn();
    answerApi(() => json(200, []));
    await renderPage(SavedTutorsPage);
    expect(await screen.findByText("No saved tutors yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find tutors" }).getAttribute("href")).toBe("/find-tutors");
  });
});
