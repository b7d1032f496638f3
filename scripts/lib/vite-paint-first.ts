import type { IndexHtmlTransformContext, Plugin } from "vite";
import { type SavedDataLocation, savedDataKey } from "../../src/lib/saved-data-location.js";

/**
 * Paint first, then run the app (docs/decisions.md, "Speed of the first screen"). The built shell's
 * entry `<script type="module">` and its `<link rel="modulepreload">` tags become one small inline
 * starter that adds them only once the painted shell's largest content is on screen: the static
 * header and, where the page has one, the shell's first picture (`fetchpriority="high"`, up to
 * IMAGE_WAIT_MS): decoded, then a frame in which it is painted, then the next. The picture's load
 * event is too early: it is painted only once decoded, and the code would be fetched before. Until
 * then the network and the main thread belong to what the person sees; a slow phone would
 * otherwise spend them fetching and evaluating the app before the picture shows.
 *
 * The screen's own chunks are preloaded right after: those the server lists in the page
 * (`#tn-chunks`, server/plugins/static.ts), or, in the page the service worker serves (the build's
 * own, listing nothing), those this build knows for the painted screens (`screens`). The server
 * allows the starter by its hash (server/inline-scripts.ts).
 *
 * Each link added costs the main thread about 6 ms at 4× CPU slowdown (Chromium starts its request
 * there), so the starter adds them PRELOADS_PER_TASK to a task, the entry counted as one, the
 * entry and its own chunks (the largest among them) first: twenty-odd links in one go were a
 * 130–180 ms task (docs/benchmarks.md).
 *
 * Given where the app saves its data (`savedData`), the starter first begins reading it from
 * IndexedDB, as the page is parsed: the app needs it before its first render, and at a phone's
 * speed the read took 25–70 ms that were spent waiting once the code had loaded. It reads the key
 * of whoever the device's login flag and uid name (a signed-out visitor's without them), as the
 * app does (src/lib/saved-data-location.ts). The store is created as idb-keyval creates it, so that
 * the app's own connection finds it.
 */
export const IMAGE_WAIT_MS = 2500;
export const PRELOADS_PER_TASK = 3;

/** A painted screen: its path as a regular expression, and its route file (src/routes/…). */
export interface PaintedScreen {
  path: string;
  routeFile: string;
}
/** A screen's path (regular expression source) and the chunks its code needs beyond the entry's. */
export type ScreenChunks = [path: string, chunks: string[]];

export function starterScript(
  entry: string,
  preloads: readonly string[],
  screens: readonly ScreenChunks[] = [],
  savedData?: SavedDataLocation,
): string {
  return `(function(){${savedData ? earlyRead(savedData) : ""}var d=document,started=0;function add(u){var k=d.createElement("link");k.rel="modulepreload";k.crossOrigin="anonymous";k.href=u;d.head.appendChild(k)}function go(){if(started++)return;var m=${JSON.stringify(screens)},c=d.getElementById("tn-chunks"),p=location.pathname.replace(/\\/$/,"")||"/",q=[],i;try{if(c)q=JSON.parse(c.textContent);else for(i=0;i<m.length;i++)if(new RegExp(m[i][0]).test(p)){q=m[i][1];break}}catch(e){}q=${JSON.stringify(preloads)}.concat(q);var s=d.createElement("script");s.type="module";s.crossOrigin="anonymous";s.src=${JSON.stringify(entry)};d.head.appendChild(s);q.splice(0,${PRELOADS_PER_TASK - 1}).forEach(add);(function next(){if(q.length)setTimeout(function(){q.splice(0,${PRELOADS_PER_TASK}).forEach(add);next()})})()}function later(){requestAnimationFrame(function(){setTimeout(go)})}function check(){var i=d.querySelector("#root img[fetchpriority=high]");if(!i||!i.decode)return later();setTimeout(later,${IMAGE_WAIT_MS});i.decode().then(function(){requestAnimationFrame(later)},later)}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",check);else check()})()`;
}

/**
 * Opens the saved data's database and reads the key of the person signed in on the device (the
 * visitor's when nobody is); `window[early]` settles to EarlyRead.
 */
function earlyRead(at: SavedDataLocation): string {
  const { db, store, early, flag, uid } = at;
  const [DB, STORE, EARLY, FLAG, UID, PERSON, VISITOR] = [
    db,
    store,
    early,
    flag,
    uid,
    savedDataKey("", at),
    savedDataKey(null, at),
  ].map((v) => JSON.stringify(v));
  return `try{window[${EARLY}]=new Promise(function(ok){function no(){ok(null)}var u=null,k;try{if(localStorage.getItem(${FLAG})==="true")u=localStorage.getItem(${UID})}catch(e){}k=u?${PERSON}+u:${VISITOR};var o=indexedDB.open(${DB});o.onupgradeneeded=function(){o.result.createObjectStore(${STORE})};o.onerror=no;o.onblocked=no;o.onsuccess=function(){var b=o.result;try{var g=b.transaction(${STORE},"readonly").objectStore(${STORE}).get(k);g.onsuccess=function(){ok({key:k,value:g.result})};g.onerror=no}catch(e){no()}b.close()}})}catch(e){}`;
}

type Bundle = NonNullable<IndexHtmlTransformContext["bundle"]>;

/** Each screen's chunks beyond the entry's: its route's code-split component chunk and what it imports. */
export function screenChunks(bundle: Bundle, screens: readonly PaintedScreen[], base = "/"): ScreenChunks[] {
  const chunks = Object.values(bundle).filter((o) => o.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const walk = (file: string, into: Set<string>) => {
    const chunk = byFile.get(file);
    if (!chunk || into.has(file)) return;
    into.add(file);
    for (const imported of chunk.imports) walk(imported, into);
  };
  const initial = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, initial);
  return screens.map(({ path, routeFile }) => {
    const files = new Set<string>();
    for (const chunk of chunks) {
      const id = chunk.facadeModuleId ?? "";
      // The split that holds the screen (TanStack Router's "?tsr-split=component---loader").
      if (id.includes(`/${routeFile}?tsr-split=`) && id.includes("component")) walk(chunk.fileName, files);
    }
    if (files.size === 0) throw new Error(`paint-first: no code-split chunk of ${routeFile} in the build`);
    return [path, [...files].filter((f) => !initial.has(f)).map((f) => `${base}${f}`)];
  });
}

/** What index.html's picker compares a saved screen's build with (src/lib/saved-screen.ts). */
export const BUILD_ID_PLACEHOLDER = "__TN_BUILD_ID__";

export function paintFirst(
  opts: { screens?: readonly PaintedScreen[]; savedData?: SavedDataLocation; buildId?: string } = {},
): Plugin {
  return {
    name: "tutornest-paint-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const match = entry.exec(html);
        if (!match) throw new Error("paint-first: the entry module script was not found in index.html");
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const preloads = [...html.matchAll(preloadTag)].map((m) => m[1]);
        const screens = opts.screens?.length && ctx?.bundle ? screenChunks(ctx.bundle, opts.screens) : [];
        const buildId = opts.buildId ?? "";
        // Written into an inline script's string: nothing that could end the string or the script.
        if (!/^[\w.:+-]*$/.test(buildId))
          throw new Error(`paint-first: unusable build id ${JSON.stringify(buildId)}`);
        return html
          .replaceAll(BUILD_ID_PLACEHOLDER, buildId)
          .replace(preloadTag, "")
          .replace(entry, `<script>${starterScript(match[1], preloads, screens, opts.savedData)}</script>`);
      },
    },
  };
}
