import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  chromiumForFile,
  expectAccessible,
  expectMessage,
  jpegFile,
  pngFile,
  signedIn,
} from "./support/journey.js";

/** Profile (inline editor), Update Profile (form) and See Profile (public view): docs/product.md, Screens. */

const openTab = chromiumForFile();

/** Edits one inline field of /profile: pencil, type, Save. */
async function editInline(
  page: Page,
  field: string,
  value: string,
  opts: { axe?: string } = {},
): Promise<void> {
  const about = page.getByRole("region", { name: "About" });
  await about.getByRole("button", { name: `Edit ${field.toLowerCase()}` }).click();
  const input = about.getByLabel(field, { exact: true });
  await input.fill(value);
  if (opts.axe) await expectAccessible(page, opts.axe);
  await about.getByRole("button", { name: "Save", exact: true }).click();
  await input.waitFor({ state: "detached" });
  await about.getByText(value, { exact: true }).waitFor();
}

/** Chooses `file` through the button that opens the file chooser. */
async function chooseFile(page: Page, button: Locator, file: Awaited<ReturnType<typeof pngFile>>) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(file);
}

function skillNames(page: Page): Promise<string[]> {
  return page
    .getByRole("region", { name: "Skills" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((li) => li.querySelector("span")?.textContent ?? ""));
}

describe("a person's profile", () => {
  it("is edited inline: fields, cover and photo, skills, education and experience; the public view shows it", async () => {
    const tab = await openTab();
    const { page } = tab;
    const user = await signedIn(page, "Profile Person");

    await page.getByTestId("nav-avatar").click();
    await page.waitForURL("**/profile");
    await page.getByRole("heading", { level: 1, name: "My Profile" }).waitFor();
    // A new profile starts from the account: its name and its email.
    const about = page.getByRole("region", { name: "About" });
    await about.getByText(user.email, { exact: true }).waitFor();
    await expectAccessible(page, "Profile, new");

    await editInline(page, "Name", "Priya Sen", { axe: "Profile, inline edit" });
    await editInline(page, "Headline", "Spoken English coach");
    await editInline(page, "Location", "Sylhet, Bangladesh");
    // The email is checked before it is sent; a wrong one is said inline, in red.
    await about.getByRole("button", { name: "Edit email" }).click();
    await about.getByLabel("Email", { exact: true }).fill("not-an-email");
    await about.getByRole("button", { name: "Save", exact: true }).click();
    const problem = about.getByRole("alert");
    await problem.waitFor();
    const [red, green, blue] = await problem.evaluate((el) => {
      const canvas = document.createElement("canvas");
      canvas.width = 1;
      canvas.height = 1;
      const g = canvas.getContext("2d");
      if (!g) return [0, 0, 0];
      g.fillStyle = getComputedStyle(el).color;
      g.fillRect(0, 0, 1, 1);
      return Array.from(g.getImageData(0, 0, 1, 1).data);
    });
    expect(red).toBeGreaterThan(2 * Math.max(green ?? 0, blue ?? 0));
    await expectAccessible(page, "Profile, email refused");
    await about.getByRole("button", { name: "Cancel" }).click();
    await editInline(page, "Email", "priya.contact@example.com");
    await editInline(page, "Bio", "Ten years of helping learners speak with confidence.");
    // The name heads the card too.
    await page.getByText("Priya Sen", { exact: true }).first().waitFor();

    // Cover and photo: real uploads, then saved on the profile.
    await chooseFile(page, page.getByRole("button", { name: "Change cover" }), await pngFile("cover.png"));
    await expectMessage(page, "Cover photo updated successfully!");
    await chooseFile(page, page.getByRole("button", { name: "Change photo" }), await jpegFile("me.jpg"));
    await expectMessage(page, "Profile picture updated successfully!");
    const photo = page.getByRole("img", { name: "Priya Sen's profile picture" });
    await expect.poll(() => photo.getAttribute("src")).toMatch(/^\/uploads\/.+\.webp$/);
    const photoSrc = await photo.getAttribute("src");

    // Skills: trimmed; empty ones ignored; removable.
    const skills = page.getByRole("region", { name: "Skills" });
    await skills.getByText("No skills added yet.").waitFor();
    const newSkill = skills.getByLabel("New skill");
    await newSkill.fill("   Public speaking   ");
    await skills.getByRole("button", { name: "Add" }).click();
    await expect.poll(() => skillNames(page)).toEqual(["Public speaking"]);
    await newSkill.fill("     ");
    await skills.getByRole("button", { name: "Add" }).click();
    await newSkill.fill("IELTS");
    await skills.getByRole("button", { name: "Add" }).click();
    await expect.poll(() => skillNames(page)).toEqual(["Public speaking", "IELTS"]);
    await skills.getByRole("button", { name: "Remove skill Public speaking" }).click();
    await expect.poll(() => skillNames(page)).toEqual(["IELTS"]);

    // Education: add, edit in place, delete.
    const education = page.getByRole("region", { name: "Education" });
    await education.getByRole("button", { name: "Add education" }).click();
    await education.getByLabel("Degree").fill("BA in English");
    await education.getByLabel("School").fill("University of Dhaka");
    await education.getByLabel("Year").fill("2019");
    await expectAccessible(page, "Profile, adding education");
    await education.getByRole("button", { name: "Add", exact: true }).click();
    await education.getByText("University of Dhaka · 2019").waitFor();
    await education.getByRole("button", { name: "Edit education BA in English" }).click();
    await education.getByLabel("Year").fill("2020");
    await education.getByRole("button", { name: "Save", exact: true }).click();
    await education.getByText("University of Dhaka · 2020").waitFor();
    await education.getByRole("button", { name: "Add education" }).click();
    await education.getByLabel("Degree").fill("CELTA");
    await education.getByRole("button", { name: "Add", exact: true }).click();
    await education.getByText("CELTA", { exact: true }).waitFor();
    await education.getByRole("button", { name: "Delete education CELTA" }).click();
    await education.getByText("CELTA", { exact: true }).waitFor({ state: "detached" });

    // Experience: the same.
    const experience = page.getByRole("region", { name: "Experience" });
    await experience.getByRole("button", { name: "Add experience" }).click();
    await experience.getByLabel("Role").fill("English tutor");
    await experience.getByLabel("Company").fill("British Council");
    await experience.getByLabel("Duration").fill("2019-2023");
    await experience.getByLabel("Description").fill("IELTS preparation classes");
    await experience.getByRole("button", { name: "Add", exact: true }).click();
    await experience.getByText("British Council · 2019-2023").waitFor();
    await experience.getByRole("button", { name: "Edit experience English tutor" }).click();
    await experience.getByLabel("Role").fill("Senior English tutor");
    await experience.getByRole("button", { name: "Save", exact: true }).click();
    await experience.getByText("Senior English tutor", { exact: true }).waitFor();
    await experience.getByRole("button", { name: "Add experience" }).click();
    await experience.getByLabel("Role").fill("Volunteer");
    await experience.getByRole("button", { name: "Add", exact: true }).click();
    await experience.getByRole("button", { name: "Delete experience Volunteer" }).click();
    await experience.getByText("Volunteer", { exact: true }).waitFor({ state: "detached" });
    await expectAccessible(page, "Profile, filled in");

    // Everything was saved on the server: a reload shows it again.
    await page.reload();
    await about.getByText("Spoken English coach", { exact: true }).waitFor();
    await about.getByText("priya.contact@example.com", { exact: true }).waitFor();
    expect(await skillNames(page)).toEqual(["IELTS"]);
    await education.getByText("University of Dhaka · 2020").waitFor();

    // The public, read-only view.
    await page.getByRole("link", { name: "Public profile" }).click();
    await page.waitForURL(`**/see-profile/${user.uid}`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Priya Sen" }).waitFor();
    await main.getByText("Spoken English coach", { exact: true }).waitFor();
    await main.getByText("Sylhet, Bangladesh", { exact: true }).waitFor();
    await main.getByText("Ten years of helping learners speak with confidence.", { exact: true }).waitFor();
    await main.getByText("IELTS", { exact: true }).waitFor();
    await main.getByText("University of Dhaka · 2020").waitFor();
    await main.getByText("Senior English tutor", { exact: true }).waitFor();
    await main.getByText("IELTS preparation classes", { exact: true }).waitFor();
    expect(await main.getByRole("button").count()).toBe(0);
    expect(await main.getByRole("img", { name: "Priya Sen's profile picture" }).getAttribute("src")).toBe(
      photoSrc,
    );
    await expectAccessible(page, "See Profile");
  });

  it("is replaced by the Update Profile form (line formats, skills), Cancel goes back; See Profile's messages", async () => {
    const tab = await openTab();
    const { page } = tab;
    const user = await signedIn(page, "Form Person");

    await page.goto("/profile");
    await page.getByRole("link", { name: "Edit all fields" }).click();
    await page.waitForURL("**/update-profile");
    await page.getByRole("heading", { level: 1, name: "Update Profile" }).waitFor();
    // Cancel goes back.
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL("**/profile");
    await page.getByRole("link", { name: "Edit all fields" }).click();
    await page.waitForURL("**/update-profile");

    const fullName = page.getByLabel("Full name");
    expect(await fullName.inputValue()).toBe("Form Person");
    const email = page.getByLabel("Email", { exact: true });
    expect(await email.inputValue()).toBe(user.email);
    expect(await email.getAttribute("readonly")).not.toBeNull();

    await fullName.fill("Farid Ahmed");
    await page.getByLabel("Profile picture").setInputFiles(await pngFile("avatar.png"));
    await page.getByText("Uploaded!", { exact: true }).waitFor();
    await page.getByLabel("Headline").fill("Maths for the curious");
    await page.getByLabel("Location").fill("Khulna, Bangladesh");
    await page.getByLabel("Bio").fill("I teach maths with puzzles.");
    await page.getByLabel("Skills").fill(" Algebra ,, Geometry ,   , Statistics ");
    await page
      .getByLabel("Education")
      .fill("BSc in Mathematics at University of Khulna (2015)\nTeaching certificate");
    await page
      .getByLabel("Experience")
      .fill("Maths teacher at Khulna Public School (2016-2022) - Secondary algebra\nPrivate tutoring");
    await page.getByText("Degree at School (Year)").waitFor();
    await page.getByText("Role at Company (Duration) - Description").waitFor();
    await expectAccessible(page, "Update Profile, filled in");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectMessage(page, "Profile updated successfully!");
    await page.waitForURL("**/profile");

    // The lines became entries: in the format, all parts; otherwise the degree or role only.
    await page.getByText("Maths for the curious", { exact: true }).first().waitFor();
    expect(await skillNames(page)).toEqual(["Algebra", "Geometry", "Statistics"]);
    const education = page.getByRole("region", { name: "Education" });
    await education.getByText("BSc in Mathematics", { exact: true }).waitFor();
    await education.getByText("University of Khulna · 2015").waitFor();
    await education.getByText("Teaching certificate", { exact: true }).waitFor();
    const experience = page.getByRole("region", { name: "Experience" });
    await experience.getByText("Maths teacher", { exact: true }).waitFor();
    await experience.getByText("Khulna Public School · 2016-2022").waitFor();
    await experience.getByText("Secondary algebra", { exact: true }).waitFor();
    await experience.getByText("Private tutoring", { exact: true }).waitFor();
    expect(await experience.getByRole("listitem").count()).toBe(2);
    expect(await education.getByRole("listitem").count()).toBe(2);
    await expect
      .poll(() => page.getByRole("img", { name: "Farid Ahmed's profile picture" }).getAttribute("src"))
      .toMatch(/^\/uploads\/.+\.webp$/);

    await page.goto(`/see-profile/${user.uid}`);
    await page.getByRole("heading", { level: 1, name: "Farid Ahmed" }).waitFor();
    await page.getByText("Private tutoring", { exact: true }).waitFor();

    // The public profile's own messages.
    await page.goto("/see-profile");
    await page.getByRole("heading", { level: 1, name: "No tutor ID provided" }).waitFor();
    await expectAccessible(page, "See Profile without an id");
    await page.goto(`/see-profile/no-such-${randomUUID().slice(0, 8)}`);
    await page.getByRole("heading", { level: 1, name: "Profile not found" }).waitFor();
    await expectAccessible(page, "See Profile, unknown id");
  });
});
