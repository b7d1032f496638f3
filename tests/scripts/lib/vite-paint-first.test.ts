// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  IMAGE_WAIT_MS,
  PRELOADS_PER_TASK,
  paintFirst,
  type ScreenChunks,
  screenChunks,
  starterScript,
} from "../../../scripts/lib/vite-paint-first.js";

/**
 * The built page starts the app only once its painted shell is on screen: the entry and its
 * preloads are added by an inline starter after the shell's first picture has loaded (or after
 * IMAGE_WAIT_MS), with the screen's chunks the server listed in the page, or, in the page the
 * service worker serves (which lists none), those the build knows for the screen.
 */
const ENTRY = "/assets/index-abc.js";
const PRELOADS = ["/assets/react-1.js", "/assets/router-2.js"];

function transform(html: string): string {
  const plugin = paintFirst();
  const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

describe("the build's index.html", () => {
  it("carries no module script and no modulepreload link: one inline starter adds them", () => {
    const built = transform(
      `<head><script type="module" crossorigin src="${ENTRY}"></script>\n` +
        PRELOADS.map((p) => `    <link rel="modulepreload" crossorigin href="${p}">`).join("\n") +
        '\n<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body></body>',
    );
    expect(built).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    expect(built).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(built).toContain(`<script>${starterScript(ENTRY, PRELOADS)}</script>`);
  });

  it("refuses a page whose entry script it cannot find", () => {
    expect(() => transform("<head></head>")).toThrow(/entry module script/);
  });
});

describe("the starter", () => {
  /** The shell's picture decodes when the test says so (jsdom decodes nothing). */
  let decoded: (ok: boolean) => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => setTimeout(run, 16));
    HTMLImageElement.prototype.decode = () =>
      new Promise<void>((resolve, reject) => {
        decoded = (ok) => (ok ? resolve() : reject(new Error("EncodingError")));
      });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  const started = () => document.head.querySelector(`script[type=module][src="${ENTRY}"]`) !== null;
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((l) =>
      l.getAttribute("href"),
    );
  const SCREENS: ScreenChunks[] = [
    ["^/$", ["/assets/home-build.js"]],
    ["^/find-tutors$", ["/assets/find-tutors-build.js", "/assets/card-build.js"]],
  ];
  function page(withPicture: boolean, listed = true): HTMLImageElement | null {
    document.body.innerHTML =
      `<div id="root">${withPicture ? '<img fetchpriority="high" src="/carousel/slide-1.webp">' : ""}</div>` +
      (listed ? '<script type="application/json" id="tn-chunks">["/assets/home-route.js"]</script>' : "");
    const img = document.querySelector("img");
    new Function(starterScript(ENTRY, PRELOADS, SCREENS))();
    return img;
  }

  it("waits for the shell's picture to be decoded and painted, then adds the preloads, the screen's chunks and the entry", async () => {
    page(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(started()).toBe(false);
    expect(preloaded()).toEqual([]);
    decoded(true);
    // A frame that paints the picture, the next, then the starter's turn.
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toBe(true);
    expect(preloaded()).toEqual([...PRELOADS, "/assets/home-route.js"]);
    // The picture's load and the time limit both fire: the app is still added once.
    await vi.advanceTimersByTimeAsync(IMAGE_WAIT_MS);
    expect(document.head.querySelectorAll("script[type=module]")).toHaveLength(1);
  });

  it("adds the entry first, then its own chunks and the screen's, a few links to a task", async () => {
    // Each link costs the main thread a request's start: twenty-odd at once were a long task.
    const listed = Array.from({ length: 3 * PRELOADS_PER_TASK }, (_, i) => `/assets/screen-${i}.js`);
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="tn-chunks">${JSON.stringify(listed)}</script>`;
    new Function(starterScript(ENTRY, PRELOADS, SCREENS))();
    while (!started()) await vi.advanceTimersToNextTimerAsync();
    // The entry is one of the first task's links.
    const perTask = [preloaded().length + 1];
    for (
      let before = preloaded().length;
      before < PRELOADS.length + listed.length;
      before = preloaded().length
    ) {
      await vi.advanceTimersToNextTimerAsync();
      perTask.push(preloaded().length - before);
    }
    const links = 1 + PRELOADS.length + listed.length;
    expect(perTask).toHaveLength(Math.ceil(links / PRELOADS_PER_TASK));
    expect(Math.max(...perTask)).toBe(PRELOADS_PER_TASK);
    expect(preloaded()).toEqual([...PRELOADS, ...listed]);
  });

  it("starts after a frame when the picture cannot be decoded", async () => {
    page(true);
    decoded(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toBe(true);
  });

  it("does not wait for ever for a picture that never comes", async () => {
    page(true);
    await vi.advanceTimersByTimeAsync(IMAGE_WAIT_MS - 1);
    expect(started()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toBe(true);
  });

  it("starts after the first frame on a screen without a painted picture", async () => {
    page(false);
    expect(started()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toBe(true);
  });
});

describe("the starter in the page the service worker serves (no list from the server)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => setTimeout(run, 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });
  const SCREENS: ScreenChunks[] = [
    ["^/$", ["/assets/home-build.js"]],
    ["^/find-tutors$", ["/assets/find-tutors-build.js", "/assets/card-build.js"]],
  ];
  async function preloadsAt(path: string): Promise<(string | null)[]> {
    window.history.replaceState(null, "", path);
    document.body.innerHTML = '<div id="root"></div>';
    new Function(starterScript(ENTRY, PRELOADS, SCREENS))();
    await vi.advanceTimersByTimeAsync(20);
    expect(document.head.querySelector("script[type=module]")).not.toBeNull();
    return [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((l) =>
      l.getAttribute("href"),
    );
  }

  it("preloads the chunks this build knows for the screen of the path", async () => {
    expect(await preloadsAt("/find-tutors")).toEqual([
      ...PRELOADS,
      "/assets/find-tutors-build.js",
      "/assets/card-build.js",
    ]);
  });

  it("takes a trailing slash as the same screen, and preloads nothing more for another screen", async () => {
    expect(await preloadsAt("/find-tutors/")).toContain("/assets/find-tutors-build.js");
    document.head.innerHTML = "";
    expect(await preloadsAt("/my-tutorials")).toEqual(PRELOADS);
  });

  it("prefers the server's list where the page has one", async () => {
    window.history.replaceState(null, "", "/");
    document.body.innerHTML =
      '<div id="root"></div><script type="application/json" id="tn-chunks">["/assets/home-route.js"]</script>';
    new Function(starterScript(ENTRY, PRELOADS, SCREENS))();
    await vi.advanceTimersByTimeAsync(20);
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((l) =>
      l.getAttribute("href"),
    );
    expect(hrefs).toEqual([...PRELOADS, "/assets/home-route.js"]);
  });
});

describe("the chunks the build knows for a painted screen", () => {
  type Bundle = Parameters<typeof screenChunks>[0];
  const chunk = (fileName: string, imports: string[], extra: Record<string, unknown> = {}) => ({
    type: "chunk",
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  });
  const bundle = Object.fromEntries(
    [
      chunk("assets/index.js", ["assets/react.js"], { isEntry: true, facadeModuleId: "/app/index.html" }),
      chunk("assets/react.js", []),
      chunk("assets/find-tutors.js", ["assets/card.js", "assets/react.js"], {
        facadeModuleId: "/app/src/routes/find-tutors.index.tsx?tsr-split=component---loader",
      }),
      chunk("assets/find-tutors-pending.js", ["assets/spinner.js"], {
        facadeModuleId: "/app/src/routes/find-tutors.index.tsx?tsr-split=pendingComponent",
      }),
      chunk("assets/card.js", ["assets/format.js"]),
      chunk("assets/format.js", []),
      chunk("assets/spinner.js", []),
    ].map((c) => [c.fileName, c]),
  ) as unknown as Bundle;

  it("are the screen's component chunk and what it imports, without the entry's", () => {
    expect(
      screenChunks(bundle, [{ path: "^/find-tutors$", routeFile: "src/routes/find-tutors.index.tsx" }]),
    ).toEqual([["^/find-tutors$", ["/assets/find-tutors.js", "/assets/card.js", "/assets/format.js"]]]);
  });

  it("refuses a screen the build has no code-split chunk for (a renamed route file)", () => {
    expect(() => screenChunks(bundle, [{ path: "^/$", routeFile: "src/routes/gone.tsx" }])).toThrow(
      /gone\.tsx/,
    );
  });
});
