import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { logIn } from "./support/accounts.js";
import { apiSession } from "./support/api-session.js";
import {
  chromiumForFile,
  expectAccessible,
  expectMessage,
  getTutorial,
  PASSWORD,
  signedIn,
  tutorialOfNewTutor,
} from "./support/journey.js";

/**
 * Reviews after they are written (docs/product.md, Tutor Details and My booked tutors): the tutor
 * replies under a review on Tutor Details, the learner changes their stars and the rating follows.
 */
const openTab = chromiumForFile();

describe("a review", () => {
  it("is answered by the tutor on Tutor Details, then edited by its author, and the rating follows", async () => {
    const tab = await openTab({ width: 390 });
    const { page, baseURL } = tab;
    const tutorName = `Replying Tutor ${randomUUID().slice(0, 6)}`;
    const { tutor, tutorial } = await tutorialOfNewTutor(baseURL, tutorName, {
      language: "Chemistry",
      price: 21,
      description: "Organic chemistry with models you can hold.",
    });
    // A learner books and reviews through the API (their screens are the bookings journey's).
    const learner = await signedIn(page, "Reviewing Learner");
    const api = await apiSession(baseURL, learner);
    expect((await api.call("POST", "/api/bookings", { tutorId: tutorial._id })).status).toBe(201);
    const put = await api.call("PUT", `/api/tutorials/${tutorial._id}/review`, {
      rating: 5,
      text: "Models made it click. <i>Thanks</i> $1",
    });
    expect(put.status).toBe(200);

    // The tutor sees it on their Tutor Details and replies under it.
    await page.getByRole("button", { name: "Logout" }).click();
    await logIn(page, { email: tutor.email, password: PASSWORD });
    await page.goto(`/tutor/${tutorial._id}`);
    const reviews = page.getByRole("region", { name: "Reviews" });
    await reviews.getByText("Models made it click. <i>Thanks</i> $1", { exact: true }).waitFor();
    await reviews.getByRole("img", { name: "Rated 5 out of 5" }).waitFor();
    await reviews.getByRole("button", { name: `Reply to ${learner.name}` }).click();
    await reviews.getByLabel(`Your reply to ${learner.name}`).fill("Glad it helped — see you next week.");
    await reviews.getByRole("button", { name: "Send reply" }).click();
    await reviews.getByText("Reply from the tutor").waitFor();
    await reviews.getByText("Glad it helped — see you next week.", { exact: true }).waitFor();
    await reviews.getByRole("button", { name: `Edit reply to ${learner.name}` }).waitFor();
    await expectAccessible(page, "Tutor Details, a review with the tutor's reply");

    // The learner changes their stars from My booked tutors; the tutorial's rating follows.
    await page.getByRole("button", { name: "Logout" }).click();
    await logIn(page, { email: learner.email, password: PASSWORD });
    await page.goto("/my-booked-tutors");
    const card = page.getByRole("main").getByRole("article").filter({ hasText: "Chemistry" });
    await card.getByRole("img", { name: "Your rating: 5 out of 5" }).waitFor();
    await card.getByRole("button", { name: "Edit review of Chemistry tutor" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit your review of Chemistry tutor" });
    expect(await dialog.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
    await dialog.locator("label", { has: page.getByRole("radio", { name: "3 stars" }) }).click();
    await dialog.getByRole("button", { name: "Submit review" }).click();
    await expectMessage(page, "Review updated.");
    await card.getByRole("img", { name: "Your rating: 3 out of 5" }).waitFor();
    await expect.poll(async () => (await getTutorial(baseURL, tutorial._id)).rating).toBe(3);

    // Deleting it takes the review and its count away.
    await card.getByRole("button", { name: "Edit review of Chemistry tutor" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete review" }).click();
    await expectMessage(page, "Review deleted.");
    await card.getByRole("button", { name: "Review Chemistry tutor" }).waitFor();
    expect(await getTutorial(baseURL, tutorial._id)).toMatchObject({
      review: 0,
      rating: null,
      ratingCount: 0,
    });
  });
});
