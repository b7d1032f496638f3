import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  chromiumForFile,
  expectAccessible,
  expectMessage,
  getTutorial,
  signedIn,
  tutorialOfNewTutor,
} from "./support/journey.js";
import { submitReview } from "./support/review.js";

/** Tutor Details, Book Now, My Booked Tutors and its Review (docs/product.md, Bookings and Reviews). */

const openTab = chromiumForFile();

describe("a learner", () => {
  it("finds a tutor, opens the details, books, sees the booking, and reviews once (+1)", async () => {
    const tab = await openTab();
    const { page, baseURL } = tab;
    const tutorName = `Booked Tutor ${randomUUID().slice(0, 6)}`;
    const { tutor, tutorial } = await tutorialOfNewTutor(baseURL, tutorName, {
      language: "Physics",
      price: 18.25,
      description: "Mechanics and waves, one worked problem at a time.",
    });
    await signedIn(page, "Booking Learner");

    await page.goto("/my-booked-tutors");
    await page.getByRole("heading", { level: 1, name: "My Booked Tutors" }).waitFor();
    await page.getByText("No bookings found.", { exact: true }).waitFor();
    await expectAccessible(page, "My Booked Tutors, empty");

    // Signed in, View Details opens the tutor's page.
    await page.goto(`/find-tutors?q=${encodeURIComponent(tutorName)}`);
    const card = page.getByRole("main").getByRole("article");
    await card.getByRole("heading", { name: tutorName }).waitFor();
    expect(await card.count()).toBe(1);
    await card.getByRole("link", { name: /^View Details/ }).click();
    await page.waitForURL(`**/tutor/${tutorial._id}`);

    // Image, name, language, price, review count, description, Book Now.
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: tutorName }).waitFor();
    expect(await main.getByRole("img", { name: "Physics tutorial" }).getAttribute("src")).toBe(
      tutorial.image,
    );
    await main.getByText("Physics", { exact: true }).waitFor();
    await main.getByText("$18.25").waitFor();
    await main.getByText("0 reviews", { exact: true }).waitFor();
    await main.getByText("Mechanics and waves, one worked problem at a time.", { exact: true }).waitFor();
    await expectAccessible(page, "Tutor Details");

    await main.getByRole("button", { name: "Book Now" }).click();
    await expectMessage(page, "Booking completed!", undefined, { axe: "booking completed" });
    await main.getByText("You have booked this tutor.").waitFor();
    expect(await main.getByRole("button", { name: "Book Now" }).count()).toBe(0);

    // The booking: image, language, price, the tutor's email, and Review.
    await main.getByRole("link", { name: "My booked tutors" }).click();
    await page.waitForURL("**/my-booked-tutors");
    // The URL changes before the screen does: until then Tutor Details' own article is in main.
    await main.getByRole("heading", { level: 1, name: "My Booked Tutors" }).waitFor();
    const booking = main.getByRole("article");
    await booking.waitFor();
    expect(await booking.count()).toBe(1);
    expect(await booking.getByRole("img").getAttribute("src")).toBe(tutorial.image);
    await booking.getByText("Physics", { exact: true }).waitFor();
    await booking.getByText("$18.25", { exact: true }).waitFor();
    await booking.getByText(tutor.email, { exact: true }).waitFor();
    await expectAccessible(page, "My Booked Tutors, one booking");

    // Review: the stars as a radio group, the words, 'Submit review', SPEC's thanks.
    await submitReview(page, booking, "Physics", { stars: 4, text: "Clear steps, $& and <b>all</b>." });
    await expectMessage(page, "Thanks! Review submitted.");
    await expect.poll(async () => (await getTutorial(baseURL, tutorial._id)).review).toBe(1);
    expect(await getTutorial(baseURL, tutorial._id)).toMatchObject({ rating: 4, ratingCount: 1 });
    // Reviewed: the card shows the person's stars and 'Edit review' instead of 'Review'.
    await booking.getByRole("button", { name: "Edit review of Physics tutor" }).waitFor();
    await booking.getByRole("img", { name: "Your rating: 4 out of 5" }).waitFor();
    expect(await booking.getByRole("button", { name: "Review Physics tutor" }).count()).toBe(0);

    await booking.getByRole("link", { name: "Details" }).click();
    await page.waitForURL(`**/tutor/${tutorial._id}`);
    await main.getByText("1 review", { exact: true }).waitFor();
    // The review as written (text, never HTML), with the rating summary.
    await main.getByText("Clear steps, $& and <b>all</b>.", { exact: true }).waitFor();
    await main.getByRole("img", { name: "Rated 4.0 out of 5" }).first().waitFor();
    await expectAccessible(page, "Tutor Details with a review");
  });

  it("is told when a tutor does not exist", async () => {
    const tab = await openTab();
    const { page } = tab;
    await signedIn(page, "Lost Learner");
    await page.goto(`/tutor/${randomUUID()}`);
    await expectMessage(page, "Error!", "Failed to fetch tutorial", { axe: "unknown tutor, dialog" });
    await page.getByRole("main").getByText("Failed to fetch tutorial", { exact: true }).waitFor();
    await expectAccessible(page, "unknown tutor");
  });
});
