import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import type { Tutorial } from "../../../contract/index.js";

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

/**
 * The newest `count` tutorials of the demo tutors. In this stack they offer no hours
 * (DEMO_LESSONS=off), so Book Now books them untimed, whatever tutors other test files
 * (lessons) gave hours to and listed since.
 */
export async function demoTutorials(baseURL: string, count: number): Promise<Tutorial[]> {
  const lists = await Promise.all(
    DEMO_TUTOR_UIDS.map(
      async (uid) =>
        (await (await fetch(`${baseURL}/api/tutorials?userId=${uid}&limit=50`)).json()) as Tutorial[],
    ),
  );
  // One of each tutor in turn, so that the first few differ in tutor and language.
  const mixed = lists.flatMap((_, i) => lists.map((l) => l[i])).filter((t): t is Tutorial => t !== undefined);
  const all = [...mixed, ...lists.flatMap((l) => l.slice(lists.length))];
  if (all.length < count) throw new Error(`only ${all.length} demo tutorials`);
  return all.slice(0, count);
}

const DEMO_TUTOR_UIDS = ["demo-tutor-amina", "demo-tutor-james", "demo-tutor-farhan"];
