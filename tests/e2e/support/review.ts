import type { Locator, Page } from "playwright-core";

/**
 * Writes a review in My booked tutors' dialog (docs/product.md, My booked tutors): 'Review' on the
 * booking of `language`, the stars as a radio group, 'Your review', 'Submit review'. The dialog
 * closes once the review is sent or saved offline.
 */
export async function submitReview(
  page: Page,
  scope: Page | Locator,
  language: string,
  review: { stars: number; text?: string },
): Promise<void> {
  await scope.getByRole("button", { name: `Review ${language} tutor` }).click();
  const dialog = page.getByRole("dialog", { name: `Review ${language} tutor` });
  await dialog.waitFor();
  // The star a person clicks: the label around the (visually hidden) radio.
  const name = review.stars === 1 ? "1 star" : `${review.stars} stars`;
  const radio = dialog.getByRole("radio", { name });
  await dialog.locator("label", { has: page.getByRole("radio", { name }) }).click();
  if (!(await radio.isChecked())) throw new Error(`the ${review.stars}-star radio was not chosen`);
  if (review.text !== undefined) await dialog.getByLabel("Your review").fill(review.text);
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await dialog.waitFor({ state: "detached" });
}
