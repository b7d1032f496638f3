import { describe, expect, it } from "vitest";
import type { PageHead } from "../../../contract/locale.js";
import { PAINTED_MARK, pageHtml, withHead } from "../../../server/pages/page-html.js";

/** server/pages/page-html.ts: the built page with the painted markup and the first answers, by position. */
const HEAD =
  '<!doctype html><html lang="en" dir="ltr"><head><title>TutorNest</title></head><body><div id="root">';
const TAIL = '</div><script type="module" src="/assets/app.js"></script></body></html>';
const TEMPLATE = `${HEAD}${PAINTED_MARK}${TAIL}`;
const PATTERNS = ["$`", "$'", "$&", "$$", "$1", "$<name>", "$0", "$'$'$'"];

const EN: PageHead = { lang: "en", dir: "ltr", title: "TutorNest", description: "" };
const painted = (html: string, flaggedOnly = false) => ({ html, flaggedOnly, head: EN });
const dataOf = (html: string): unknown => {
  const block = /<script type="application\/json" id="tn-first-data">(.*?)<\/script>/s.exec(html);
  return block ? JSON.parse(block[1]) : null;
};

describe("pageHtml", () => {
  it("puts the painted markup in place of the mark, and nothing else when there are no answers", () => {
    expect(pageHtml(TEMPLATE, painted("<main>Home</main>"), {})).toBe(`${HEAD}<main>Home</main>${TAIL}`);
  });

  it("puts the answers in a data block just before </head>", () => {
    const answers = { "/api/stats/users": { body: { totalUsers: 3 } } };
    const html = pageHtml(TEMPLATE, painted("<main></main>"), answers);
    const at = html.indexOf("</head>");
    expect(html.slice(0, at)).toBe(
      `<!doctype html><html lang="en" dir="ltr"><head><title>TutorNest</title><script type="application/json" id="tn-first-data">${JSON.stringify(answers)}</script>`,
    );
    expect(html.slice(at)).toBe(`</head><body><div id="root"><main></main>${TAIL}`);
  });

  it("marks the root as painted for a flagged device only when the page says so", () => {
    const flagged = pageHtml(TEMPLATE, painted("<main>Details</main>", true), {});
    expect(flagged).toBe(
      `${HEAD.replace('<div id="root">', '<div id="root" data-painted-for="flagged">')}<main>Details</main>${TAIL}`,
    );
    expect(pageHtml(TEMPLATE, painted("<main>Details</main>"), {})).not.toContain("data-painted-for");
  });

  it("keeps `$` patterns in the markup and the answers as they are: one page, the data as given", () => {
    for (const p of PATTERNS) {
      const markup = `<main>Before ${p} after ${p}</main>`;
      const answers = { [`/api/tutorials?language=${p}`]: { body: [{ description: `${p}</script>${p}` }] } };
      const html = pageHtml(TEMPLATE, painted(markup, true), answers);
      expect(html.split("<!doctype").length - 1, p).toBe(1);
      expect(html.split('id="root"').length - 1, p).toBe(1);
      expect(html, p).toContain(`data-painted-for="flagged">${markup}${TAIL}`);
      expect(dataOf(html), p).toEqual(answers);
    }
  });

  it("escapes `<` in the data, so that no stored text can end its block", () => {
    const answers = {
      "/api/tutorials/1": { body: { description: "</script><script>alert(1)</script><!--" } },
    };
    const html = pageHtml(TEMPLATE, painted(""), answers);
    expect(html).not.toContain("</script><script>alert");
    expect(html).not.toContain('<!--"');
    expect(dataOf(html)).toEqual(answers);
  });

  it("writes the page's language, direction, title and description, escaped, in place of the template's", () => {
    const page =
      '<!doctype html><html lang="en"><head><title>Old</title><meta name="description" content="old" /></head><body></body></html>';
    const head: PageHead = { lang: "ar", dir: "rtl", title: 'عنوان <b> & "$&"', description: 'وصف $\' "x"' };
    expect(withHead(page, head)).toBe(
      '<!doctype html><html lang="ar" dir="rtl"><head><title>عنوان &#60;b&#62; &#38; &#34;$&#38;&#34;</title>' +
        '<meta name="description" content="وصف $&#39; &#34;x&#34;" /></head><body></body></html>',
    );
  });
});
