import http from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/ports.js";
import { errorsPlugin } from "../../server/plugins/errors.js";
import { sameOriginPlugin } from "../../server/plugins/same-origin.js";

/**
 * `npm run dev`: the page comes from Vite on its own port, which passes /api on to the server. A
 * write made by that page must reach the server as a same-origin write (server/plugins/same-origin.ts),
 * and one from elsewhere must still be refused through it.
 */
let api: FastifyInstance;
let vite: ViteDevServer;
let devOrigin = "";

beforeAll(async () => {
  api = Fastify();
  await api.register(errorsPlugin);
  await api.register(sameOriginPlugin, { publicOrigin: undefined });
  api.post("/api/echo", async () => ({ ok: true }));
  const apiUrl = await api.listen({ port: 0, host: "127.0.0.1" });
  // vite.config.ts reads where the API is when it is loaded.
  const previous = process.env.API_URL;
  process.env.API_URL = apiUrl;
  const port = await freePort();
  try {
    vite = await createServer({
      configFile: "vite.config.ts",
      logLevel: "silent",
      server: { port, strictPort: true, host: "127.0.0.1", hmr: false, watch: null },
    });
    await vite.listen();
  } finally {
    if (previous === undefined) delete process.env.API_URL;
    else process.env.API_URL = previous;
  }
  devOrigin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await vite?.close();
  await api?.close();
});

/** A POST as a browser sends it (Origin and Sec-Fetch-Site), through the dev server. */
function post(origin: string, site: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${devOrigin}/api/echo`, {
      method: "POST",
      headers: { origin, "sec-fetch-site": site, "content-type": "application/json" },
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end("{}");
  });
}

describe("the dev server's /api proxy", () => {
  it("presents the page's own origin: its writes are accepted", async () => {
    expect(await post(devOrigin, "same-origin")).toBe(200);
  });

  it("a write from another site is still refused", async () => {
    expect(await post("https://evil.example", "cross-site")).toBe(403);
    expect(await post("http://127.0.0.1:9", "same-site")).toBe(403);
  });
});
