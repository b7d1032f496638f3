import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_SIZE } from "../../../../contract/index.js";
import { TutorialsOf } from "../../../../src/features/profile/components/tutorials-of.js";
import { amina, tutorial } from "../../support/fixtures.js";
import { answerApi, json } from "../../support/network.js";
import { renderPage } from "../../support/render-page.js";

/** A public profile's tutorials (docs/product.md, See Profile): the first page, then all of them. */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mine = Array.from({ length: PAGE_SIZE + 3 }, (_, i) =>
  tutorial(i + 1, { language: `Language ${i + 1}` }),
);

function answerTutorials() {
  return answerApi((call) => {
    const params = new URLSearchParams(call.search);
    if (call.url !== "/api/tutorials" || params.get("userId") !== amina.uid) return json(404, {});
    const offset = Number(params.get("offset"));
    const limit = Number(params.get("limit"));
    return new Response(JSON.stringify(mine.slice(offset, offset + limit)), {
      headers: { "content-type": "application/json", "x-total-count": String(mine.length) },
    });
  });
}

describe("a public profile's tutorials", () => {
  it("lists the first page with 'and 3 more'; 'Show all' lists every one, the rest asked at once", async () => {
    const calls = answerTutorials();
    await renderPage(() => <TutorialsOf uid={amina.uid} />);
    const section = within(await screen.findByRole("region", { name: "Tutorials" }));
    await section.findByText("Language 1");
    expect(section.getAllByRole("link")).toHaveLength(PAGE_SIZE);
    expect(section.getByText("and 3 more")).toBeTruthy();

    fireEvent.click(section.getByRole("button", { name: "Show all" }));
    await section.findByText(`Language ${mine.length}`);
    expect(section.getAllByRole("link").map((a) => a.textContent?.split("$")[0])).toEqual(
      mine.map((t) => t.language),
    );
    expect(section.queryByText(/more$/)).toBeNull();
    expect(section.queryByRole("button", { name: "Show all" })).toBeNull();
    expect(calls.map((c) => c.search).at(-1)).toBe(`?userId=${amina.uid}&limit=50&offset=0`);
  });

  it("with one page only, offers nothing more", async () => {
    answerApi(
      () =>
        new Response(JSON.stringify(mine.slice(0, 2)), {
          headers: { "content-type": "application/json", "x-total-count": "2" },
        }),
    );
    await renderPage(() => <TutorialsOf uid={amina.uid} />);
    const section = within(await screen.findByRole("region", { name: "Tutorials" }));
    await section.findByText("Language 2");
    expect(section.queryByRole("button", { name: "Show all" })).toBeNull();
  });
});
