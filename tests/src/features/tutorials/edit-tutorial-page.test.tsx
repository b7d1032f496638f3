import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { tutorialKeys } from "../../../../src/features/tutorials/api.js";
import { EditTutorialPage } from "../../../../src/features/tutorials/components/edit-tutorial-page.js";
import { list } from "../../../../src/offline/index.js";
import { expectErrorDialog } from "../../support/error-dialog.js";
import { amina, tutorial } from "../../support/fixtures.js";
import { type ApiAnswer, answerApi, bare, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { closeMessage, renderPage, testQueryClient } from "../../support/render-page.js";

/**
 * The messages of Edit Tutorial (docs/product.md, Messages) that only a failing server (or one answering without an
 * error text) brings: the real page, its owner signed in, the write going through the outbox
 * (IndexedDB) to a stubbed fetch.
 */
const mine = tutorial(1);

withOutbox();
beforeEach(() => authStore.set({ user: amina, loading: false }));
afterEach(async () => {
  closeMessage();
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

async function saveWith(answer: ApiAnswer) {
  const calls = answerApi(answer);
  const queryClient = testQueryClient();
  queryClient.setQueryData(tutorialKeys.detail(mine._id), mine);
  await renderPage(() => <EditTutorialPage id={mine._id} />, queryClient);
  fireEvent.change(screen.getByLabelText("Price (USD)"), { target: { value: "20" } });
  fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
  return calls;
}

describe("Edit Tutorial: messages of a failing server", () => {
  it("PUT /tutorials/update failing without a server text says 'Update failed'", async () => {
    const calls = await saveWith(() => bare(400));
    await expectErrorDialog("Update failed");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`PUT /api/tutorials/update/${mine._id}`]);
    expect(calls[0].body).toMatchObject({ price: 20, language: "English", image: mine.image });
    // Told on the spot: the refused edit does not linger in the outbox.
    await vi.waitFor(async () => expect(await list()).toEqual([]));
  });

  it("an answer that does not parse as a tutorial says 'Invalid tutorial data'", async () => {
    await saveWith(() => json(200, { acknowledged: true }));
    await expectErrorDialog("Invalid tutorial data");
  });

  it("a tutorial that does not parse when the page loads says 'Invalid tutorial data' too", async () => {
    answerApi(() => json(200, { _id: mine._id, language: "English" }));
    await renderPage(() => <EditTutorialPage id={mine._id} />);
    await expectErrorDialog("Invalid tutorial data");
  });

  it("the server's text, when present, is shown instead of 'Update failed'", async () => {
    await saveWith(() => json(404, { error: "Tutorial not found", code: "NOT_FOUND" }));
    await expectErrorDialog("Tutorial not found");
  });
});
