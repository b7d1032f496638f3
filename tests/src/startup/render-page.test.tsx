// @vitest-environment node
import { describe, expect, it } from "vitest";
import { tutorialPath, tutorialsPagePath } from "../../../contract/index.js";
import { renderFrame, renderPage } from "../../../src/startup/render-page.js";
import { tutorial } from "../support/fixtures.js";

/**
 * The page's HTML is rendered from the app's own components (docs/decisions.md, "How a page
 * starts"): the whole top bar and the first screen, or the frame alone where the screen's data is
 * not among the answers or a guard waits for the identity provider.
 */
const bar = (html: string) => html.slice(html.indexOf("<header"), html.indexOf("</header>"));
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("the painted page", () => {
  it("holds the whole top bar: its links, the theme switch of each theme, Login and the flagged device's place", async () => {
    const { html } = await renderPage({ url: "/" });
    const top = bar(html);
    for (const text of ["TutorNest", ">Home<", ">Find tutors<", ">Login<"]) expect(top).toContain(text);
    expect(top).toContain('href="/find-tutors"');
    expect(top).toContain('aria-label="Switch to dark theme"');
    expect(top).toContain('aria-label="Switch to light theme"');
    // Login for a visitor, the account's place for a flagged device, chosen by CSS.
    expect(top).toMatch(/class="[^"]*flagged:hidden[^"]*"[^>]*>Login</);
    // The place holds the signed-in controls' places, Logout's invisible label among them.
    expect(top).toMatch(
      /<span class="hidden flagged:contents" aria-hidden="true">(?:(?!<\/header>).)*invisible[^"]*"[^>]*>(?:(?!<\/header>).)*Logout/s,
    );
    // The current page's link is marked.
    expect(top).toMatch(/aria-current="page"[^>]*>Home</);
  });

  it("paints Home whole, its hero's button and the answered statistics included", async () => {
    const page = await renderPage({
      url: "/",
      answers: {
        "/api/stats/tutorials": { body: { totalTutors: 4321, totalReviews: 5, totalLanguages: 6 } },
        "/api/stats/users": { body: { totalUsers: 8765 } },
      },
    });
    expect(page.routeIds).toContain("/");
    expect(page.flaggedOnly).toBe(false);
    expect(main(page.html)).toContain("Tutor Matching &amp; Learning Platform");
    expect(main(page.html)).toMatch(/href="\/find-tutors"[^>]*>(?:(?!<\/a>).)*Find tutors<\/a>/s);
    expect(main(page.html)).toContain("4,321");
    // The first slide's picture alone: the others would share the bandwidth with it.
    expect(main(page.html).match(/src="\/carousel\/slide-\d/g)).toEqual(['src="/carousel/slide-1']);
    expect(main(page.html)).toContain("8,765");
  });

  it("paints Find Tutors with the answered list, and the frame alone without it", async () => {
    const items = [tutorial(1, { language: "Bangla" }), tutorial(2, { language: "Arabic" })];
    const path = tutorialsPagePath({ page: 1 });
    const page = await renderPage({ url: "/find-tutors", answers: { [path]: { body: items, total: 2 } } });
    expect(page.routeIds).toContain("/find-tutors/");
    expect(main(page.html)).toContain("Explore Online Tutors and teachers for learning a new language");
    expect(main(page.html)).toContain("Bangla");
    expect(main(page.html)).toContain("Arabic");

    const frame = await renderPage({ url: "/find-tutors?q=bangla" });
    expect(frame.routeIds).toEqual([]);
    expect(main(frame.html)).toBe('<main id="main" class="min-h-[calc(100dvh-4rem)] flex-1">');
    expect(bar(frame.html)).toContain(">Login<");
  });

  it("paints Tutor Details for a flagged device only, from the answered tutorial", async () => {
    const t = tutorial(7, { description: "Conversational Bangla for beginners." });
    const page = await renderPage({
      url: `/tutor/${t._id}`,
      answers: { [tutorialPath(t._id)]: { body: t } },
    });
    expect(page.flaggedOnly).toBe(true);
    expect(main(page.html)).toContain("Conversational Bangla for beginners.");
    expect(main(page.html)).toContain('fetchpriority="high"');
  });

  it("paints the frame alone where a guard waits for the identity provider, or the data is missing", async () => {
    for (const url of ["/profile", "/my-tutorials", `/tutor/${tutorial(8)._id}`]) {
      const page = await renderPage({ url });
      expect(page.routeIds, url).toEqual([]);
      expect(main(page.html), url).toBe('<main id="main" class="min-h-[calc(100dvh-4rem)] flex-1">');
    }
  });

  it("never runs a request of its own: every call is answered or the page is the frame", async () => {
    const calls: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response("[]");
    }) as typeof fetch;
    try {
      await renderPage({ url: "/find-tutors" });
      await renderPage({ url: "/" });
    } finally {
      globalThis.fetch = original;
    }
    expect(calls).toEqual([]);
  });

  it("draws stored text as text", async () => {
    const t = tutorial(9, { language: "<img src=x onerror=alert(1)>", description: "$' $& $` </script>" });
    const path = tutorialsPagePath({ page: 1 });
    const { html } = await renderPage({ url: "/find-tutors", answers: { [path]: { body: [t], total: 1 } } });
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("</script>");
  });

  it("paints every form, button and select inert but the bar's two switches: nothing typed, sent or pressed before the app draws it", async () => {
    const login = await renderPage({ url: "/login" });
    expect(main(login.html)).toContain('<form inert=""');
    const path = tutorialsPagePath({ page: 1 });
    const list = await renderPage({
      url: "/find-tutors",
      answers: { [path]: { body: [tutorial(1)], total: 1 } },
    });
    expect(main(list.html)).toContain('<form inert=""');
    // The theme switch and the Language control are answered by index.html's head script
    // (tests/src/startup/painted-switches.test.ts); every other control waits for the app.
    const bySwitch = / data-painted-switch="[a-z]+"/;
    for (const { html } of [login, list]) {
      const live = html.match(/<(form|button|select)(?! inert="")[\s>][^>]*>/g) ?? [];
      expect(live.map((tag) => bySwitch.exec(tag)?.[0])).toEqual([
        ' data-painted-switch="locale"',
        ' data-painted-switch="theme"',
        ' data-painted-switch="theme"',
      ]);
    }
    expect(login.html).toMatch(/<button(?! inert="")[^>]*aria-label="Switch to dark theme"/);
    expect(login.html).toMatch(/<button inert=""[^>]*aria-label="Open menu"/);
    // Buttons of the screen (Sign In with Google) do nothing before the app runs.
    expect(main(login.html)).toMatch(/<button inert=""[^>]*>(?:(?!<\/button>).)*Sign In with Google/s);
  });

  it("paints the service worker's page as the frame with no link marked current", async () => {
    const { html, head } = await renderFrame();
    expect(head).toEqual({
      lang: "en",
      dir: "ltr",
      title: "TutorNest — find, book and review tutors",
      description: expect.stringContaining("find online language and subject tutors") as string,
    });
    expect(main(html)).toBe('<main id="main" class="min-h-[calc(100dvh-4rem)] flex-1">');
    expect(bar(html)).toContain(">Find tutors<");
    expect(bar(html)).not.toContain('aria-current="page"');
    // The offline line, shown by CSS where the head script found the device offline.
    expect(html).toMatch(
      /<p role="status" class="hidden offline:flex[^"]*">.*Offline — showing saved data<\/p>/,
    );
  });
});
