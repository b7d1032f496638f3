import type { Plugin } from "vite";

/**
 * Paint first, then run the app: the built shell's entry `<script type="module">` becomes a tiny
 * inline starter that adds it after the next frame. The static header in index.html is then on
 * screen before the app's JavaScript is evaluated (on a slow phone, or when the script already
 * sits in the service worker's cache, that evaluation would otherwise come first). The bundle
 * still downloads at once through the modulepreload links. The server allows the starter by its
 * hash (server/inline-scripts.ts).
 */
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
        const starter =
          "<script>requestAnimationFrame(function(){setTimeout(function(){" +
          'var s=document.createElement("script");s.type="module";s.crossOrigin="anonymous";' +
          `s.src=${JSON.stringify(match[1])};document.head.appendChild(s)})})</script>`;
        return html.replace(entry, starter);
      },
    },
  };
}
