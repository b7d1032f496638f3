import { describe, expect, it } from "vitest";
import { linkHeader } from "../../../server/link-header.js";

/** server/link-header.ts: the `Link` header is built from checked values only, at the point of use. */
describe("linkHeader", () => {
  it("hints our images and chunks, the first image with high priority", () => {
    expect(linkHeader(["/carousel/slide-1.webp"], ["/assets/a-1.js"])).toBe(
      "</carousel/slide-1.webp>; rel=preload; as=image; fetchpriority=high, </assets/a-1.js>; rel=modulepreload",
    );
    expect(linkHeader(["https://cdn.example.com/a.webp"], [])).toBe(
      "<https://cdn.example.com/a.webp>; rel=preload; as=image; fetchpriority=high",
    );
  });

  it("leaves out every value that could break or extend the header", () => {
    const bad = [
      "https://example.com/✓.png",
      "https://example.com/a.png>; rel=preload, <https://other.example/x.js",
      "/a b.png",
      "/x\r\nSet-Cookie: a=b",
      "/../etc/passwd",
      "",
    ];
    expect(linkHeader(bad, bad)).toBeUndefined();
    expect(linkHeader([...bad, "/uploads/ok.webp"], ["/assets/<x>.js", "/assets/ok.js"])).toBe(
      "</uploads/ok.webp>; rel=preload; as=image; fetchpriority=high, </assets/ok.js>; rel=modulepreload",
    );
  });
});
