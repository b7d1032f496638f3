import { describe, expect, it } from "vitest";
import { chromiumForFile } from "./support/journey.js";

/**
 * The app starts in steps, each a task of its own (src/main.tsx; docs/decisions.md, "Speed of
 * the first screen"). Their User Timing marks say in which order they ran.
 */
const openTab = chromiumForFile();

describe("the start-up", () => {
  it.each(["/", "/find-tutors"])(
    "at %s evaluates the code every screen shares before the first render, after the saved data",
    async (path) => {
      const { page } = await openTab();
      await page.goto(path);
      await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName("tn:render").length)).toBe(1);
      const at = await page.evaluate(() =>
        Object.fromEntries(
          ["tn:boot", "tn:restored", "tn:shared", "tn:render"].map((name) => [
            name,
            performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN,
          ]),
        ),
      );
      // In order, and not strictly apart: the page's clock is coarse (a tenth of a millisecond
      // without cross-origin isolation), and a yield to the main thread can take less than that.
      expect(at["tn:boot"]).toBeLessThanOrEqual(at["tn:restored"]);
      expect(at["tn:restored"]).toBeLessThanOrEqual(at["tn:shared"]);
      expect(at["tn:shared"]).toBeLessThanOrEqual(at["tn:render"]);
    },
  );
});
