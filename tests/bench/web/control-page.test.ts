import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { controlHeaders, serveControlPages } from "../../../bench/web/control-page.js";

/**
 * bench:web's controls (bench/web/control-page.ts): an empty page, and one with a line of script
 * served with the app's own security headers, that script allowed by the app's CSP as the app's
 * inline scripts are.
 */
const APP = new Headers({
  "content-security-policy": "default-src 'self';script-src 'self' 'sha256-app=';object-src 'none'",
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "origin-agent-cluster": "?1",
  link: "</assets/index.css>; rel=preload; as=style",
  "x-request-id": "abc",
  "content-length": "123",
  "content-type": "text/html; charset=utf-8",
});

describe("the controls' headers", () => {
  it("are the app's page headers, without those of its transfer and its assets", () => {
    const headers = controlHeaders(APP);
    expect(Object.keys(headers).sort()).toEqual([
      "content-security-policy",
      "cross-origin-opener-policy",
      "origin-agent-cluster",
    ]);
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  it("allow the controls' scripts by their hashes in the app's script-src, nothing else changed", () => {
    const csp = controlHeaders(APP)["content-security-policy"];
    expect(csp).toMatch(
      /^default-src 'self';script-src 'self' 'sha256-app=' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*';object-src 'none'$/,
    );
  });
});

describe("the control pages", () => {
  const served = serveControlPages(APP);
  afterAll(async () => (await served).close());

  it("serve the empty page bare, and the script page with the app's headers and a script its CSP allows", async () => {
    const { emptyUrl, scriptUrl } = await served;
    const empty = await fetch(emptyUrl);
    expect(empty.headers.get("content-security-policy")).toBeNull();
    expect(await empty.text()).not.toContain("<script");

    const withScript = await fetch(scriptUrl);
    expect(withScript.headers.get("origin-agent-cluster")).toBe("?1");
    const script = /<script>(.*?)<\/script>/.exec(await withScript.text())?.[1] ?? "";
    expect(script).not.toBe("");
    const hash = createHash("sha256").update(script).digest("base64");
    expect(withScript.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });

  it("serve the busy page with the app's headers and a script its CSP allows, which works in one task", async () => {
    const { busyUrl } = await served;
    const busy = await fetch(busyUrl);
    const script = /<script>(.*?)<\/script>/.exec(await busy.text())?.[1] ?? "";
    expect(script).toMatch(/for\(/);
    const hash = createHash("sha256").update(script).digest("base64");
    expect(busy.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
    expect(busy.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  });
});
