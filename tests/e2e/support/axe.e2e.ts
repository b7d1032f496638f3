import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe.js";
import { launchChromium } from "./journey.js";

// A button fading from its disabled grey to its brand colour, next to an endless spinner.
const PAGE = `<!doctype html><html lang="en"><head><title>Fade</title><style>
button { background: #94a3b8; color: #fff; padding: 8px; transition: background-color 1s; }
button:not(:disabled) { background: #0f5f4a; }
.spinner { display: inline-block; animation: spin 1s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
</style></head><body><main><h1>Fade</h1><span class="spinner">o</span>
<button id="go" disabled>Add Tutorial</button></main></body></html>`;

describe("the axe check", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it("judges colours once a transition has ended, not halfway, and is not held up by an endless spinner", async () => {
    const page = await browser.newPage();
    await page.setContent(PAGE);
    await page.evaluate(() => {
      (document.getElementById("go") as HTMLButtonElement).disabled = false;
    });
    expect(await axeViolations(page)).toEqual([]);
    // The button's end state is what was judged: its colour is the brand one now.
    expect(await page.locator("#go").evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
      "rgb(15, 95, 74)",
    );
    await page.close();
  });
});
