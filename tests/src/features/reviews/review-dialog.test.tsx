import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Booking, Review } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { MyBookedTutorsPage } from "../../../../src/features/bookings/components/my-booked-tutors-page.js";
import { bookingKeys, lessonKeys, reviewKeys } from "../../../../src/lib/query-keys.js";
import { amina } from "../../support/fixtures.js";
import { type ApiCall, answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { closeMessage, renderPage, testQueryClient } from "../../support/render-page.js";

/** An untimed booking of Bilal's English tutorial (no lesson: it may be reviewed at once). */
const booking: Booking = {
  _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a0d",
  tutorId: "00000000-0000-4000-8000-000000000003",
  image: "/uploads/3.webp",
  language: "English",
  price: 15,
  tutorEmail: "bilal@tutornest.example",
  email: amina.email ?? "",
  tutorName: "Bilal Khan",
};

const REVIEW_ID = "7a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d";

const mine: Review = {
  _id: REVIEW_ID,
  tutorialId: booking.tutorId,
  rating: 3,
  text: "Good lessons, a bit fast.",
  reviewerId: amina.uid,
  reviewerName: "Amina Rahman",
  createdAt: "2025-02-01T10:00:00.000Z",
  updatedAt: "2025-02-01T10:00:00.000Z",
  reply: null,
};

withOutbox();
afterEach(() => {
  closeMessage();
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

/** The writes the page sent (every call but the reads). */
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== "GET");

/** Answers the page's reads and the review writes as the server would. */
function server(reviews: Review[]) {
  return (c: ApiCall) => {
    if (c.method === "PUT" && c.url === `/api/tutorials/${booking.tutorId}/review`) {
      return json(200, { message: "Thanks! Review submitted.", review: 1, reviewId: REVIEW_ID });
    }
    if (c.method === "PATCH" && c.url === `/api/reviews/${REVIEW_ID}`) {
      return json(200, { ...mine, ...(c.body as object), updatedAt: "2025-03-01T10:00:00.000Z" });
    }
    if (c.method === "DELETE" && c.url === `/api/reviews/${REVIEW_ID}`) {
      return json(200, { deletedCount: 1, review: 0 });
    }
    if (c.url === "/api/bookings") return json(200, [booking]);
    if (c.url === "/api/reviews/mine") return json(200, reviews);
    return json(200, []);
  };
}

async function openPage(reviews: Review[] = []) {
  authStore.set({ user: amina, loading: false });
  const calls = answerApi(server(reviews));
  const queryClient = testQueryClient();
  queryClient.setQueryData(bookingKeys.list(amina.uid), [booking]);
  queryClient.setQueryData(lessonKeys.list(amina.uid, "learner"), []);
  queryClient.setQueryData(reviewKeys.mine(amina.uid), reviews);
  await renderPage(MyBookedTutorsPage, queryClient);
  return calls;
}

const radio = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole("radio", { name }) as HTMLInputElement;

describe("My booked tutors: the review dialog", () => {
  it("Review asks for stars, then PUTs the stars and words: 'Thanks! Review submitted.'", async () => {
    const calls = await openPage();
    fireEvent.click(await screen.findByRole("button", { name: "Review English tutor" }));
    const dialog = await screen.findByRole("dialog", { name: "Review English tutor" });
    expect(within(dialog).queryByRole("button", { name: "Delete review" })).toBeNull();

    // No stars: the rule, and nothing sent.
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit review" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Rating must be a whole number of stars from 1 to 5.",
    );
    expect(writes(calls)).toEqual([]);

    fireEvent.click(radio(dialog, "4 stars"));
    expect(radio(dialog, "4 stars").checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Your review"), {
      target: { value: "Patient and clear." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit review" }));

    expect(await screen.findByRole("heading", { name: "Thanks! Review submitted." })).toBeTruthy();
    const put = writes(calls);
    expect(put).toHaveLength(1);
    expect(put[0]?.method).toBe("PUT");
    expect(put[0]?.url).toBe(`/api/tutorials/${booking.tutorId}/review`);
    expect(put[0]?.body).toEqual({ rating: 4, text: "Patient and clear." });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Review English tutor" })).toBeNull());
  });

  it("a review given shows its stars and 'Edit review'; the dialog opens filled and PATCHes the change", async () => {
    const calls = await openPage([mine]);
    expect(await screen.findByRole("img", { name: "Your rating: 3 out of 5" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Review English tutor" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Edit review of English tutor" }));

    const dialog = await screen.findByRole("dialog", { name: "Edit your review of English tutor" });
    expect(radio(dialog, "3 stars").checked).toBe(true);
    expect(radio(dialog, "5 stars").checked).toBe(false);
    const text = within(dialog).getByLabelText("Your review") as HTMLTextAreaElement;
    expect(text.value).toBe(mine.text);

    fireEvent.click(radio(dialog, "5 stars"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit review" }));

    expect(await screen.findByRole("heading", { name: "Review updated." })).toBeTruthy();
    const patch = writes(calls);
    expect(patch).toHaveLength(1);
    expect(patch[0]?.method).toBe("PATCH");
    expect(patch[0]?.url).toBe(`/api/reviews/${REVIEW_ID}`);
    expect(patch[0]?.body).toEqual({ rating: 5, text: mine.text });
  });

  it("'Delete review' DELETEs the review: 'Review deleted.'", async () => {
    const calls = await openPage([mine]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit review of English tutor" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit your review of English tutor" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete review" }));

    expect(await screen.findByRole("heading", { name: "Review deleted." })).toBeTruthy();
    const del = writes(calls);
    expect(del).toHaveLength(1);
    expect(del[0]?.method).toBe("DELETE");
    expect(del[0]?.url).toBe(`/api/reviews/${REVIEW_ID}`);
  });
});
