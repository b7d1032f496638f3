import { describe, expect, it } from "vitest";
import {
  emailSearch,
  findTutorsSearch,
  pageParam,
  pageSearch,
  redirectSearch,
  tutorialsPagePath,
} from "../../contract/pages.js";

describe("URL search parameters", () => {
  it("a page is a whole number from 1, as a number or text; anything else is no page", () => {
    expect(pageParam(3)).toBe(3);
    expect(pageParam("3")).toBe(3);
    for (const bad of [0, -1, 2.5, "abc", "", " ", null, true, 1_000_001, "1e3x", [2]]) {
      expect(pageParam(bad), String(bad)).toBeUndefined();
    }
    expect(pageSearch({ page: "2", other: "x" })).toEqual({ page: 2 });
  });

  it("Find Tutors' text is trimmed and at most 100 characters", () => {
    expect(findTutorsSearch({ q: "  english ", page: 2 })).toEqual({ q: "english", page: 2 });
    expect(findTutorsSearch({ q: "x".repeat(101) })).toEqual({ q: undefined, page: undefined });
    // The router hands "?q=42" over as a number: it is still the search someone typed.
    expect(findTutorsSearch({ q: 42 })).toEqual({ q: "42", page: undefined });
    expect(findTutorsSearch({ q: { a: 1 } })).toEqual({ q: undefined, page: undefined });
  });

  it("the e-mail and the redirect are kept as text within their bounds", () => {
    expect(emailSearch({ email: "a@b.example" })).toEqual({ email: "a@b.example" });
    expect(emailSearch({ email: "a".repeat(321) })).toEqual({ email: undefined });
    expect(redirectSearch({ redirect: "/my-tutorials" })).toEqual({ redirect: "/my-tutorials" });
    expect(redirectSearch({ redirect: ["/a"] })).toEqual({ redirect: undefined });
  });

  it("a page of tutorials has one spelling of its API path, shared by the screen and the server", () => {
    expect(tutorialsPagePath({})).toBe("/api/tutorials?limit=6&offset=0");
    expect(tutorialsPagePath({ q: "  math ", page: 3 })).toBe("/api/tutorials?limit=6&offset=12&q=math");
    expect(tutorialsPagePath({ language: "General Knowledge", page: 0 })).toBe(
      "/api/tutorials?limit=6&offset=0&language=General+Knowledge",
    );
    expect(tutorialsPagePath({ userId: "u1", q: " " })).toBe("/api/tutorials?limit=6&offset=0&userId=u1");
  });
});
