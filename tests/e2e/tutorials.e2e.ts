import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  chromiumForFile,
  expectAccessible,
  expectMessage,
  holdRequest,
  jpegFile,
  pngFile,
  signedIn,
} from "./support/journey.js";

/** Add, list, edit and delete one's own tutorial (docs/product.md, Screens and Rules: Tutorials). */

const openTab = chromiumForFile();

/** The tutorial form's picture: resolves with the stored image's URL once the upload has finished. */
async function uploadedPreview(page: Page): Promise<string> {
  const preview = page.getByRole("img", { name: "Selected tutorial" });
  await expect.poll(async () => (await preview.getAttribute("src")) ?? "").toMatch(/^(?!blob:)\S+/);
  await page.getByText("Uploaded!", { exact: true }).waitFor();
  return (await preview.getAttribute("src")) ?? "";
}

describe("a tutor's own tutorial", () => {
  it("is added with an uploaded image, shown in My Tutorials (own review disabled), edited, and deleted after confirmation", async () => {
    const tab = await openTab();
    const { page, baseURL } = tab;
    const user = await signedIn(page, "Tutorial Author");
    const language = `Swahili ${user.uid.slice(0, 6)}`;

    // A new user has none yet.
    await page.goto("/my-tutorials");
    await page.getByText("No tutorial found.", { exact: true }).waitFor();
    await expectAccessible(page, "My Tutorials, empty");

    await page.getByRole("main").getByRole("link", { name: "Add Tutorial" }).click();
    await page.waitForURL("**/add-tutorials");
    await page.getByRole("heading", { level: 1, name: "Add a Tutorial" }).waitFor();
    const name = page.getByLabel("Name", { exact: true });
    const email = page.getByLabel("Email", { exact: true });
    expect(await name.inputValue()).toBe(user.name);
    expect(await email.inputValue()).toBe(user.email);
    expect(await name.getAttribute("readonly")).not.toBeNull();
    expect(await email.getAttribute("readonly")).not.toBeNull();
    const price = page.getByLabel("Price (USD)");
    // A text field with the decimal keypad: a number input refuses Bangla and Arabic-Indic digits.
    // Steps of 0.01 are the contract's check ('Price has at most 2 decimals.').
    expect(await price.getAttribute("type")).toBe("text");
    expect(await price.getAttribute("inputmode")).toBe("decimal");

    // Language, price and description are required.
    await page.getByRole("button", { name: "Add Tutorial" }).click();
    for (const label of ["Language", "Price (USD)", "Description"]) {
      await expect
        .poll(() => page.getByRole("main").getByLabel(label, { exact: true }).getAttribute("aria-invalid"))
        .toBe("true");
    }
    await expectAccessible(page, "Add Tutorial, required fields");

    // In the page's form, not the bar's Language control.
    await page.getByRole("main").getByLabel("Language", { exact: true }).fill(language);
    await price.fill("12.5");
    await page
      .getByLabel("Description", { exact: true })
      .fill("Everyday Swahili for travellers: greetings, markets and directions.");
    await page.getByRole("button", { name: "Add Tutorial" }).click();
    await expectMessage(page, "Error!", "Please upload the tutorial image first.");

    // Something that is not a picture is refused by the server, in its own words.
    const picker = page.getByLabel("Tutorial image");
    await picker.setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture"),
    });
    await expectMessage(page, "Error!", "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.");

    await picker.setInputFiles(await pngFile());
    const image = await uploadedPreview(page);
    expect(image).toMatch(/^\/uploads\/.+\.webp$/);
    await expectAccessible(page, "Add Tutorial, image uploaded");

    // 'Submitting...' while the server has not answered yet.
    const held = await holdRequest(page, "POST", /^\/api\/tutorials$/);
    await page.getByRole("button", { name: "Add Tutorial" }).click();
    await held.arrived;
    await page.getByRole("button", { name: "Submitting..." }).waitFor();
    expect(await page.getByRole("button", { name: "Submitting..." }).isDisabled()).toBe(true);
    await held.release();
    await expectMessage(page, "Tutorial added successfully!");
    await page.waitForURL("**/my-tutorials");

    // The card: image, poster, description, language, price, reviews; edit, delete, review.
    const card = page.getByRole("main").getByRole("article");
    await card.waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByRole("img").getAttribute("src")).toBe(image);
    await card.getByRole("heading", { name: `Posted by ${user.name}` }).waitFor();
    await card.getByText(language, { exact: true }).waitFor();
    await card.getByText("$12.50", { exact: true }).waitFor();
    await card.getByText("0 reviews", { exact: true }).waitFor();
    await card.getByText(/^Everyday Swahili for travellers/).waitFor();
    const review = card.getByRole("button", { name: `Review ${language} tutorial` });
    expect(await review.isDisabled()).toBe(true);
    await expectAccessible(page, "My Tutorials, one tutorial");
    const [posted] = (await (await fetch(`${baseURL}/api/tutorials?userId=${user.uid}`)).json()) as {
      _id: string;
      review: number;
    }[];
    expect(posted?.review).toBe(0);

    // Edit: name and email read-only, 'No review yet', and an image is needed.
    await card.getByRole("link", { name: `Edit ${language} tutorial` }).click();
    await page.waitForURL(`**/edit-tutorial/${posted?._id}`);
    await page.getByRole("heading", { level: 1, name: "Edit Tutorial" }).waitFor();
    expect(await page.getByLabel("Name", { exact: true }).getAttribute("readonly")).not.toBeNull();
    expect(await page.getByLabel("Email", { exact: true }).getAttribute("readonly")).not.toBeNull();
    expect(await page.getByLabel("Review", { exact: true }).inputValue()).toBe("No review yet");
    expect(await page.getByRole("main").getByLabel("Language", { exact: true }).inputValue()).toBe(language);
    expect(await page.getByRole("img", { name: "Selected tutorial" }).getAttribute("src")).toBe(image);
    await expectAccessible(page, "Edit Tutorial");
    await page.getByRole("button", { name: "Remove image" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectMessage(page, "Error!", "Please upload an image first.");

    await page.getByLabel("Tutorial image").setInputFiles(await jpegFile());
    const newImage = await uploadedPreview(page);
    expect(newImage).not.toBe(image);
    await page.getByLabel("Price (USD)").fill("14.75");
    await page.getByLabel("Description", { exact: true }).fill("Swahili for travellers and new residents.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectMessage(page, "Tutorial updated successfully!");
    await page.waitForURL("**/my-tutorials");
    await card.getByText("$14.75", { exact: true }).waitFor();
    await card.getByText("Swahili for travellers and new residents.", { exact: true }).waitFor();
    await expect.poll(() => card.getByRole("img").getAttribute("src")).toBe(newImage);

    // Delete, after the confirmation.
    await card.getByRole("button", { name: `Delete ${language} tutorial` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
    await confirm.getByText("This tutorial will be permanently deleted!", { exact: true }).waitFor();
    await expectAccessible(page, "delete confirmation");
    // Cancel keeps it.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await card.count()).toBe(1);
    await card.getByRole("button", { name: `Delete ${language} tutorial` }).click();
    await confirm.getByRole("button", { name: "Yes, delete it!" }).click();
    await expectMessage(page, "Deleted!");
    await page.getByText("No tutorial found.", { exact: true }).waitFor();
    expect((await fetch(`${baseURL}/api/tutorials/${posted?._id}`)).status).toBe(404);
  });
});
