/**
 * A path of this site that can sit between `<` and `>` as it is: the build's file names. Never `//`
 * first: `<//host/x.js>` is another host's file.
 */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~/-]{1,512}$/;
export const isSitePath = (value: string): boolean => SITE_PATH.test(value) && !value.includes("..");

/**
 * A page's hints, one `Link` value each: its stylesheets (preload), fetched while the browser reads
 * the HTML. Only this site's paths: anything else could add hints of someone else's choosing or make
 * Node refuse the header.
 */
export function linkHints(styles: readonly string[]): string[] {
  // The page's stylesheet is fetched in CORS mode (Vite's `crossorigin`): a preload without it does
  // not match, and the browser would download the stylesheet a second time.
  return styles.filter(isSitePath).map((url) => `<${url}>; rel=preload; as=style; crossorigin`);
}
