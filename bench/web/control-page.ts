import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { freePort } from "../../scripts/lib/ports.js";

/**
 * Controls for the Lighthouse runs (docs/benchmarks.md), served on their own port. Lighthouse run
 * on them with the same settings shows what the browser itself costs on this host, which no page
 * can go below:
 *
 * - `/empty`: no script, no stylesheet, two lines of text.
 * - `/script`: the same page with one line of script, served with the app's own security headers
 *   (those it sends with `/`). A page that runs script gets a JavaScript context, created in the
 *   navigation's first task, and the headers that isolate the page (Cross-Origin-Opener-Policy,
 *   Origin-Agent-Cluster) change how the browser commits it: the floor for any page of this app.
 * - `/busy`: the script page whose script, once the page has loaded and painted, does about 30 ms of work at
 *   1× (more on a slower host) in each of four tasks: each over the 12.5 ms that `bench:web`'s
 *   budget allows a task before the 4× slowdown, and together a Total Blocking Time of at least
 *   4 × (120 − 50) = 280 ms, over the 150 ms budget. If the bench does not find this page over
 *   both budgets, its measure of the page's work is broken (bench/web/start-up-tasks.ts,
 *   bench/web/own-work-trace.ts).
 */
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Control</title></head><body><h1>Control page</h1><p>A control for the benchmark.</p>${body}</body></html>`;
const SCRIPT = 'document.documentElement.dataset.control="1"';
/**
 * A fixed amount of arithmetic (not a wait on the clock, which a descheduled thread would pass idle),
 * in BUSY_TASKS tasks from a quarter of a second after the page's load, well after its first paint:
 * Total Blocking Time counts only what blocks after the first paint.
 */
export const BUSY_TASKS = 4;
const BUSY =
  "const work=()=>{let x=0;for(let i=0;i<3e6;i++)x=(x+i*i)%1000003;document.documentElement.dataset.control=String(x)};" +
  `let n=0;const next=()=>{work();if(++n<${BUSY_TASKS})setTimeout(next,0)};addEventListener("load",()=>setTimeout(next,250))`;
const EMPTY_PAGE = page("");
const SCRIPT_PAGE = page(`<script>${SCRIPT}</script>`);
const BUSY_PAGE = page(`<script>${BUSY}</script>`);
const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** The response headers of the app's `/` that describe the page, not its transfer or its assets. */
const LEFT_OUT = new Set([
  "content-length",
  "content-encoding",
  "content-type",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "last-modified",
  "vary",
  "link",
  "x-request-id",
]);

export function controlHeaders(appHeaders: Headers): Record<string, string> {
  const hashes = [SCRIPT, BUSY].map(hashOf).join(" ");
  const headers: Record<string, string> = {};
  appHeaders.forEach((value, name) => {
    if (LEFT_OUT.has(name)) return;
    // The controls' scripts are allowed as the app's inline scripts are: by their hashes.
    headers[name] =
      name === "content-security-policy"
        ? value.replace(/(^|;)\s*script-src([^;]*)/, `$1script-src$2 ${hashes}`)
        : value;
  });
  return headers;
}

export async function serveControlPages(
  appHeaders: Headers,
): Promise<{ emptyUrl: string; scriptUrl: string; busyUrl: string; close: () => Promise<void> }> {
  const port = await freePort();
  const withScript = controlHeaders(appHeaders);
  const server = createServer((req, res) => {
    const body = req.url === "/script" ? SCRIPT_PAGE : req.url === "/busy" ? BUSY_PAGE : EMPTY_PAGE;
    res.writeHead(200, {
      ...(body === EMPTY_PAGE ? {} : withScript),
      "content-type": "text/html; charset=utf-8",
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    emptyUrl: `${origin}/empty`,
    scriptUrl: `${origin}/script`,
    busyUrl: `${origin}/busy`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
