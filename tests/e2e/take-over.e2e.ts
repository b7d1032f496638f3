import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signUp } from "../support/identity.js";
import { logIn } from "./support/accounts.js";
import { chromiumForFile, PASSWORD, type Tab } from "./support/journey.js";

/**
 * The app's first render replaces the painted page with the same markup (docs/decisions.md, "How a
 * page starts"): nothing a person sees may move when that happens. Measured in Chromium: the top
 * bar's links and buttons, the account's place and the screen's heading, as painted (the app's
 * code refused) and as the app's first commit draws them (read as it replaces `#root`, before
 * anything later, such as the identity provider's answer, changes the page). For a visitor, for a
 * device whose login flag is set, and in the dark theme.
 */
const openTab = chromiumForFile();

const WIDTHS = [390, 768, 1280];
const PAGES = ["/", "/find-tutors"];
/** Layout is equal when every edge is within this (sub-pixel rounding). */
const TOLERANCE = 0.5;

type Box = { x: number; y: number; width: number; height: number };
interface Drawn {
  /** The visible controls of the top bar by role and name, the account's place, the heading. */
  boxes: Record<string, Box>;
  heading: string;
  /** What tells the themes apart: the bar's and the page's colours. */
  looks: Record<string, string>;
}

/** Reads the page as drawn now; runs in the page (also from an init script, as its source). */
function measure(): Drawn {
  // A place of `display: contents` (the signed-in controls' places) is the box around its parts.
  const rectOf = (el: Element) => {
    if (getComputedStyle(el).display !== "contents") return el.getBoundingClientRect();
    const parts = [...el.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
    if (parts.length === 0) return new DOMRect();
    const left = Math.min(...parts.map((r) => r.left));
    const top = Math.min(...parts.map((r) => r.top));
    return new DOMRect(
      left,
      top,
      Math.max(...parts.map((r) => r.right)) - left,
      Math.max(...parts.map((r) => r.bottom)) - top,
    );
  };
  const boxOf = (el: Element) => {
    const r = rectOf(el);
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  };
  const shown = (el: Element) => {
    const r = rectOf(el);
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const header = document.querySelector("#root header");
  const boxes: Record<string, Box> = {};
  for (const el of header?.querySelectorAll("a, button, span[aria-hidden]") ?? []) {
    if (!shown(el)) continue;
    const name =
      el.tagName === "SPAN"
        ? "account place"
        : `${el.tagName === "A" ? "link" : "button"} "${el.getAttribute("aria-label") ?? el.textContent?.trim()}"`;
    boxes[name] = boxOf(el);
  }
  const h1 = document.querySelector("#root main h1");
  if (h1) boxes.heading = boxOf(h1);
  return {
    boxes,
    heading: h1?.textContent ?? "",
    looks: {
      "bar background": header ? getComputedStyle(header).backgroundColor : "",
      "page background": getComputedStyle(document.body).backgroundColor,
    },
  };
}

interface Case {
  name: string;
  theme?: "dark";
  flagged?: boolean;
  /** The account's control on the bar, as both draw it. */
  account: string;
  themeSwitch: string;
}
const CASES: Case[] = [
  { name: "a visitor", account: 'link "Login"', themeSwitch: 'button "Switch to dark theme"' },
  {
    name: "a device whose login flag is set",
    flagged: true,
    account: "account place",
    themeSwitch: 'button "Switch to dark theme"',
  },
  {
    name: "the dark theme",
    theme: "dark",
    account: 'link "Login"',
    themeSwitch: 'button "Switch to light theme"',
  },
];

async function tabFor(c: Case, width: number): Promise<Tab> {
  const tab = await openTab({ width, theme: c.theme });
  if (c.flagged) await tab.context.addInitScript(() => localStorage.setItem("isLoggedIn", "true"));
  return tab;
}

/** The page as painted, at its `load` event, the app's code refused. */
async function painted(c: Case, width: number, path: string): Promise<Drawn> {
  const tab = await tabFor(c, width);
  let refused = 0;
  await tab.context.route(/\/assets\/.+\.js(\?|$)/, (route) => {
    refused++;
    return route.abort();
  });
  try {
    await tab.page.goto(path, { waitUntil: "load" });
    expect(refused, "the app's code was asked for and refused").toBeGreaterThan(0);
    return await tab.page.evaluate(measure);
  } finally {
    await tab.context.close();
  }
}

/** The page as the app's first commit draws it: read when that commit replaces `#root`'s children. */
async function takenOver(c: Case, width: number, path: string): Promise<Drawn> {
  const tab = await tabFor(c, width);
  await tab.context.addInitScript(`(() => {
    const measure = ${measure.toString()};
    new MutationObserver((records, observer) => {
      // Only the app removes what is in #root (the parser only adds).
      if (!records.some((r) => r.target.id === "root" && r.removedNodes.length > 0)) return;
      observer.disconnect();
      window.__takenOver = measure();
    }).observe(document, { childList: true, subtree: true });
  })()`);
  try {
    await tab.page.goto(path);
    return await firstCommit(tab.page);
  } finally {
    await tab.context.close();
  }
}

async function firstCommit(page: Page): Promise<Drawn> {
  const handle = await page.waitForFunction(() => (window as unknown as { __takenOver?: Drawn }).__takenOver);
  const drawn = (await handle.jsonValue()) as Drawn;
  await handle.dispose();
  return drawn;
}

/** Every difference between the two, in words; empty when a person sees no change. */
function changes(before: Drawn, after: Drawn): string[] {
  const found: string[] = [];
  for (const name of new Set([...Object.keys(before.boxes), ...Object.keys(after.boxes)])) {
    const a = before.boxes[name];
    const b = after.boxes[name];
    if (!a || !b) {
      found.push(`${name} ${a ? "gone" : "appeared"}`);
      continue;
    }
    for (const k of ["x", "y", "width", "height"] as const)
      if (Math.abs(a[k] - b[k]) > TOLERANCE) found.push(`${name} ${k} ${round(a[k])} → ${round(b[k])}`);
  }
  if (before.heading !== after.heading) found.push(`heading "${before.heading}" → "${after.heading}"`);
  for (const [k, v] of Object.entries(before.looks))
    if (after.looks[k] !== v) found.push(`${k} ${v} → ${after.looks[k]}`);
  return found;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

describe("the app taking over the painted page", () => {
  for (const c of CASES) {
    it(`moves nothing, for ${c.name}, at ${PAGES.join(" and ")}, ${WIDTHS.join(", ")} px`, async () => {
      const problems: string[] = [];
      for (const path of PAGES) {
        for (const width of WIDTHS) {
          const before = await painted(c, width, path);
          const after = await takenOver(c, width, path);
          const where = `${path} at ${width} px`;
          // What this case shows, on both sides: its account control, its theme switch, a heading.
          for (const [side, drawn] of [
            ["painted", before],
            ["app", after],
          ] as const) {
            for (const name of [c.account, c.themeSwitch, "heading"])
              if (!drawn.boxes[name]) problems.push(`${where}: no ${name} (${side})`);
          }
          for (const change of changes(before, after)) problems.push(`${where}: ${change}`);
        }
      }
      expect(problems, "what a person sees change when the app takes over").toEqual([]);
    });
  }
});

describe("the identity provider's answer for a signed-in person", () => {
  it("moves nothing on the top bar: the painted places are the signed-in controls' size, in English and Bangla, at 390, 768 and 1280 px", async () => {
    const person = await signUp("Take Over Person");
    const problems: string[] = [];
    for (const locale of ["en", "bn"] as const) {
      for (const width of WIDTHS) {
        const tab = await openTab({ width });
        const { page, context, baseURL } = tab;
        try {
          await logIn(page, { email: person.email, password: PASSWORD });
          // The language as chosen earlier: kept on the device, its copy in the cookie the server paints by.
          await page.evaluate((l) => localStorage.setItem("locale", l), locale);
          await context.addCookies([{ name: "locale", value: locale, url: baseURL }]);
          // As painted (the app's code refused), then as the app draws it once the provider answered
          // and Messages and the bell have come.
          const refuse = (route: { abort: () => Promise<void> }) => route.abort();
          await context.route(/\/assets\/.+\.js(\?|$)/, refuse);
          await page.goto("/find-tutors", { waitUntil: "load" });
          const before = await page.evaluate(measure);
          await context.unroute(/\/assets\/.+\.js(\?|$)/, refuse);
          await page.goto("/find-tutors", { waitUntil: "load" });
          await page.getByTestId("nav-avatar").waitFor();
          await page.locator("header a[href='/messages']").waitFor();
          const after = await page.evaluate(measure);
          const where = `${locale} at ${width} px`;
          if (!before.boxes["account place"]) problems.push(`${where}: no account place painted`);
          // Every control painted stays where it was; the account's place is what the controls fill.
          for (const [name, a] of Object.entries(before.boxes)) {
            if (name === "account place" || name === "heading") continue;
            const b = after.boxes[name];
            if (!b) problems.push(`${where}: ${name} gone`);
            else if (Math.abs(a.x - b.x) > TOLERANCE || Math.abs(a.width - b.width) > TOLERANCE)
              problems.push(
                `${where}: ${name} x ${round(a.x)} → ${round(b.x)}, width ${round(a.width)} → ${round(b.width)}`,
              );
          }
          const place = before.boxes["account place"];
          // What came after the last painted control before the place (the wide bar also shows the
          // signed-in person's links, before the controls).
          const lastBefore = Math.max(
            ...Object.entries(before.boxes)
              .filter(([name, box]) => name !== "heading" && place && box.x < place.x)
              .map(([, box]) => box.x + box.width),
          );
          const filled = Object.entries(after.boxes)
            .filter(([name, box]) => !(name in before.boxes) && box.x >= lastBefore - TOLERANCE)
            .map(([, box]) => box);
          if (place && filled.length > 0) {
            const left = Math.min(...filled.map((b) => b.x));
            const right = Math.max(...filled.map((b) => b.x + b.width));
            if (Math.abs(left - place.x) > TOLERANCE || Math.abs(right - (place.x + place.width)) > TOLERANCE)
              problems.push(
                `${where}: the place spans ${round(place.x)}–${round(place.x + place.width)}, the controls ${round(left)}–${round(right)}`,
              );
          }
        } finally {
          await context.close();
        }
      }
    }
    expect(problems, "what moves on the bar when the identity provider answers").toEqual([]);
  });
});
