import type { Plugin } from "vite";

/**
 * Paint first, then run the app (docs/decisions.md, "Speed of the first screen"). The built shell's
 * entry `<script type="module">` and its `<link rel="modulepreload">` tags become one small inline
 * starter that adds them only once the painted shell's largest content is on screen: the static
 * header and, where the page has one, the shell's first picture (`fetchpriority="high"`, up to
 * IMAGE_WAIT_MS): decoded, then a frame in which it is painted, then the next. The picture's load
 * event is too early: it is painted only once decoded, and the code would be fetched before. Until then the network and the main thread belong to what the person sees; a
 * slow phone would otherwise spend them fetching and evaluating the app before the picture shows.
 * The screen's own chunks, which the server lists in the page (`#tn-chunks`, server/plugins/static.ts),
 * are preloaded at the same moment. The server allows the starter by its hash (server/inline-scripts.ts).
 */
export const IMAGE_WAIT_MS = 2500;

export function starterScript(entry: string, preloads: readonly string[]): string {
  return `(function(){var d=document,started=0;function go(){if(started++)return;var h=d.head,l=${JSON.stringify(preloads)},c=d.getElementById("tn-chunks");try{if(c)l=l.concat(JSON.parse(c.textContent))}catch(e){}l.forEach(function(u){var k=d.createElement("link");k.rel="modulepreload";k.crossOrigin="anonymous";k.href=u;h.appendChild(k)});var s=d.createElement("script");s.type="module";s.crossOrigin="anonymous";s.src=${JSON.stringify(entry)};h.appendChild(s)}function later(){requestAnimationFrame(function(){setTimeout(go)})}function check(){var i=d.querySelector("#root img[fetchpriority=high]");if(!i||!i.decode)return later();setTimeout(later,${IMAGE_WAIT_MS});i.decode().then(function(){requestAnimationFrame(later)},later)}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",check);else check()})()`;
}

export function paintFirst(): Plugin {
  return {
    name: "tutornest-paint-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const match = entry.exec(html);
        if (!match) throw new Error("paint-first: the entry module script was not found in index.html");
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const preloads = [...html.matchAll(preloadTag)].map((m) => m[1]);
        return html
          .replace(preloadTag, "")
          .replace(entry, `<script>${starterScript(match[1], preloads)}</script>`);
      },
    },
  };
}
