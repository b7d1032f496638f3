import { describe, expect, it } from "vitest";
import { firstScreenChunks, messageIdsIn } from "../../scripts/lib/vite-lingui.js";

/**
 * The build's check of the first screen's texts (scripts/lib/vite-lingui.ts): which chunks the
 * first screen runs, and which texts a chunk looks up.
 */
const chunk = (fileName: string, more: Partial<Parameters<typeof firstScreenChunks>[0][number]> = {}) => ({
  fileName,
  isEntry: false,
  imports: [] as string[],
  dynamicImports: [] as string[],
  facadeModuleId: null as string | null,
  ...more,
});

describe("the first screen's chunks", () => {
  const route = "/app/src/routes/index.tsx";
  const chunks = [
    chunk("index.js", { isEntry: true, dynamicImports: ["client.js"] }),
    chunk("client.js", { imports: ["react.js"], dynamicImports: ["home.js", "profile.js"] }),
    chunk("react.js"),
    chunk("home.js", { facadeModuleId: `${route}?tsr-split=component`, imports: ["api.js"] }),
    chunk("api.js"),
    chunk("profile.js", { facadeModuleId: "/app/src/routes/_auth/profile.tsx?tsr-split=component" }),
    chunk("profile-api.js"),
  ];

  it("are the entry, the app it starts, the first route's screen, and what they import", () => {
    expect(firstScreenChunks(chunks, route).map((c) => c.fileName)).toEqual([
      "index.js",
      "client.js",
      "react.js",
      "home.js",
      "api.js",
    ]);
  });

  it("leave out the other screens the app loads later", () => {
    const names = firstScreenChunks(chunks, route).map((c) => c.fileName);
    expect(names).not.toContain("profile.js");
    expect(names).not.toContain("profile-api.js");
  });
});

describe("the texts a chunk looks up", () => {
  it("are the ids Lingui's macros compile to", () => {
    const code = "(0,E.jsx)(f,{id:`L2CVk3`}),i._({id:`+a1/b2`,values:{n}}),{id:`main`.length}";
    expect(messageIdsIn(code)).toEqual(["L2CVk3", "+a1/b2", "main"]);
    expect(messageIdsIn('const grid={id:"x"}')).toEqual([]);
  });
});
