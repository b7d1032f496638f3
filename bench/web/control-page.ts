import { createServer } from "node:http";
import { freePort } from "../../scripts/lib/ports.js";

/**
 * A page with no script, no stylesheet and two lines of text, served on its own port: Lighthouse
 * run on it with the same settings shows what the browser itself costs on this host (the
 * navigation's first task), which no page can go below (docs/benchmarks.md).
 */
const EMPTY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Empty</title></head><body><h1>Empty page</h1><p>A control for the benchmark.</p></body></html>';

export async function serveEmptyPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(EMPTY_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
