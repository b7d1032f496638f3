import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";

export const DEMO_LEARNER = {
  email: "nadia@tutornest.example",
  password: "Demo1234",
  uid: "demo-learner-nadia",
};
export const DEMO_TUTOR = { email: "amina@tutornest.example", password: "Demo1234", uid: "demo-tutor-amina" };

export function newPerson() {
  const id = randomUUID().slice(0, 8);
  return { name: `Test Learner ${id}`, email: `learner-${id}@example.com`, password: "Secret123" };
}

/** Signs in through the Login screen, like a person would. */
export async function logIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.getByTestId("nav-avatar").waitFor();
}
