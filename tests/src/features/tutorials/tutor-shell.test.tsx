import { readFileSync } from "node:fs";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { IMAGE_SIZES } from "../../../../contract/index.js";
import { TUTOR_SHELL_ID, tutorShellTemplate } from "../../../../server/tutor-shell.js";
import { TutorialImage } from "../../../../src/features/tutorials/components/tutorial-card.js";

/**
 * Tutor Details' painted shell (server/tutor-shell.ts): its picture must be the one the page then
 * draws, in the same box, or the browser would fetch a second file and the picture would move.
 */
const UPLOAD = `/uploads/${"ab".repeat(32)}.webp`;
const index = readFileSync("index.html", "utf8");

afterEach(cleanup);

function shellOf(image: unknown): DocumentFragment {
  const markup = tutorShellTemplate(image);
  if (!markup) throw new Error("no shell");
  const host = document.createElement("div");
  host.innerHTML = markup;
  const template = host.querySelector("template");
  if (!template || template.id !== TUTOR_SHELL_ID) throw new Error("no template");
  return template.content;
}

/** The attributes that decide which file is fetched and where it is drawn. */
function picked(root: ParentNode) {
  const img = root.querySelector("img");
  const source = root.querySelector("source");
  return {
    picture: img?.parentElement?.tagName === "PICTURE" ? img.parentElement.className : null,
    source: source ? ["type", "sizes", "srcset", "class"].map((a) => source.getAttribute(a)) : null,
    img: ["src", "srcset", "sizes", "width", "height", "fetchpriority", "loading"].map((a) =>
      img?.getAttribute(a),
    ),
    classes: new Set(img?.className.split(/\s+/)),
  };
}

describe("Tutor Details' painted shell", () => {
  for (const [what, image] of [
    ["an own upload (AVIF and WebP by width)", UPLOAD],
    ["another site's picture (as it is)", "https://images.example/tutor.jpg"],
  ] as const) {
    it(`draws ${what} as the page's TutorialImage does`, () => {
      const { container } = render(
        <TutorialImage
          tutorial={{ image, language: "French" }}
          priority
          sizes={IMAGE_SIZES.details}
          className="aspect-video w-full rounded-2xl shadow-sm"
        />,
      );
      expect(picked(shellOf(image))).toEqual(picked(container));
    });
  }

  it("sits in the page's grid, hidden from assistive technology", () => {
    const main = shellOf(UPLOAD).firstElementChild;
    expect(main?.getAttribute("aria-hidden")).toBe("true");
    // As wide as the page's <main>, whatever the picture's own width.
    expect(main?.className).toBe("w-full");
    const grid = main?.firstElementChild;
    // TutorDetails' <article> (tutor-details-page.tsx).
    const page = readFileSync("src/features/tutorials/components/tutor-details-page.tsx", "utf8");
    expect(page).toContain(`<article className="${grid?.className}">`);
  });

  it("is not made for a value that is no picture, and escapes what it writes", () => {
    expect(tutorShellTemplate("javascript:alert(1)")).toBeNull();
    expect(tutorShellTemplate(null)).toBeNull();
    // A picture URL may hold ' and & (contract/text-rules.ts): neither may end the attribute.
    const markup = tutorShellTemplate("https://images.example/a'b&c=1.png") ?? "";
    expect(markup).toContain('src="https://images.example/a&#39;b&#38;c=1.png"');
    const host = document.createElement("div");
    host.innerHTML = markup;
    expect(host.querySelector("template")?.content.querySelector("img")?.getAttribute("src")).toBe(
      "https://images.example/a'b&c=1.png",
    );
  });
});

describe("index.html's picker", () => {
  const picker = [...index.matchAll(/<script>([^<]*shell-page[^<]*)<\/script>/g)].map((m) => m[1]);

  /** The page as the server sends it, with the shell, opened at `path` on a device with or without the flag. */
  function open(path: string, flagged: boolean): Document {
    const html = index.replace("</head>", `${tutorShellTemplate(UPLOAD)}</head>`);
    document.documentElement.innerHTML = new DOMParser().parseFromString(
      html,
      "text/html",
    ).documentElement.innerHTML;
    localStorage.clear();
    if (flagged) localStorage.setItem("isLoggedIn", "true");
    // index.html's own picker, run as the browser runs it, at that address.
    expect(picker).toHaveLength(1);
    new Function("location", picker[0])({ pathname: path });
    return document;
  }

  it("paints Tutor Details' picture where the page opens at once (the login flag is set)", () => {
    const doc = open("/tutor/b5b36145-789b-472e-a9ca-76e76e13effc", true);
    expect(doc.querySelector("#root img[fetchpriority=high]")?.getAttribute("srcset")).toContain("-320.webp");
    expect(doc.getElementById("shell-page")).toBeNull();
  });

  it("paints nothing there without the flag (the page first checks who is signed in), nor elsewhere", () => {
    for (const [path, flagged] of [
      ["/tutor/b5b36145-789b-472e-a9ca-76e76e13effc", false],
      ["/tutor/b5b36145-789b-472e-a9ca-76e76e13effc/extra", true],
      ["/my-tutorials", true],
    ] as const) {
      const doc = open(path, flagged);
      expect(doc.querySelector("#root img"), path).toBeNull();
      expect(doc.getElementById("shell-page"), path).not.toBeNull();
    }
  });
});
