import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RatingDistribution, Review, ReviewsPage, User } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { ReviewsSection } from "../../../../src/features/reviews/components/reviews-section.js";
import { amina, tutorial } from "../../support/fixtures.js";
import { type ApiCall, answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { closeMessage, renderPage } from "../../support/render-page.js";

const english = tutorial(1);
const reviewsUrl = `/api/tutorials/${english._id}/reviews`;
const DAY = "2025-02-01T10:00:00.000Z";

function review(n: number, over: Partial<Review> = {}): Review {
  return {
    _id: `7a2b3c4d-5e6f-4a1b-8c9d-${String(n).padStart(12, "0")}`,
    tutorialId: english._id,
    rating: 4,
    text: `Review number ${n}.`,
    reviewerId: `learner-${n}`,
    reviewerName: `Learner ${n}`,
    createdAt: DAY,
    updatedAt: DAY,
    reply: null,
    ...over,
  };
}

const NONE: RatingDistribution = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };

function page(items: Review[], over: Partial<ReviewsPage> = {}): ReviewsPage {
  return {
    items,
    total: items.length,
    rating: 4.2,
    ratingCount: 5,
    distribution: { "1": 0, "2": 1, "3": 0, "4": 2, "5": 2 },
    ...over,
  };
}

/** The GETs of the reviews, by their query. */
const reads = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === "GET" && c.url === reviewsUrl).map((c) => new URLSearchParams(c.search));
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== "GET");

withOutbox();
afterEach(() => {
  closeMessage();
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

/** Tutor Details' reviews, the API answering GET …/reviews with `answer` (any write: the review). */
async function openSection(answer: (c: ApiCall) => ReviewsPage, user: User | null = null) {
  authStore.set({ user, loading: false });
  const calls = answerApi((c) => {
    if (c.method === "GET" && c.url === reviewsUrl) return json(200, answer(c));
    if (c.method === "PUT" && c.url.endsWith("/reply")) {
      const text = (c.body as { text: string }).text;
      return json(200, { ...review(1), reply: { text, createdAt: DAY, updatedAt: DAY } });
    }
    return json(404, { message: "Not found." });
  });
  await renderPage(() => <ReviewsSection tutorial={english} />);
  return calls;
}

const srText = (text: string) => (_: string, el: Element | null) =>
  el?.classList.contains("sr-only") === true && el.textContent === text;

describe("Tutor Details: reviews", () => {
  it("the summary shows the mean, the count and one bar per star level with its count", async () => {
    await openSection(() => page([review(1)]));
    expect(await screen.findByText(srText("Rated 4.2 out of 5. "))).toBeTruthy();
    expect(screen.getByText("5 ratings")).toBeTruthy();
    expect(screen.getByText(srText("5 stars: 2"))).toBeTruthy();
    expect(screen.getByText(srText("4 stars: 2"))).toBeTruthy();
    expect(screen.getByText(srText("3 stars: 0"))).toBeTruthy();
    expect(screen.getByText(srText("2 stars: 1"))).toBeTruthy();
    expect(screen.getByText(srText("1 star: 0"))).toBeTruthy();
  });

  it("each review: stars, words verbatim, the reviewer's profile, 'Edited' once changed, the reply", async () => {
    const risky = "Great <b>x</b> $& teacher";
    const items = [
      review(1, { rating: 4, text: risky }),
      review(2, {
        rating: 2,
        updatedAt: "2025-02-03T10:00:00.000Z",
        reply: { text: "Thanks for the feedback.", createdAt: DAY, updatedAt: DAY },
      }),
    ];
    await openSection(() => page(items));
    const [first, second] = await screen.findAllByRole("article");
    if (!first || !second) throw new Error("two reviews expected");

    expect(within(first).getByRole("img", { name: "Rated 4 out of 5" })).toBeTruthy();
    expect(within(first).getByText(risky).textContent).toBe(risky);
    expect(first.querySelector("b")).toBeNull();
    const link = within(first).getByRole("link", { name: "Learner 1" });
    expect(link.getAttribute("href")).toBe("/see-profile/learner-1");
    expect(within(first).queryByText(/Edited/)).toBeNull();
    expect(within(first).queryByText("Reply from the tutor")).toBeNull();

    expect(within(second).getByRole("img", { name: "Rated 2 out of 5" })).toBeTruthy();
    expect(within(second).getByText(/Edited/)).toBeTruthy();
    const reply = within(second).getByText("Reply from the tutor").parentElement as HTMLElement;
    expect(within(reply).getByText("Thanks for the feedback.")).toBeTruthy();
  });

  it("'Show more' asks for the next page (offset=10) while reviews remain", async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(i + 1));
    const calls = await openSection((c) => {
      const offset = Number(new URLSearchParams(c.search).get("offset"));
      return offset === 0 ? page(first, { total: 11 }) : page([review(11)], { total: 11 });
    });
    expect(await screen.findByText("Review number 10.")).toBeTruthy();
    expect(reads(calls).map((q) => q.get("offset"))).toEqual(["0"]);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Review number 11.")).toBeTruthy();
    const asked = reads(calls);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.get("offset")).toBe("10");
    expect(asked[1]?.get("limit")).toBe("10");
    expect(screen.getAllByRole("article")).toHaveLength(11);
    // All 11 seen: no more to show.
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("no 'Show more' when the first page holds every review", async () => {
    await openSection(() => page([review(1), review(2)]));
    expect(await screen.findByText("Review number 2.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("'Sort reviews' → 'Highest rated' asks with sort=highest", async () => {
    const calls = await openSection((c) => {
      const sort = new URLSearchParams(c.search).get("sort");
      return page([review(sort === "highest" ? 5 : 1)]);
    });
    expect(await screen.findByText("Review number 1.")).toBeTruthy();
    expect(reads(calls)[0]?.get("sort")).toBe("newest");
    const select = screen.getByLabelText("Sort reviews") as HTMLSelectElement;
    fireEvent.change(select, { target: { value: "highest" } });
    expect(await screen.findByText("Review number 5.")).toBeTruthy();
    expect(select.value).toBe("highest");
    expect(reads(calls).at(-1)?.get("sort")).toBe("highest");
  });

  it("no Reply for anyone but the tutorial's owner (signed out, or another person)", async () => {
    await openSection(() => page([review(1)]));
    expect(await screen.findByText("Review number 1.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Reply/ })).toBeNull();
    cleanup();
    const bilal: User = { uid: "demo-bilal", displayName: "Bilal Khan", email: null, photoURL: null };
    await openSection(() => page([review(1)]), bilal);
    expect(await screen.findByText("Review number 1.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Reply/ })).toBeNull();
  });

  it("the owner replies: PUT /reviews/{id}/reply with the text; an empty reply is refused", async () => {
    const r = review(1);
    const calls = await openSection(() => page([r]), amina);
    fireEvent.click(await screen.findByRole("button", { name: "Reply to Learner 1" }));
    const box = screen.getByLabelText("Your reply to Learner 1");

    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("The reply is required.")).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(box, { target: { value: "Thank you, Learner 1!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const put = writes(calls)[0];
    expect(put?.method).toBe("PUT");
    expect(put?.url).toBe(`/api/reviews/${r._id}/reply`);
    expect(put?.body).toEqual({ text: "Thank you, Learner 1!" });
    await waitFor(() => expect(screen.queryByLabelText("Your reply to Learner 1")).toBeNull());
  });

  it("no reviews: 'No reviews yet.' and 'No ratings yet.'", async () => {
    await openSection(() => page([], { total: 0, rating: null, ratingCount: 0, distribution: NONE }));
    expect(await screen.findByText("No reviews yet.")).toBeTruthy();
    expect(screen.getByText("No ratings yet.")).toBeTruthy();
    expect(screen.getByText(srText("5 stars: 0"))).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });
});
