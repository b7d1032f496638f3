import { describe, expect, it } from "vitest";
import {
  createTutorialBodySchema,
  experienceInputSchema,
  findTutorsSearch,
  imageUrlSchema,
  isImageUrl,
  isSafeText,
  safeText,
  UNSAFE_TEXT_MESSAGE,
} from "../../contract/index.js";
import { UPLOADS_URL_PREFIX } from "../../server/images/image-store.js";

/** contract/text-rules.ts: what text and image URLs every request may carry. */
describe("isSafeText", () => {
  it("refuses NUL, C0 controls, DEL and lone surrogates", () => {
    for (const bad of [
      "a\u0000",
      "\u0007",
      "\u001B[31m",
      "\u007F",
      "\uD800",
      "x\uDBFFy",
      "\uDC00",
      "😀\uDE00",
    ]) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
      expect(isSafeText(bad, { multiline: true }), JSON.stringify(bad)).toBe(false);
    }
  });

  it("keeps line breaks and tabs only in multi-line text", () => {
    for (const text of ["a\nb", "a\r\nb", "a\tb"]) {
      expect(isSafeText(text)).toBe(false);
      expect(isSafeText(text, { multiline: true })).toBe(true);
    }
  });

  it("accepts emoji, right-to-left marks and any script", () => {
    for (const text of ["", "😀👩🏽‍🏫🇧🇩", "\u202Bمرحبا\u202C", "বাংলা", "\u200F", "日本語", "\uFEFF"]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("is the rule of safeText, with a message that says why", () => {
    const result = safeText(10).safeParse("a\u0000");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(safeText(10).parse("  ok  ")).toBe("ok");
    expect(safeText(3).safeParse("long").success).toBe(false);
  });
});

describe("isImageUrl", () => {
  it("accepts our uploads (as the seed and the image store name them) and plain https URLs", () => {
    for (const url of [
      `${UPLOADS_URL_PREFIX}${"ab12".repeat(16)}.webp`,
      "/uploads/test.webp",
      "https://cdn.example.com/b.webp",
      "https://lh3.googleusercontent.com/a/ACg8ocK-x_1=s96-c",
      "https://example.com/%E2%9C%93.png",
      "https://example.com:8443/p/a.png?w=1&h=2#top",
    ]) {
      expect(isImageUrl(url), url).toBe(true);
    }
  });

  it("refuses anything else, including header injections and non-ASCII", () => {
    for (const url of [
      "",
      "https://example.com/✓.png",
      "https://example.com/a.png>; rel=preload, <https://other.example/x",
      "https://example.com/a b.png",
      'https://example.com/"x"',
      "https://example.com/a\r\nX: y",
      "https://example.com/%zz",
      "https://user:secret@example.com/a.png",
      "https://exa_mple.com/a.png",
      "https://-bad.com/a.png",
      "http://example.com/a.png",
      "//example.com/a.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/uploads/../x.png",
      "/uploads/.hidden",
      "/uploads/a/b.webp",
      "/a.webp",
      `https://example.com/${"a".repeat(2048)}`,
    ]) {
      expect(isImageUrl(url), url).toBe(false);
    }
    expect(isImageUrl(null)).toBe(false);
    expect(isImageUrl(42)).toBe(false);
  });

  it("is the rule of every image field, trimmed first", () => {
    expect(imageUrlSchema().parse("  /uploads/a.webp ")).toBe("/uploads/a.webp");
    expect(imageUrlSchema().safeParse("https://example.com/✓.png").success).toBe(false);
    const body = { image: "https://example.com/✓.png", language: "English", price: 1, description: "d" };
    expect(createTutorialBodySchema.safeParse(body).success).toBe(false);
  });
});

describe("the schemas use it", () => {
  it("refuses NUL and lone surrogates in profile entries, keeping multi-line descriptions", () => {
    expect(experienceInputSchema.safeParse({ role: "R\u0000" }).success).toBe(false);
    expect(experienceInputSchema.safeParse({ role: "R", company: "\uD800" }).success).toBe(false);
    expect(experienceInputSchema.safeParse({ role: "R", description: "one\ntwo" }).success).toBe(true);
  });

  it("drops a search text the API would refuse from a screen's address", () => {
    expect(findTutorsSearch({ q: "a\u0000b" }).q).toBeUndefined();
    expect(findTutorsSearch({ q: " english " }).q).toBe("english");
  });
});
